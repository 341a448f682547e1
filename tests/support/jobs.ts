import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { PDFDocument, PDFHexString, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import type { JobView } from '../../shared/jobs/view.ts';
import type { AppRouter } from '../../server/trpc/router.ts';
import { bucketOfDataDir } from './scaled-shape.ts';

/** A made test image: a coloured background with a contrasting block, in the given format. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'png',
  colour = '#2f6fd6',
): Promise<Buffer> {
  const block = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/><rect x="${Math.round(width * 0.3)}" y="${Math.round(height * 0.3)}" width="${Math.round(width * 0.4)}" height="${Math.round(height * 0.4)}" fill="#f4c20d"/></svg>`,
  );
  const image = sharp(block);
  if (format === 'jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  return image.png().toBuffer();
}

/** A made PDF of `pages` pages of the given size in points, each with a line of text. */
export async function makePdf(pages: number, size: [number, number] = [595, 842]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage(size);
    page.drawText(`Page ${i + 1}`, { x: 40, y: size[1] - 80, size: 32, font, color: rgb(0, 0, 0) });
  }
  return Buffer.from(await pdf.save());
}

export interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/**
 * POST /api/jobs as multipart, the way a form-posting client sends it, type first
 * (docs/product.md#rest-face).
 */
export function postJobForm(
  baseUrl: string,
  type: string,
  files: FilePart[],
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  form.append('type', type);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return fetch(`${baseUrl}/api/jobs`, { method: 'POST', body: form, headers });
}

/** Polls GET /api/jobs/{id} until the job has finished. */
export async function waitForJob(
  baseUrl: string,
  id: string,
  timeoutMs = 60_000,
): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = (await (await fetch(`${baseUrl}/api/jobs/${id}`)).json()) as JobView;
    if (view.status === 'completed' || view.status === 'failed') return view;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function download(
  baseUrl: string,
  id: string,
): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}/api/download/${id}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

export interface TusOptions {
  endpoint: string;
  metadata: Record<string, string>;
  chunkSize?: number;
  retryDelays?: number[];
  onProgress?: (sent: number, total: number) => void;
}

/** Uploads bytes (or a file on disk, read in chunks) with tus-js-client; resolves the upload id. */
export function tusUpload(input: Buffer | string, options: TusOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const source = typeof input === 'string' ? createReadStream(input) : input;
    const upload = new tus.Upload(source, {
      endpoint: options.endpoint,
      metadata: options.metadata,
      chunkSize: options.chunkSize ?? 8 * 1024 * 1024,
      retryDelays: options.retryDelays ?? [0, 200, 500, 1000],
      storeFingerprintForResuming: false,
      onProgress: options.onProgress,
      onError: reject,
      onSuccess: () => resolve((upload.url ?? '').split('/').pop() ?? ''),
    });
    upload.start();
  });
}

/** The typed tRPC client a browser would use, with Node's missing EventSource supplied. */
export function trpcClient(baseUrl: string) {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: `${baseUrl}/api/trpc`, EventSource }),
        false: httpBatchLink({ url: `${baseUrl}/api/trpc` }),
      }),
    ],
  });
}

/** Every file under the server's data folder that a visitor's upload or job can leave behind. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  // In the scaled shape uploads and files are objects in the server's bucket; scratch stays local.
  const bucket = bucketOfDataDir.get(dataDir);
  // Named as the local folders name them: results and inputs under files/, tus uploads (at the
  // bucket's top level) under uploads/.
  if (bucket) {
    found.push(
      ...(await bucket.keys()).map((key) => (key.startsWith('files/') ? key : `uploads/${key}`)),
    );
  }
  for (const folder of bucket ? ['work', 'staging'] : ['uploads', 'files', 'work', 'staging']) {
    try {
      for (const name of await readdir(join(dataDir, folder), { recursive: true })) {
        found.push(`${folder}/${name}`);
      }
    } catch {
      // The folder does not exist: nothing in it.
    }
  }
  return found;
}

/** A tus metadata object for a job input. */
export function uploadMetadata(
  jobType: string,
  filename: string,
  field = 'file',
  filetype = 'application/octet-stream',
) {
  return { jobType, field, filename, filetype };
}

/**
 * A PDF that asks for a password to open: a standard security handler whose user-password check
 * fails for the empty password, as a locked PDF's does.
 */
export async function makeLockedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 300]);
  const bytes32 = (seed: number) =>
    PDFHexString.of(
      Array.from({ length: 32 }, (_, i) =>
        ((i * 37 + seed) % 256).toString(16).padStart(2, '0'),
      ).join(''),
    );
  const encrypt = pdf.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: bytes32(7),
    U: bytes32(91),
    P: -44,
  });
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([bytes32(3), bytes32(3)]);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG file whose header claims `width` x `height` pixels (a decompression bomb's shape). */
export function makeHugePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
