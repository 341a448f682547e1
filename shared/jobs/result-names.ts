/**
 * Result names taken from the visitor's file names (docs/product.md#result-names): `holiday.jpg`
 * compressed to WebP downloads as `holiday.webp`; several results go in a ZIP, each under its own
 * name, clashes numbered.
 */

/** What the registry's `result()` knows of each input: its shown name and its detected type. */
export interface ResultInput {
  name: string;
  contentType: string;
}

/** A file name without its last extension and without characters unsafe in a ZIP entry. */
export function nameStem(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return stem.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '').trim();
}

/** `holiday.jpg` with extension `webp` is `holiday.webp`; a name with no stem left uses `fallback`. */
export function renamed(name: string, extension: string, fallback: string): string {
  return `${nameStem(name) || fallback}.${extension}`;
}

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/**
 * The names made unique, in order, ignoring case (as Windows and macOS do): a second
 * `holiday.webp` becomes `holiday-2.webp`, skipping any number another entry already has.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set(names.map((name) => name.toLowerCase()));
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    if (used.has(candidate.toLowerCase())) {
      const [stem, extension] = splitExtension(name);
      for (let n = 2; ; n++) {
        candidate = `${stem}-${n}${extension}`;
        const key = candidate.toLowerCase();
        if (!used.has(key) && !taken.has(key)) break;
      }
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * A result named after the one input's file name (`build` gets its stem): `holiday.jpg` with its
 * background removed is `holiday-no-background.png`. `fallback`, the fixed name, where there is no
 * single original name: a URL input, several inputs, or nothing safe left of the name.
 */
export function namedAfterInput(
  inputs: readonly ResultInput[],
  build: (stem: string) => string,
  fallback: string,
): string {
  const [only] = inputs;
  const stem = inputs.length === 1 && only ? nameStem(only.name) : '';
  return stem ? build(stem) : fallback;
}

export const zipResult = (filename: string) => ({ filename, contentType: 'application/zip' });

/** `fallback` unless the one input gives a name: its stem + `ending`. */
export const namedResult = (
  inputs: readonly ResultInput[],
  ending: string,
  fallback: string,
  contentType: string,
) => ({ filename: namedAfterInput(inputs, (stem) => `${stem}${ending}`, fallback), contentType });

/** An MP3 named after its input (`clip.mp4` -> `clip.mp3`), else `processed-audio.mp3`. */
export const mp3Result = (inputs: readonly ResultInput[], suffix = '') =>
  namedResult(inputs, `${suffix}.mp3`, 'processed-audio.mp3', 'audio/mpeg');

/** An MP4 named after its input, else `processed-video.mp4`. */
export const mp4Result = (inputs: readonly ResultInput[], suffix = '') =>
  namedResult(inputs, `${suffix}.mp4`, 'processed-video.mp4', 'video/mp4');
