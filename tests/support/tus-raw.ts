import { request } from 'node:http';

const TUS = { 'tus-resumable': '1.0.0' };

function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** POST /api/uploads: begins a tus upload of `size` bytes; resolves its absolute address. */
export async function createTusUpload(
  baseUrl: string,
  size: number,
  metadata: Record<string, string>,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(size), 'upload-metadata': encodeMetadata(metadata) },
  });
  if (response.status !== 201) throw new Error(`tus POST answered ${response.status}`);
  return new URL(response.headers.get('location') ?? '', baseUrl).toString();
}

/** HEAD: the offset the server holds for an upload. */
export async function tusOffset(location: string): Promise<number> {
  const response = await fetch(location, { method: 'HEAD', headers: TUS });
  if (response.status !== 200) throw new Error(`tus HEAD answered ${response.status}`);
  return Number(response.headers.get('upload-offset'));
}

/** PATCH the bytes from `offset`; resolves the offset the server answers. */
export async function tusPatch(location: string, bytes: Buffer, offset: number): Promise<number> {
  const response = await fetch(location, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  if (response.status !== 204) {
    throw new Error(`tus PATCH answered ${response.status}: ${await response.text()}`);
  }
  return Number(response.headers.get('upload-offset'));
}

/**
 * A PATCH announcing all of `bytes` whose connection is cut once `sendBefore` of them were sent,
 * as a dropped mobile connection would: the socket is destroyed with no answer awaited.
 */
export async function tusPatchCut(
  location: string,
  bytes: Buffer,
  offset: number,
  sendBefore: number,
): Promise<void> {
  const patch = request(location, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
  });
  patch.on('error', () => {
    // The cut itself.
  });
  await new Promise<void>((resolve) => patch.write(bytes.subarray(0, sendBefore), () => resolve()));
  // Let the sent bytes reach the server before the connection drops.
  await new Promise((resolve) => setTimeout(resolve, 300));
  patch.destroy();
}
