import { unzipSync } from 'fflate';

export interface ZipPage {
  name: string;
  number: number;
  blob: Blob;
}

/** The PNG pages of a PDF to Images ZIP (report-pages.zip), in page order. */
export function readZipPages(zip: Uint8Array): ZipPage[] {
  const entries = unzipSync(zip, { filter: (file) => /\.png$/i.test(file.name) });
  return Object.entries(entries)
    .map(([name, bytes]) => ({
      name,
      number: Number(/(\d+)\.png$/i.exec(name)?.[1] ?? 0),
      blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
    }))
    .sort((a, b) => a.number - b.number);
}
