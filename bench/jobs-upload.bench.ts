import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { tusUpload, uploadMetadata } from '../tests/support/jobs.ts';
import { MB, startBenchServer } from './job-server.ts';
import { report } from './support.ts';

/**
 * Upload over loopback: tus through the real server (its own process, chunks of the size the web
 * client uses) beside a plain streamed copy of the same bytes to disk, in one run. Then the
 * server's memory while it takes a 100 MB and a 500 MB upload: it should not grow with the size.
 */
const folder = await mkdtemp(join(tmpdir(), 'toolbox-upload-bench-'));
const server = await startBenchServer();
const chunk = 32 * MB;

async function makeFile(name: string, size: number): Promise<string> {
  const path = join(folder, name);
  const out = createWriteStream(path);
  for (let written = 0; written < size; written += 16 * MB) {
    if (!out.write(randomBytes(Math.min(16 * MB, size - written))))
      await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end();
  await new Promise<void>((resolve) => out.once('finish', () => resolve()));
  return path;
}

async function plainCopy(source: string): Promise<number> {
  const target = join(folder, 'copy.bin');
  const started = performance.now();
  await pipeline(createReadStream(source, { highWaterMark: MB }), createWriteStream(target));
  const seconds = (performance.now() - started) / 1000;
  await rm(target);
  return (await stat(source)).size / MB / seconds;
}

/**
 * The tus protocol with a lean client: each chunk streamed from the file in 1 MiB reads, as a
 * browser hands a File slice to the network. tus-js-client in Node reads 64 KiB at a time through
 * a progress stage, which costs CPU the server then lacks on a machine of two cores.
 */
async function leanTus(
  source: string,
  chunkSize: number,
  baseUrl = server.baseUrl,
): Promise<number> {
  const size = (await stat(source)).size;
  const started = performance.now();
  const created = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `jobType ${Buffer.from('extract-audio').toString('base64')}`,
    },
  });
  const location = `${baseUrl}${created.headers.get('location')}`;
  for (let offset = 0; offset < size;) {
    const end = Math.min(size, offset + chunkSize);
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(location, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - offset),
        },
      });
      req.on('response', resolve).on('error', reject);
      createReadStream(source, { start: offset, end: end - 1, highWaterMark: MB }).pipe(req);
    });
    answer.resume();
    offset = Number(answer.headers['upload-offset']);
  }
  const seconds = (performance.now() - started) / 1000;
  await fetch(location, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
  return size / MB / seconds;
}

async function tusThroughput(source: string, chunkSize: number): Promise<number> {
  const started = performance.now();
  const id = await tusUpload(source, {
    endpoint: `${server.baseUrl}/api/uploads`,
    metadata: uploadMetadata('extract-audio', 'bench.mp4', 'file', 'video/mp4'),
    chunkSize,
  });
  const seconds = (performance.now() - started) / 1000;
  await fetch(`${server.baseUrl}/api/uploads/${id}`, {
    method: 'DELETE',
    headers: { 'tus-resumable': '1.0.0' },
  });
  return (await stat(source)).size / MB / seconds;
}

try {
  const size = 300 * MB;
  const source = await makeFile('source.bin', size);
  await plainCopy(source); // warm the page cache for both
  const plain: number[] = [];
  const tus: number[] = [];
  const lean: number[] = [];
  const leanSmall: number[] = [];
  for (let run = 0; run < 3; run++) {
    plain.push(await plainCopy(source));
    lean.push(await leanTus(source, chunk));
    tus.push(await tusThroughput(source, chunk));
    leanSmall.push(await leanTus(source, 8 * MB));
  }
  const best = (values: number[]) => Math.max(...values);
  report(
    'plain streamed write to disk (300 MB)',
    best(plain),
    'MB/s',
    `runs ${plain.map((v) => v.toFixed(0)).join(', ')}`,
  );
  const runs = (values: number[]) => `runs ${values.map((v) => v.toFixed(0)).join(', ')}`;
  report('tus upload, 32 MiB chunks (the default)', best(lean), 'MB/s', runs(lean));
  report('tus upload, 8 MiB chunks', best(leanSmall), 'MB/s', runs(leanSmall));
  report('tus upload, 32 MiB chunks, tus-js-client', best(tus), 'MB/s', runs(tus));
  report(
    'tus / plain (goal: at least 0.5)',
    best(lean) / best(plain),
    '',
    'best run of each, same bytes',
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] as number;
  report(
    'tus / plain, medians',
    median(lean) / median(plain),
    '',
    'the machine is shared: runs vary',
  );

  // The same upload on a server started without the V8 flags of server/node-flags.ts.
  const plainServer = await startBenchServer({}, []);
  const bare: number[] = [];
  const barePlain: number[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      barePlain.push(await plainCopy(source));
      bare.push(await leanTus(source, chunk, plainServer.baseUrl));
    }
  } finally {
    await plainServer.stop();
  }
  report('tus upload without the V8 flags', best(bare), 'MB/s', runs(bare));
  report(
    'tus / plain without the V8 flags',
    best(bare) / best(barePlain),
    '',
    `plain write beside it: ${runs(barePlain)}`,
  );

  await rm(source);
  const idle = server.rss();
  for (const megabytes of [100, 500]) {
    const file = await makeFile(`up-${megabytes}.bin`, megabytes * MB);
    const watch = server.watchRss();
    await tusUpload(file, {
      endpoint: `${server.baseUrl}/api/uploads`,
      metadata: uploadMetadata('extract-audio', 'big.mp4', 'file', 'video/mp4'),
      chunkSize: chunk,
    });
    const peak = watch.stop();
    report(
      `server memory during a ${megabytes} MB upload`,
      peak / MB,
      'MB',
      `peak RSS; idle before: ${(idle / MB).toFixed(0)} MB`,
    );
    await rm(file);
  }
  await writeFile(join(folder, 'done'), '');
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
