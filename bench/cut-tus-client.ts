import { once } from 'node:events';
import { open, type FileHandle } from 'node:fs/promises';
import { Agent, request, type IncomingMessage } from 'node:http';

const MIB = 1024 * 1024;
const tusHeaders = { 'tus-resumable': '1.0.0' };

/** One connection's allowance before it is cut, what it sent, and up to where in the file. */
interface Connection {
  left: number;
  sent: number;
  reached: number;
}

export interface CutUploadOptions {
  /** Web processes to send to: after each cut the client goes on through the next one. */
  baseUrls: readonly string[];
  /** The tus metadata: the job type the upload is for. */
  jobType: string;
  /** Bytes per PATCH (the web client's 32 MiB). */
  chunkBytes: number;
  /** Bytes sent on one connection before it is cut mid-request; Infinity: never cut. */
  cutEveryBytes: number;
}

export interface CutUploadResult {
  id: string;
  /** Where the upload's bytes live: the last web process used. */
  location: string;
  seconds: number;
  cuts: number;
  /** Bytes sent in all, resent ones included. */
  sentBytes: number;
  /** At each resume: the bytes sent before the cut that the server did not keep. */
  lostAtResume: number[];
  /** At each resume: the offset the server answered to HEAD. */
  resumedAt: number[];
}

async function answer(
  pending: Promise<IncomingMessage | null>,
): Promise<{ status: number; offset: number } | null> {
  const response = await pending;
  if (!response) return null;
  response.resume();
  await once(response, 'end').catch(() => {});
  return {
    status: response.statusCode ?? 0,
    offset: Number(response.headers['upload-offset'] ?? Number.NaN),
  };
}

/**
 * One PATCH of [offset, end) read from `file` in 1 MiB pieces. When the connection's allowance
 * (`connection.left`) runs out mid-body, the socket is destroyed there, as a dropped mobile
 * connection or a proxy that restarts would: the answer is then null.
 */
async function patch(
  location: string,
  agent: Agent,
  file: FileHandle,
  offset: number,
  end: number,
  connection: Connection,
): Promise<{ status: number; offset: number } | null> {
  const req = request(location, {
    method: 'PATCH',
    agent,
    headers: {
      ...tusHeaders,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(end - offset),
    },
  });
  const pending = new Promise<IncomingMessage | null>((resolve) => {
    req.once('response', resolve);
    req.once('error', () => resolve(null));
    req.once('close', () => resolve(null));
  });
  for (let position = offset; position < end;) {
    const length = Math.min(MIB, end - position, connection.left);
    if (length <= 0) {
      req.destroy();
      return answer(pending);
    }
    const piece = Buffer.allocUnsafe(length);
    const { bytesRead } = await file.read(piece, 0, length, position);
    position += bytesRead;
    connection.left -= bytesRead;
    connection.sent += bytesRead;
    connection.reached = position;
    if (!req.write(piece)) {
      const drained = once(req, 'drain').then(() => true);
      if (!(await Promise.race([drained, pending.then(() => false)]))) break;
    }
  }
  req.end();
  return answer(pending);
}

async function head(location: string): Promise<number> {
  const response = await fetch(location, { method: 'HEAD', headers: tusHeaders });
  if (response.status !== 200) throw new Error(`HEAD answered ${response.status}`);
  return Number(response.headers.get('upload-offset'));
}

/**
 * Uploads `path` with the tus protocol as a lean client (POST, then PATCHes of `chunkBytes`),
 * its connection cut every `cutEveryBytes`; after a cut it asks where the upload stands (HEAD)
 * and goes on from that offset, through the next of `baseUrls`.
 */
export async function cutUpload(path: string, options: CutUploadOptions): Promise<CutUploadResult> {
  const file = await open(path);
  try {
    const size = (await file.stat()).size;
    const started = performance.now();
    const first = options.baseUrls[0] as string;
    const created = await fetch(`${first}/api/uploads`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'upload-length': String(size),
        'upload-metadata': `jobType ${Buffer.from(options.jobType).toString('base64')},filename ${Buffer.from('big.mp4').toString('base64')}`,
      },
    });
    if (created.status !== 201) {
      throw new Error(`POST answered ${created.status}: ${await created.text()}`);
    }
    const uploadPath = created.headers.get('location') ?? '';
    const id = uploadPath.split('/').pop() ?? '';
    const result: CutUploadResult = {
      id,
      location: `${first}${uploadPath}`,
      seconds: 0,
      cuts: 0,
      sentBytes: 0,
      lostAtResume: [],
      resumedAt: [],
    };
    let offset = 0;
    let turn = 0;
    while (offset < size) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const connection: Connection = { left: options.cutEveryBytes, sent: 0, reached: offset };
      const location = `${options.baseUrls[turn % options.baseUrls.length]}${uploadPath}`;
      result.location = location;
      try {
        for (;;) {
          const end = Math.min(size, offset + options.chunkBytes);
          const answered = await patch(location, agent, file, offset, end, connection);
          if (!answered) break;
          if (answered.status !== 204) throw new Error(`PATCH answered ${answered.status}`);
          offset = answered.offset;
          if (offset >= size) break;
        }
      } finally {
        agent.destroy();
      }
      result.sentBytes += connection.sent;
      if (offset >= size) break;
      result.cuts++;
      turn++;
      const next = `${options.baseUrls[turn % options.baseUrls.length]}${uploadPath}`;
      const resumed = await head(next);
      result.resumedAt.push(resumed);
      result.lostAtResume.push(Math.max(0, connection.reached - resumed));
      offset = resumed;
    }
    result.seconds = (performance.now() - started) / 1000;
    return result;
  } finally {
    await file.close();
  }
}
