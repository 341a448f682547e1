import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request body as a web stream that hands on Node's buffers as they are. Node's own
 * `Readable.toWeb` copies every chunk, which on an upload costs as much CPU (copies and their
 * garbage) as the rest of the path together. Pauses the socket while the reader is full.
 */
export function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        let done = false;
        request.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        });
        request.once('end', () => {
          done = true;
          controller.close();
        });
        const fail = (error?: Error) => {
          if (done) return;
          done = true;
          controller.error(error ?? new Error('The upload connection closed early'));
        };
        request.once('error', fail);
        request.once('close', () => fail());
      },
      pull() {
        request.resume();
      },
      cancel() {
        request.destroy();
      },
    },
    { highWaterMark: 16 },
  );
}

/** A web Request over a Node request, its body streamed without copies. */
export function webRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    headers.append(request.rawHeaders[i] as string, request.rawHeaders[i + 1] as string);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: bodyStream(request), duplex: 'half' } : {}),
  } as RequestInit);
}

/** Sends a web Response (tus answers are short texts) on a Node response. */
export async function sendWebResponse(response: Response, target: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  target.writeHead(response.status, headers);
  target.end(body);
}
