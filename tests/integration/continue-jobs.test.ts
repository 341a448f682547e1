import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { TRPCClientError, createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/trpc/router.ts';
import { limitLabel, limits } from '../../shared/jobs/limits.ts';
import type { JobView } from '../../shared/jobs/view.ts';
import {
  download,
  makeImage,
  makePdf,
  postJobForm,
  storedFiles,
  waitForJob,
} from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * "Continue with…" (docs/product.md#rest-face): a job takes a previous job's result as its input
 * (`from`), for the same visitor only, checked as an upload is, each job keeping its own copy.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
});
afterAll(async () => {
  await server.close();
});

/** A visitor: the signed cookie the server gives a first request, sent with every later one. */
async function newVisitor(baseUrl = server.baseUrl) {
  const first = await fetch(`${baseUrl}/api/jobs/AAAAAAAAAAAAAAAAAAAAAA`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toMatch(/^vid=/);
  const headers = { cookie };
  const json = (body: unknown) =>
    fetch(`${baseUrl}/api/jobs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  const trpc = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${baseUrl}/api/trpc`, headers })],
  });
  return { baseUrl, headers, json, trpc };
}

type Visitor = Awaited<ReturnType<typeof newVisitor>>;

async function accepted(response: Response): Promise<string> {
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(202);
  return body.id;
}

async function completed(id: string, baseUrl = server.baseUrl): Promise<JobView> {
  const view = await waitForJob(baseUrl, id);
  expect(view.status, JSON.stringify(view.error)).toBe('completed');
  return view;
}

/** A finished convert-image job of this visitor: holiday.png as WebP. */
async function convertedImage(visitor: Visitor): Promise<string> {
  const id = await accepted(
    await postJobForm(
      server.baseUrl,
      'convert-image',
      [
        {
          field: 'images',
          name: 'holiday.png',
          bytes: await makeImage(320, 200),
          type: 'image/png',
        },
      ],
      { targetFormat: 'webp' },
      { ...visitor.headers, accept: 'application/json' },
    ),
  );
  await completed(id);
  return id;
}

/** A finished images-to-pdf job of this visitor: a PDF of `pages` pages. */
async function madePdf(visitor: Visitor, pages = 1): Promise<string> {
  const scan = await makeImage(300, 400);
  const id = await accepted(
    await postJobForm(
      visitor.baseUrl,
      'images-to-pdf',
      Array.from({ length: pages }, (_, i) => ({
        field: 'images',
        name: `scan-${i + 1}.png`,
        bytes: scan,
        type: 'image/png',
      })),
      {},
      { ...visitor.headers, accept: 'application/json' },
    ),
  );
  await completed(id, visitor.baseUrl);
  return id;
}

async function expectError(response: Response, status: number, code: string, field?: string) {
  const body = (await response.json()) as {
    error: { code: string; message: string; field?: string };
  };
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (field) expect(body.error.field).toBe(field);
  return body.error.message;
}

