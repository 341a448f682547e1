/**
 * A visitor's file name without its extension, safe inside a result or ZIP entry name: no path
 * separators, control or reserved characters; 'document' when nothing is left.
 */
export function fileStem(name: string): string {
  const stem = name
    .replace(/\.[^.]{1,5}$/, '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 100);
  return stem || 'document';
}
