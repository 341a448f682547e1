import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectError, trpcError } from '../support/error-answers.ts';
import {
  makeHugePngHeader,
  makeImage,
  makeLockedPdf,
  makePdf,
  postJobForm,
  storedFiles,
  trpcClient,
  tusUpload,
  uploadMetadata,
  waitForJob,
} from '../support/jobs.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Requests refused or failed with a clear answer: files that cannot be processed, bad parameters,
 * unknown job types and ids.
 */
let server: TestServer;
let trpc: ReturnType<typeof trpcClient>;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '1', JOBS_PER_CLIENT: '50' });
  trpc = trpcClient(server.baseUrl);
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  // Every refused request and failed job leaves nothing of the visitor's on disk.
  expect(await storedFiles(server.dataDir)).toEqual([]);
});

describe('files that are valid in type but cannot be processed', () => {
  it('fails a truncated JPEG with 422', async () => {
    const jpeg = await makeImage(800, 600, 'jpeg');
    const response = await postJobForm(
      server.baseUrl,
      'convert-image',
      [
        {
          field: 'file',
          name: 'cut.jpg',
          bytes: jpeg.subarray(0, Math.round(jpeg.length * 0.6)),
          type: 'image/jpeg',
        },
      ],
      { targetFormat: 'webp' },
    );
    await expectError(
      response,
      422,
      'unreadable_file',
      'The image could not be read: it may be damaged or incomplete. Please try another file.',
    );
    expect(response.headers.get('x-job-id')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses an image with too many pixels with 422 before the work (BUDGET_IMAGE_PIXELS)', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'crop-image',
      [
        {
          field: 'file',
          name: 'bomb.png',
          bytes: makeHugePngHeader(20_000, 20_000),
          type: 'image/png',
        },
      ],
      { ratio: '1:1' },
    );
    await expectError(
      response,
      422,
      'over_budget',
      '"bomb.png" is 20,000 × 20,000 pixels (400 megapixels); the limit is 50 megapixels.',
      'file',
    );
  });

  it('fails a password-protected PDF and a damaged PDF with 422', async () => {
    await expectError(
      await postJobForm(server.baseUrl, 'pdf-to-images', [
        { field: 'file', name: 'locked.pdf', bytes: await makeLockedPdf() },
      ]),
      422,
      'encrypted',
      'This PDF is password-protected. Remove the password and try again.',
    );
    const pdf = await makePdf(2);
    await expectError(
      await postJobForm(server.baseUrl, 'pdf-to-images', [
        { field: 'file', name: 'cut.pdf', bytes: pdf.subarray(0, 400) },
      ]),
      422,
      'unreadable_document',
      'This file is not a PDF that can be read. It may be damaged.',
    );
  });

  it('fails a crop box outside the image with 422, and reports a failed job with its error', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'crop-image',
      [{ field: 'file', name: 'a.png', bytes: await makeImage(100, 80, 'png') }],
      { ratio: 'free', parameters: JSON.stringify({ x: 50, y: 0, width: 60, height: 10 }) },
    );
    await expectError(
      response,
      422,
      'invalid_crop',
      'The crop box must lie inside the image (100x80 pixels).',
    );
    const id = response.headers.get('x-job-id') ?? '';
    const view = await waitForJob(server.baseUrl, id);
    expect(view).toMatchObject({ status: 'failed', error: { code: 'invalid_crop' } });
    const download = await fetch(`${server.baseUrl}/api/download/${id}`);
    await expectError(
      download,
      409,
      'job_failed',
      'The crop box must lie inside the image (100x80 pixels).',
    );
  });
});