async function trpcError(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

/**
 * Runs refused requests and checks they left no file behind. `settle` ends the other jobs the
 * test started (their own files go with them); a file a refusal left would stay, so the check
 * waits for the new files to be gone.
 */
async function leavesNothing(work: () => Promise<void>, settle?: () => Promise<void>) {
  // A running job's scratch folder (work/) comes and goes on its own.
  const files = async () =>
    (await storedFiles(server.dataDir)).filter((f) => !f.startsWith('work/')).sort();
  const before = await files();
  await work();
  await settle?.();
  // Other jobs' files may go meanwhile (their deletion is not awaited); none may stay.
  await expect
    .poll(async () => (await files()).filter((f) => !before.includes(f)), { timeout: 15_000 })
    .toEqual([]);
}

describe('continuing from a result', () => {
  it('compresses a converted image without a second upload; each job keeps its own file', async () => {
    const visitor = await newVisitor();
    const source = await convertedImage(visitor);
    const original = await download(server.baseUrl, source);
    expect(original.response.headers.get('content-type')).toBe('image/webp');

    const next = await accepted(
      await visitor.json({ type: 'compress-image', from: source, parameters: { quality: 60 } }),
    );
    const view = await completed(next);
    expect(view.result).toMatchObject({ filename: 'holiday.webp', contentType: 'image/webp' });
    const compressed = await download(server.baseUrl, next);
    expect(compressed.response.status).toBe(200);
    expect(compressed.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // The new job's cleanup leaves the old result alone...
    await fetch(`${server.baseUrl}/api/jobs/${next}`, { method: 'DELETE' });
    expect((await download(server.baseUrl, next)).response.status).toBe(410);
    const again = await download(server.baseUrl, source);
    expect(again.response.status).toBe(200);
    expect(again.bytes).toEqual(original.bytes);

    // ...and the old job's cleanup leaves a new job's copy alone.
    const third = await accepted(
      await visitor.json({ type: 'resize-image', from: source, parameters: { width: 100 } }),
    );
    await completed(third);
    await fetch(`${server.baseUrl}/api/jobs/${source}`, { method: 'DELETE' });
    expect((await download(server.baseUrl, third)).response.status).toBe(200);
  });

  it('turns a PDF result into page images through tRPC, and through a multipart form', async () => {
    const visitor = await newVisitor();
    const source = await madePdf(visitor);
    const created = await visitor.trpc.jobs.create.mutate({ type: 'pdf-to-images', from: source });
    const view = await completed(created.id);
    expect(view.result).toMatchObject({ contentType: 'application/zip' });
    const zip = await download(server.baseUrl, created.id);
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const form = await postJobForm(
      server.baseUrl,
      'pdf-to-images',
      [],
      { from: source },
      {
        ...visitor.headers,
        accept: 'application/json',
      },
    );
    await completed(await accepted(form));
    expect((await download(server.baseUrl, source)).response.status).toBe(200);
  });
});

describe('the budgets of the next tool', () => {
  it('refuses a PDF result of more pages than pdf-to-images allows (422) before any work', async () => {
    const small = await startTestServer({
      WORKERS: '1',
      JOBS_PER_CLIENT: '50',
      BUDGET_PDF_PAGES: '3',
    });
    try {
      const visitor = await newVisitor(small.baseUrl);
      const source = await madePdf(visitor, 4);
      const response = await visitor.json({ type: 'pdf-to-images', from: source });
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(body.error.code).toBe('over_budget');
      // Only the source job's input and result are kept: the refused copy is gone.
      await fetch(`${small.baseUrl}/api/jobs/${source}`, { method: 'DELETE' });
      expect(await storedFiles(small.dataDir)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('refusals, each leaving nothing behind', () => {
  it("refuses another visitor's job as an unknown one (404)", async () => {
    const owner = await newVisitor();
    const source = await convertedImage(owner);
    const stranger = await newVisitor();
    await leavesNothing(async () => {
      await expectError(
        await stranger.json({ type: 'compress-image', from: source }),
        404,
        'source_not_found',
        'from',
      );
      const error = await trpcError(
        stranger.trpc.jobs.create.mutate({ type: 'compress-image', from: source }),
      );
      expect(error.data).toMatchObject({ code: 'NOT_FOUND', appCode: 'source_not_found' });
      // Without any cookie, and for a made-up id, the same.
      await expectError(
        await postJobForm(server.baseUrl, 'compress-image', [], { from: source }),
        404,
        'source_not_found',
      );
      await expectError(
        await owner.json({ type: 'compress-image', from: 'BBBBBBBBBBBBBBBBBBBBBB' }),
        404,
        'source_not_found',
      );
    });
  });

  it('refuses an unfinished job (409) and a failed one (409)', async () => {
    const visitor = await newVisitor();
    // The one worker is busy with a long job, so the next one waits.
    const busy = await accepted(
      await postJobForm(
        server.baseUrl,
        'pdf-to-images',
        [{ field: 'file', name: 'long.pdf', bytes: await makePdf(30), type: 'application/pdf' }],
        {},
        { ...visitor.headers, accept: 'application/json' },
      ),
    );
    const waiting = await accepted(
      await postJobForm(
        server.baseUrl,
        'images-to-pdf',
        [{ field: 'images', name: 'a.png', bytes: await makeImage(50, 50), type: 'image/png' }],
        {},
        { ...visitor.headers, accept: 'application/json' },
      ),
    );
    await leavesNothing(
      async () => {
        const message = await expectError(
          await visitor.json({ type: 'pdf-to-images', from: waiting }),
          409,
          'source_not_ready',
          'from',
        );
        expect(message).toMatch(
          /^That job is (pending|processing); its result is not ready yet\.$/,
        );
        const error = await trpcError(
          visitor.trpc.jobs.create.mutate({ type: 'pdf-to-images', from: waiting }),
        );
        expect(error.data).toMatchObject({ code: 'CONFLICT', appCode: 'source_not_ready' });
      },
      async () => {
        // The two jobs may have gone on meanwhile (CI's second worker): their results go with them.
        await fetch(`${server.baseUrl}/api/jobs/${waiting}`, { method: 'DELETE' });
        await fetch(`${server.baseUrl}/api/jobs/${busy}`, { method: 'DELETE' });
      },
    );
    // A job that failed in its work (a crop box outside the image), whatever the others did.
    const failed = await accepted(
      await postJobForm(
        server.baseUrl,
        'crop-image',
        [{ field: 'file', name: 'a.png', bytes: await makeImage(100, 80), type: 'image/png' }],
        { ratio: 'free', parameters: JSON.stringify({ x: 50, y: 0, width: 60, height: 10 }) },
        { ...visitor.headers, accept: 'application/json' },
      ),
    );
    expect(await waitForJob(server.baseUrl, failed)).toMatchObject({ status: 'failed' });
    await leavesNothing(async () => {
      await expectError(
        await visitor.json({ type: 'pdf-to-images', from: failed }),
        409,
        'source_failed',
      );
    });
  });

  it('refuses a result that was deleted (410)', async () => {
    const visitor = await newVisitor();
    const source = await convertedImage(visitor);
    await fetch(`${server.baseUrl}/api/jobs/${source}`, { method: 'DELETE' });
    await leavesNothing(async () => {
      const message = await expectError(
        await visitor.json({ type: 'compress-image', from: source }),
        410,
        'source_expired',
        'from',
      );
      expect(message).toMatch(/has been deleted.*Please choose the file again\./);
      const error = await trpcError(
        visitor.trpc.jobs.create.mutate({ type: 'compress-image', from: source }),
      );
      // tRPC has no 'gone' code: NOT_FOUND, with the same error code as REST's 410.
      expect(error.data).toMatchObject({ code: 'NOT_FOUND', appCode: 'source_expired' });
    });
  });

  it('refuses a result of a kind the tool does not take (415), by its bytes', async () => {
    const visitor = await newVisitor();
    const pdf = await madePdf(visitor);
    const image = await convertedImage(visitor);
    await leavesNothing(async () => {
      await expectError(
        await visitor.json({ type: 'compress-image', from: pdf }),
        415,
        'unsupported_type',
        'images',
      );
      await expectError(
        await postJobForm(server.baseUrl, 'pdf-to-word', [], { from: image }, visitor.headers),
        415,
        'unsupported_type',
        'file',
      );
      const error = await trpcError(
        visitor.trpc.jobs.create.mutate({ type: 'word-to-pdf', from: image }),
      );
      expect(error.data).toMatchObject({ httpStatus: 415, appCode: 'unsupported_type' });
    });
  });

  it("refuses a result over the next tool's size limit (413) before copying it", async () => {
    const visitor = await newVisitor();
    // Noise does not compress: a PNG of about 12 MB, over the compressor's 10 MB but within the
    // converter's 50 MB.
    const noise = await sharp(randomBytes(2000 * 2000 * 3), {
      raw: { width: 2000, height: 2000, channels: 3 },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const source = await accepted(
      await postJobForm(
        server.baseUrl,
        'convert-image',
        [{ field: 'images', name: 'noise.png', bytes: noise, type: 'image/png' }],
        { targetFormat: 'png' },
        { ...visitor.headers, accept: 'application/json' },
      ),
    );
    const view = await completed(source);
    expect(view.result?.size).toBeGreaterThan(limits.image);
    await leavesNothing(async () => {
      const message = await expectError(
        await visitor.json({ type: 'compress-image', from: source }),
        413,
        'too_large',
        'images',
      );
      expect(message).toBe(`File too large. Maximum size is ${limitLabel(limits.image)}`);
    });
  });

  it('refuses a result beside an uploaded file in a one-file input, deleting the upload too', async () => {
    const visitor = await newVisitor();
    const pdf = await madePdf(visitor);
    await leavesNothing(async () => {
      await expectError(
        await postJobForm(
          server.baseUrl,
          'pdf-to-images',
          [{ field: 'file', name: 'b.pdf', bytes: await makePdf(1), type: 'application/pdf' }],
          { from: pdf },
          visitor.headers,
        ),
        400,
        'too_many_files',
      );
    });
  });
});
