import { TRPCClientError } from '@trpc/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/trpc/router.ts';
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

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

async function expectError(
  response: Response,
  status: number,
  code: string,
  message: string | RegExp,
  field?: string,
) {
  const body = (await response.json()) as ErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (typeof message === 'string') expect(body.error.message).toBe(message);
  else expect(body.error.message).toMatch(message);
  if (field) expect(body.error.field).toBe(field);
}

async function trpcError(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

const text = Buffer.from('This is a text file, whatever its name says.\n'.repeat(20));

describe('wrong bytes behind a right name', () => {
  it('refuses a text file named .png through REST with 415', async () => {
    const response = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'file', name: 'photo.png', bytes: text, type: 'image/png' }],
      { targetFormat: 'jpg' },
    );
    await expectError(
      response,
      415,
      'unsupported_type',
      /"photo\.png" is not a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image/,
      'file',
    );
  });

  it('refuses a PDF sent as an image, and an image sent as a PDF', async () => {
    await expectError(
      await postJobForm(server.baseUrl, 'remove-bg', [
        { field: 'file', name: 'x.jpg', bytes: await makePdf(1), type: 'image/jpeg' },
      ]),
      415,
      'unsupported_type',
      /its content is application\/pdf/,
    );
    await expectError(
      await postJobForm(server.baseUrl, 'pdf-to-images', [
        { field: 'file', name: 'x.pdf', bytes: await makeImage(10, 10), type: 'application/pdf' },
      ]),
      415,
      'unsupported_type',
      /is not a PDF document/,
    );
  });

  it('refuses it through tus and tRPC with 415 and deletes the upload', async () => {
    const id = await tusUpload(text, {
      endpoint: `${server.baseUrl}/api/uploads`,
      metadata: uploadMetadata('crop-image', 'photo.jpg', 'file', 'image/jpeg'),
    });
    const error = await trpcError(
      trpc.jobs.create.mutate({ type: 'crop-image', uploads: [id], parameters: { ratio: '1:1' } }),
    );
    expect(error.data?.httpStatus).toBe(415);
    expect(error.message).toMatch(
      /"photo\.jpg" is not a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image/,
    );
  });
});

describe('over the size limit', () => {
  it('refuses an 11 MB image through REST with 413', async () => {
    const big = Buffer.concat([await makeImage(64, 64, 'jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await postJobForm(
      server.baseUrl,
      'crop-image',
      [{ field: 'file', name: 'big.jpg', bytes: big, type: 'image/jpeg' }],
      { ratio: '1:1' },
    );
    await expectError(response, 413, 'too_large', 'File too large. Maximum size is 10MB', 'file');
  });

  it('lets the format converter take 50 MB but not more', async () => {
    const big = Buffer.concat([await makeImage(64, 64, 'png'), Buffer.alloc(51 * 1024 * 1024)]);
    await expectError(
      await postJobForm(
        server.baseUrl,
        'convert-image',
        [{ field: 'file', name: 'big.png', bytes: big }],
        { targetFormat: 'png' },
      ),
      413,
      'too_large',
      'File too large. Maximum size is 50MB',
    );
  });

  it('refuses a tus upload whose declared size is over the limit at creation, before any byte', async () => {
    const response = await fetch(`${server.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(10 * 1024 * 1024 + 1),
        'upload-metadata': `jobType ${Buffer.from('remove-bg').toString('base64')},filename ${Buffer.from('a.png').toString('base64')}`,
      },
    });
    await expectError(response, 413, 'too_large', 'File too large. Maximum size is 10MB', 'file');
    const ok = await fetch(`${server.baseUrl}/api/uploads`, {
      method: 'OPTIONS',
    });
    expect(ok.status).toBe(204);
  });

  it('checks each input of a type against its own limit (audio 100 MB beside a 500 MB video)', async () => {
    const metadata = (field: string) =>
      `jobType ${Buffer.from('add-audio').toString('base64')},field ${Buffer.from(field).toString('base64')}`;
    const create = (field: string, size: number) =>
      fetch(`${server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(size),
          'upload-metadata': metadata(field),
        },
      });
    await expectError(
      await create('audio', 101 * 1024 * 1024),
      413,
      'too_large',
      'File too large. Maximum size is 100MB',
      'audio',
    );
    const video = await create('file', 200 * 1024 * 1024);
    expect(video.status).toBe(201);
    // Terminate it: the test leaves nothing behind.
    const location = video.headers.get('location') ?? '';
    const deleted = await fetch(`${server.baseUrl}${location}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0' },
    });
    expect(deleted.status).toBe(204);
  });

  it('refuses a tus upload for an unknown job type or without one', async () => {
    const create = (metadata: string) =>
      fetch(`${server.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', 'upload-metadata': metadata },
      });
    await expectError(
      await create(`jobType ${Buffer.from('resize').toString('base64')}`),
      400,
      'unknown_type',
      "Unknown job type 'resize'.",
    );
    await expectError(
      await create(`filename ${Buffer.from('a.png').toString('base64')}`),
      400,
      'invalid_input',
      /must name the upload's jobType/,
    );
  });
});

describe('too many files', () => {
  it('refuses 11 images for a GIF with the spec message', async () => {
    const image = await makeImage(32, 32, 'png');
    const files = Array.from({ length: 11 }, (_, i) => ({
      field: 'images',
      name: `f${i}.png`,
      bytes: image,
      type: 'image/png',
    }));
    const response = await postJobForm(server.baseUrl, 'images-to-gif', files, { duration: '1' });
    await expectError(
      response,
      400,
      'too_many_files',
      'Too many files. Maximum 10 files allowed.',
      'images',
    );
  });

  it('refuses two files for a one-file tool, a missing file, and a file in the wrong field', async () => {
    const image = await makeImage(32, 32, 'png');
    await expectError(
      await postJobForm(server.baseUrl, 'remove-bg', [
        { field: 'file', name: 'a.png', bytes: image },
        { field: 'file', name: 'b.png', bytes: image },
      ]),
      400,
      'too_many_files',
      'Too many files. Maximum 1 files allowed.',
    );
    await expectError(
      await postJobForm(server.baseUrl, 'remove-bg', []),
      400,
      'missing_file',
      "Background removal needs a JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF or BMP image in 'file'.",
      'file',
    );
    await expectError(
      await postJobForm(server.baseUrl, 'images-to-pdf', [
        { field: 'file', name: 'a.png', bytes: image },
      ]),
      400,
      'unexpected_file',
      "PDF creation takes files in 'images', not in 'file'.",
      'file',
    );
  });

  it('refuses the same upload listed twice through tRPC', async () => {
    const id = await tusUpload(await makeImage(32, 32, 'png'), {
      endpoint: `${server.baseUrl}/api/uploads`,
      metadata: uploadMetadata('images-to-pdf', 'a.png', 'images'),
    });
    const error = await trpcError(
      trpc.jobs.create.mutate({ type: 'images-to-pdf', uploads: [id, id] }),
    );
    expect(error.data?.httpStatus).toBe(400);
    expect(error.message).toBe('The same upload is listed twice.');
    // Not taken: the visitor's upload is still there to use; clean it up for this test's check.
    await fetch(`${server.baseUrl}/api/uploads/${id}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0' },
    });
  });
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
    ['convert-image', {}, { targetFormat: 'gif' }, 'parameters.targetFormat'],
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