describe('bad parameters', () => {
  const image = () => makeImage(40, 40, 'png');

  it.each([
    [
      'shape-transform',
      {},
      { parameters: JSON.stringify({ shape: 'triangle' }) },
      'parameters.shape',
    ],
    ['convert-image', {}, { targetFormat: 'bmp' }, 'parameters.targetFormat'],
    ['images-to-gif', {}, { duration: '10' }, 'parameters.duration'],
    ['images-to-gif', {}, { duration: 'soon' }, 'duration'],
    ['crop-image', {}, { ratio: 'free' }, 'parameters.ratio'],
    ['crop-image', {}, { ratio: '2:1' }, 'parameters.ratio'],
    ['crop-image', {}, { ratio: '1:1', parameters: JSON.stringify({ x: 1 }) }, 'parameters.width'],
    ['remove-bg', {}, { parameters: '{not json' }, 'parameters'],
    ['remove-bg', {}, { parameters: JSON.stringify({ colour: 'red' }) }, 'parameters'],
    ['remove-bg', {}, { ratio: '1:1' }, 'ratio'],
  ])('refuses %s with %j %j (field %s) with 400', async (type, _unused, fields, field) => {
    const field0 = type === 'images-to-gif' ? 'images' : 'file';
    const response = await postJobForm(
      server.baseUrl,
      type,
      [{ field: field0, name: 'a.png', bytes: await image() }],
      fields,
    );
    await expectError(response, 400, 'invalid_input', /./, field);
  });

  it('says which value is wrong', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'images-to-gif',
      [{ field: 'images', name: 'a.png', bytes: await image() }],
      {
        duration: '0.05',
      },
    );
    await expectError(
      response,
      400,
      'invalid_input',
      'parameters.duration: The frame duration must be at least 0.1 seconds',
    );
  });

  it('refuses bad parameters through tRPC and deletes the upload', async () => {
    const id = await tusUpload(await image(), {
      endpoint: `${server.baseUrl}/api/uploads`,
      metadata: uploadMetadata('shape-transform', 'a.png'),
    });
    const error = await trpcError(
      trpc.jobs.create.mutate({
        type: 'shape-transform',
        uploads: [id],
        parameters: { shape: 'cube' },
      }),
    );
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toMatch(/^parameters\.shape: /);
  });
});

describe('job types', () => {
  it('refuses an unknown type and a missing type with 400', async () => {
    await expectError(
      await postJobForm(server.baseUrl, 'sharpen-image', []),
      400,
      'unknown_type',
      "Unknown job type 'sharpen-image'.",
      'type',
    );
    const response = await fetch(`${server.baseUrl}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ parameters: {} }),
    });
    await expectError(response, 400, 'unknown_type', 'The job type is missing.');
  });
});

describe('ids', () => {
  it('answers 404 for unknown and malformed job ids', async () => {
    for (const path of [
      '/api/jobs/AAAAAAAAAAAAAAAAAAAAAA',
      '/api/jobs/not-an-id',
      '/api/download/AAAAAAAAAAAAAAAAAAAAAA',
      '/api/download/..%2F..%2Fetc%2Fpasswd',
    ]) {
      await expectError(
        await fetch(`${server.baseUrl}${path}`),
        404,
        'not_found',
        'There is no job with this id.',
      );
    }
    const error = await trpcError(trpc.jobs.get.query({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }));
    expect(error.data?.httpStatus).toBe(404);
  });

  it('answers 404 for an unknown upload id in jobs.create', async () => {
    const error = await trpcError(
      trpc.jobs.create.mutate({ type: 'remove-bg', uploads: ['0123456789abcdef0123456789abcdef'] }),
    );
    expect(error.data?.httpStatus).toBe(404);
    expect(error.message).toMatch(/may have expired/);
  });

  it('answers 410 for the result of a job whose files were deleted', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'shape-transform',
      [{ field: 'file', name: 'a.png', bytes: await makeImage(50, 50) }],
      { parameters: JSON.stringify({ shape: 'circle' }) },
    );
    const { id } = (await response.json()) as { id: string };
    await waitForJob(server.baseUrl, id);
    expect((await fetch(`${server.baseUrl}/api/download/${id}`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/jobs/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    await expectError(
      await fetch(`${server.baseUrl}/api/download/${id}`),
      410,
      'expired',
      /has been deleted/,
    );
    const view = await (await fetch(`${server.baseUrl}/api/jobs/${id}`)).json();
    expect(view).toMatchObject({ id, status: 'completed' });
    expect(view.result).toBeUndefined();
  });
});
