/** Saves text as a file through a temporary object URL; nothing leaves the browser. */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/css;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time this runs; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
