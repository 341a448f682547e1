import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../server/processing/web/checked-lookup.ts';
import { fetchRemoteMedia } from '../../server/processing/web/remote-media.ts';
import { downloadToFile } from '../../server/processing/web/safe-download.ts';
import { locateYtDlp, type YtDlpInstallation } from '../../server/processing/web/yt-dlp.ts';
import { ProcessingError } from '../../server/processing-error.ts';
import { ffmpegMake } from '../support/media.ts';

let folder: string;
let clip: Buffer;
let ytDlp: YtDlpInstallation | null;

/** A local server standing for a private target: it must never be reached. */
let target: Server;
let targetPort: number;
const targetHits: string[] = [];

/** The allowed test host, serving media, pages, redirects and slow answers. */
let media: Server;
let mediaPort: number;
let allowedHosts: string[];

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

function mediaRoutes(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://media.test');
  const targetUrl = `http://127.0.0.1:${targetPort}`;
  switch (url.pathname) {
    case '/clip.mp4':
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.length });
      response.end(clip);
      return;
    case '/chunked.mp4':
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.write(clip.subarray(0, 1000));
      setTimeout(() => response.end(clip.subarray(1000)), 20);
      return;
    case '/redirect':
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      response.end();
      return;
    case '/loop':
      response.writeHead(302, { location: '/loop' });
      response.end();
      return;
    case '/page.html':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><title>Holiday clip</title><h1>Holiday</h1><video src="/clip.mp4" controls></video>',
      );
      return;
    case '/evil-page.html':
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>Evil</title><video src="${targetUrl}/secret.mp4" controls></video>`,
      );
      return;
    case '/image.png':
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from('89504e470d0a1a0a', 'hex'));
      return;
    case '/empty':
      response.writeHead(200, { 'content-type': 'video/mp4' });
      response.end();
      return;
    case '/hang':
      return; // never answers
    case '/slow.mp4': {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      const timer = setInterval(() => response.write(Buffer.alloc(100)), 100);
      response.on('close', () => clearInterval(timer));
      return;
    }
    default:
      response.writeHead(404);
      response.end();
  }
}

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

/** A resolver for made-up names; anything else is unknown. */
function fakeDns(table: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

let counter = 0;
function destination() {
  return join(folder, `download-${++counter}`);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'download-test-'));
  const clipPath = join(folder, 'clip.mp4');
  ffmpegMake([
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=160x120:rate=10:duration=1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    clipPath,
  ]);
  clip = readFileSync(clipPath);
  rmSync(clipPath);
  target = createServer((request, response) => {
    targetHits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'video/mp4' });
    response.end('secret');
  });
  targetPort = await listen(target);
  media = createServer(mediaRoutes);
  mediaPort = await listen(media);
  allowedHosts = [`127.0.0.1:${mediaPort}`];
  ytDlp = await locateYtDlp();
});

afterEach(() => {
  // No test may reach the private target, whatever it tried.
  expect(targetHits).toEqual([]);
});

afterAll(() => {
  target.close();
  media.closeAllConnections();
  media.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('downloading from an allowed host', () => {
  it('streams a media file to disk', async () => {
    const path = destination();
    const progress: number[] = [];
    const file = await downloadToFile(`http://127.0.0.1:${mediaPort}/clip.mp4`, path, {
      allowedHosts,
      onProgress: (report) => progress.push(report.percent ?? -1),
    });
    expect(file).toMatchObject({
      path,
      bytes: clip.length,
      contentType: 'video/mp4',
      suggestedName: 'clip.mp4',
    });
    expect(readFileSync(path).equals(clip)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('follows redirects within the allowed host', async () => {
    const path = destination();
    const file = await downloadToFile(`http://127.0.0.1:${mediaPort}/redirect?to=/clip.mp4`, path, {
      allowedHosts,
    });
    expect(file.finalUrl).toBe(`http://127.0.0.1:${mediaPort}/clip.mp4`);
    expect(file.bytes).toBe(clip.length);
  });

  it('needs the port named in the setting', async () => {
    const error = await failure(
      downloadToFile(`http://127.0.0.1:${mediaPort}/clip.mp4`, destination(), {
        allowedHosts: ['127.0.0.1:1'],
      }),
    );
    expect(error.code).toBe('blocked_address');
  });
});

