import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { get, request, type IncomingMessage } from 'node:http';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * POST /api/jobs as multipart with the file streamed from disk, as a browser sends a form: the
 * type and parameters first, then the file's bytes as they are read. (A fetch with a FormData
 * copies the whole file into a Blob first, a cost of the client, not of the API.)
 */
export async function postFileForm(
  baseUrl: string,
  type: string,
  file: { field: string; path: string; contentType: string },
  parameters: Record<string, unknown>,
): Promise<{ status: number; body: string }> {
  const boundary = `bench-${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('type', type) +
    field('parameters', JSON.stringify(parameters)) +
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${basename(file.path)}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + statSync(file.path).size + Buffer.byteLength(tail);
  async function* body() {
    yield Buffer.from(head);
    yield* createReadStream(file.path, { highWaterMark: 1024 * 1024 });
    yield Buffer.from(tail);
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}/api/jobs`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    Readable.from(body()).pipe(outgoing);
  });
}

/** GET /api/download/{id} streamed into `path`, as a browser saves a file; resolves its size. */
export async function downloadToFile(baseUrl: string, id: string, path: string): Promise<number> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${baseUrl}/api/download/${id}`, resolve).on('error', reject);
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`the download answered ${response.statusCode}`);
  }
  await pipeline(response, createWriteStream(path));
  return statSync(path).size;
}
