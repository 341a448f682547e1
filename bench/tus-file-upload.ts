import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { basename } from 'node:path';
import { createTusUpload } from '../tests/support/tus-raw.ts';

/** The site's uploader sends PATCHes of this size (UPLOAD_CHUNK_MB's default). */
export const SITE_CHUNK_BYTES = 32 * 1024 * 1024;

/**
 * A file uploaded through tus as the site's uploader sends it: the upload's creation, then one
 * PATCH per chunk, each streamed from disk. Resolves the upload's id, for a job's `uploads`.
 */
export async function uploadByTus(
  baseUrl: string,
  path: string,
  metadata: { jobType: string; field: string; filetype: string },
  chunkBytes = SITE_CHUNK_BYTES,
): Promise<string> {
  const size = statSync(path).size;
  const location = await createTusUpload(baseUrl, size, {
    ...metadata,
    filename: basename(path),
  });
  for (let offset = 0; offset < size;) {
    offset = await patchRange(location, path, offset, Math.min(size, offset + chunkBytes));
  }
  return new URL(location).pathname.split('/').pop() ?? '';
}

/** PATCHes the file's bytes from `start` to before `end`; resolves the offset the server holds. */
function patchRange(location: string, path: string, start: number, end: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      location,
      {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(start),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - start),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 204) resolve(Number(response.headers['upload-offset']));
          else reject(new Error(`tus PATCH answered ${response.statusCode}`));
        });
      },
    );
    outgoing.on('error', reject);
    createReadStream(path, { start, end: end - 1, highWaterMark: 1024 * 1024 }).pipe(outgoing);
  });
}