describe('the SSRF rule', () => {
  it.each([
    ['loopback IPv4', () => `http://127.0.0.1:${targetPort}/secret`],
    ['loopback IPv6', () => `http://[::1]:${targetPort}/secret`],
    ['a private network', () => 'http://10.0.0.8/video.mp4'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['loopback written as a number', () => `http://2130706433:${targetPort}/secret`],
    ['loopback written in hex', () => `http://0x7f.0.0.1:${targetPort}/secret`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${targetPort}/secret`],
    ['the unspecified address', () => `http://0.0.0.0:${targetPort}/secret`],
    ['a host name that resolves to loopback', () => `http://localhost:${targetPort}/secret`],
  ])('refuses %s', async (_name, url) => {
    const path = destination();
    const error = await failure(downloadToFile(url(), path, { allowedHosts }));
    expect(error.code).toBe('blocked_address');
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'This address points to a private or local network and cannot be downloaded.',
    );
    expect(existsSync(path)).toBe(false);
  });

  it.each(['file:///etc/passwd', `gopher://127.0.0.1:${70}/_GET`, 'ftp://example.com/video.mp4'])(
    'refuses the protocol of %s',
    async (url) => {
      const error = await failure(downloadToFile(url, destination(), { allowedHosts }));
      expect(error.code).toBe('unsupported_protocol');
    },
  );

  it('refuses a public-looking URL that redirects to loopback, a private name, or a file', async () => {
    for (const [to, code] of [
      [`http://127.0.0.1:${targetPort}/secret`, 'blocked_address'],
      [`http://localhost:${targetPort}/secret`, 'blocked_address'],
      [`http://[::1]:${targetPort}/secret`, 'blocked_address'],
      ['http://169.254.169.254/latest/meta-data/', 'blocked_address'],
      ['file:///etc/passwd', 'unsupported_protocol'],
    ] as const) {
      const path = destination();
      const error = await failure(
        downloadToFile(
          `http://127.0.0.1:${mediaPort}/redirect?to=${encodeURIComponent(to)}`,
          path,
          { allowedHosts },
        ),
      );
      expect(error.code).toBe(code);
      expect(existsSync(path)).toBe(false);
    }
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolver = fakeDns({
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'internal.example': ['10.1.2.3'],
      'v6.example': ['fd00::5'],
    });
    for (const host of ['mixed.example', 'internal.example', 'v6.example']) {
      const error = await failure(
        downloadToFile(`http://${host}:${targetPort}/secret`, destination(), { resolver }),
      );
      expect(error.code).toBe('blocked_address');
    }
  });

  it('checks the address it connects to, so DNS rebinding gets nowhere', async () => {
    // Public on the first answer, loopback on every later one: a check followed by a second
    // lookup for the connection would reach the target.
    let calls = 0;
    const resolver: Resolver = async () => {
      calls++;
      return [{ address: calls === 1 ? '192.0.2.1' : '127.0.0.1', family: 4 }];
    };
    const publicResolver: Resolver = async () => {
      calls++;
      return [{ address: calls === 1 ? '8.8.8.8' : '127.0.0.1', family: 4 }];
    };
    // A reserved documentation address is refused outright...
    expect(
      (
        await failure(
          downloadToFile(`http://rebind.example:${targetPort}/x`, destination(), { resolver }),
        )
      ).code,
    ).toBe('blocked_address');
    // ...and a public first answer is the one connected to (unreachable here), never the second.
    calls = 0;
    const error = await failure(
      downloadToFile(`http://rebind.example:${targetPort}/x`, destination(), {
        resolver: publicResolver,
        connectTimeoutMs: 1500,
      }),
    );
    expect(['download_failed', 'download_timeout']).toContain(error.code);
    expect(calls).toBe(1);
  });
});

describe('limits and failures', () => {
  it('refuses a file above the size limit before reading it', async () => {
    const path = destination();
    const error = await failure(
      downloadToFile(`http://127.0.0.1:${mediaPort}/clip.mp4`, path, {
        allowedHosts,
        maxBytes: 1000,
      }),
    );
    expect([error.code, error.status]).toEqual(['too_large', 413]);
    expect(existsSync(path)).toBe(false);
  });

  it('stops a file without a length once it passes the limit, and deletes the part', async () => {
    const path = destination();
    const error = await failure(
      downloadToFile(`http://127.0.0.1:${mediaPort}/chunked.mp4`, path, {
        allowedHosts,
        maxBytes: 1500,
      }),
    );
    expect(error.code).toBe('too_large');
    expect(existsSync(path)).toBe(false);
  });

  it('gives up on a server that does not answer, and on one too slow overall', async () => {
    const silent = await failure(
      downloadToFile(`http://127.0.0.1:${mediaPort}/hang`, destination(), {
        allowedHosts,
        idleTimeoutMs: 300,
      }),
    );
    expect(silent.code).toBe('download_timeout');
    const path = destination();
    const slow = await failure(
      downloadToFile(`http://127.0.0.1:${mediaPort}/slow.mp4`, path, {
        allowedHosts,
        totalTimeoutMs: 600,
      }),
    );
    expect(slow.code).toBe('download_timeout');
    expect(existsSync(path)).toBe(false);
  });

  it('stops when cancelled', async () => {
    const path = destination();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const error = await failure(
      downloadToFile(`http://127.0.0.1:${mediaPort}/slow.mp4`, path, {
        allowedHosts,
        signal: controller.signal,
      }),
    );
    expect(error.code).toBe('cancelled');
    expect(existsSync(path)).toBe(false);
  });

  it('reports error answers, empty answers and redirect loops', async () => {
    expect(
      (
        await failure(
          downloadToFile(`http://127.0.0.1:${mediaPort}/missing`, destination(), { allowedHosts }),
        )
      ).message,
    ).toBe('The address answered with an error (HTTP 404). Please check the URL.');
    expect(
      (
        await failure(
          downloadToFile(`http://127.0.0.1:${mediaPort}/empty`, destination(), { allowedHosts }),
        )
      ).code,
    ).toBe('download_failed');
    expect(
      (
        await failure(
          downloadToFile(`http://127.0.0.1:${mediaPort}/loop`, destination(), { allowedHosts }),
        )
      ).code,
    ).toBe('too_many_redirects');
  });

  it('says when a name does not exist', async () => {
    const error = await failure(
      downloadToFile('http://no-such-host.invalid/video.mp4', destination(), {}),
    );
    expect(error.code).toBe('download_failed');
  });
});

describe('media behind a URL', () => {
  let mediaFolder: string;
  afterEach(() => {
    rmSync(mediaFolder, { recursive: true, force: true });
  });
  const fresh = () => (mediaFolder = mkdtempSync(join(folder, 'remote-')));

  it('downloads a direct media URL itself', async () => {
    const result = await fetchRemoteMedia(`http://127.0.0.1:${mediaPort}/clip.mp4`, fresh(), {
      allowedHosts,
      ytDlp: null,
    });
    expect(result).toMatchObject({ via: 'direct', bytes: clip.length, suggestedName: 'clip.mp4' });
  });

  it('refuses an answer that is neither media nor a page', async () => {
    const error = await failure(
      fetchRemoteMedia(`http://127.0.0.1:${mediaPort}/image.png`, fresh(), {
        allowedHosts,
        ytDlp: null,
      }),
    );
    expect([error.code, error.status]).toEqual(['not_media', 415]);
    expect(readdirSync(mediaFolder)).toEqual([]);
  });

  it('says a page is not supported when there is no extractor', async () => {
    for (const url of [
      `http://127.0.0.1:${mediaPort}/page.html`,
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      const error = await failure(fetchRemoteMedia(url, fresh(), { allowedHosts, ytDlp: null }));
      expect([error.code, error.status]).toEqual(['unsupported_site', 422]);
      expect(error.message).toBe(
        'Downloading from this site is not supported on this server. Please use a direct link to a video or audio file.',
      );
    }
  });

  it.skipIf(!process.env.PATH?.split(':').some((dir) => existsSync(join(dir, 'yt-dlp'))))(
    'hands a page to yt-dlp, whose connections go through the guarded proxy',
    async () => {
      expect(ytDlp).not.toBeNull();
      const result = await fetchRemoteMedia(`http://127.0.0.1:${mediaPort}/page.html`, fresh(), {
        allowedHosts,
        ytDlp,
      });
      expect(result.via).toBe('extractor');
      expect(readFileSync(result.path).equals(clip)).toBe(true);

      const blocked = await failure(
        fetchRemoteMedia(`http://127.0.0.1:${mediaPort}/evil-page.html`, fresh(), {
          allowedHosts,
          ytDlp,
        }),
      );
      expect(blocked.code).toBe('blocked_address');
      expect(readdirSync(mediaFolder)).toEqual([]);
    },
  );
});
