import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTypes } from '../../shared/jobs/job-types.ts';
import { makeImage, makePdf, postJobForm, waitForJob } from '../support/jobs.ts';
import { OpenApiChecker } from '../support/openapi-check.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let checker: OpenApiChecker;

beforeAll(async () => {
  server = await startTestServer({ WORKERS: '1', CONTACT_RATE_LIMIT: '2' });
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  checker = new OpenApiChecker((await response.json()) as Record<string, unknown>);
});
afterAll(() => server.close());

/** Sends a request and checks its answer against the published document. */
async function call(method: string, path: string, init: RequestInit = {}): Promise<Response> {
  const url = `${server.baseUrl}${path}`;
  const response = await fetch(url, { ...init, method });
  await checker.check(method, url, response);
  return response;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every $ref resolving and every job type described', () => {
    const doc = checker.document as {
      openapi: string;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    const refs = JSON.stringify(doc).match(/"#\/components\/schemas\/[^"]+"/g) ?? [];
    for (const ref of refs) {
      const name = ref.slice('"#/components/schemas/'.length, -1);
      expect(doc.components.schemas, ref).toHaveProperty([name]);
    }
    expect(
      Object.keys(doc.components.schemas).filter((n) => n.startsWith('Parameters.')).length,
    ).toBe(jobTypes.length);
  });

  it('describes every answer of the REST face', async () => {
    await call('GET', '/api/health');
    await call('GET', '/api/ready');
    await call('GET', '/api/metrics/dashboard');
    await call('GET', '/api/metrics/tool-usage');
    await call('GET', '/api/metrics/recent-tool-usage');

    const message = {
      firstName: 'Sita',
      lastName: 'Sharma',
      email: 'sita@example.org',
      subject: 'support',
      message: 'The PDF tool worked well, thank you.',
    };
    const contact = (body: unknown) =>
      call('POST', '/api/contact', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    expect((await contact(message)).status).toBe(201);
    expect((await contact({ ...message, email: 'nope' })).status).toBe(400);
    expect((await contact(message)).status).toBe(429);

    // A job that answers with its bytes, and the same asking for JSON.
    const png = await makeImage(40, 30, 'png');
    const form = () => {
      const data = new FormData();
      data.append('type', 'convert-image');
      data.append('parameters', JSON.stringify({ targetFormat: 'webp' }));
      data.append('file', new Blob([new Uint8Array(png)]), 'a.png');
      return data;
    };
    expect((await call('POST', '/api/jobs', { body: form() })).status).toBe(200);
    const accepted = await call('POST', '/api/jobs', {
      body: form(),
      headers: { accept: 'application/json' },
    });
    expect(accepted.status).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    await waitForJob(server.baseUrl, id);
    expect((await call('GET', `/api/jobs/${id}`)).status).toBe(200);
    expect((await call('GET', `/api/download/${id}`)).status).toBe(200);
    expect(
      (await call('GET', `/api/download/${id}`, { headers: { range: 'bytes=0-3' } })).status,
    ).toBe(206);
    expect(
      (await call('GET', `/api/download/${id}`, { headers: { range: 'bytes=999999-' } })).status,
    ).toBe(416);

    // A job that answers 202, cancelled while it waits or runs.
    const pdfForm = new FormData();
    pdfForm.append('type', 'pdf-to-images');
    pdfForm.append('file', new Blob([new Uint8Array(await makePdf(30))]), 'a.pdf');
    const queued = await call('POST', '/api/jobs', {
      body: pdfForm,
      headers: { accept: 'application/json' },
    });
    expect(queued.status).toBe(202);
    const queuedId = ((await queued.json()) as { id: string }).id;
    expect((await call('DELETE', `/api/jobs/${queuedId}`)).status).toBe(200);
    expect((await call('GET', `/api/download/${queuedId}`)).status).toBeGreaterThanOrEqual(409);

    // Refusals.
    expect((await call('GET', '/api/jobs/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call('DELETE', '/api/jobs/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call('GET', '/api/download/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const json = (body: unknown) =>
      call('POST', '/api/jobs', {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      });
    expect((await json({ type: 'nope' })).status).toBe(400);
    expect(
      (await json({ type: 'convert-image', parameters: { targetFormat: 'bmp' } })).status,
    ).toBe(400);
    const tooBig = await postJobForm(server.baseUrl, 'crop-image', [
      { field: 'file', name: 'big.png', bytes: Buffer.alloc(11 * 1024 * 1024, 1) },
    ]);
    await checker.check('POST', `${server.baseUrl}/api/jobs`, tooBig);
    expect(tooBig.status).toBe(413);
    const wrongType = await postJobForm(
      server.baseUrl,
      'convert-image',
      [{ field: 'file', name: 'a.png', bytes: Buffer.from('just text, not an image at all') }],
      { targetFormat: 'jpg' },
    );
    await checker.check('POST', `${server.baseUrl}/api/jobs`, wrongType);
    expect(wrongType.status).toBe(415);

    // tus.
    const metadata = `jobType ${Buffer.from('convert-image').toString('base64')},field ${Buffer.from('file').toString('base64')}`;
    const created = await call('POST', '/api/uploads', {
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': metadata },
    });
    expect(created.status).toBe(201);
    const uploadPath = new URL(
      created.headers.get('location') ?? '',
      `${server.baseUrl}/api/uploads/`,
    ).pathname;
    expect((await call('HEAD', uploadPath, { headers: { 'tus-resumable': '1.0.0' } })).status).toBe(
      200,
    );
    expect(
      (
        await call('PATCH', uploadPath, {
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': '5',
            'content-type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(5),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('PATCH', uploadPath, {
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(5),
        })
      ).status,
    ).toBe(204);
    expect(
      (await call('DELETE', uploadPath, { headers: { 'tus-resumable': '1.0.0' } })).status,
    ).toBe(204);
    expect(
      (
        await call('POST', '/api/uploads', {
          headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
        })
      ).status,
    ).toBe(400);

    expect(checker.seen.size).toBeGreaterThanOrEqual(25);
  });

  it('has a docs page from our own origin, under the site-wide Content-Security-Policy', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script/i);
    for (const path of Object.keys(checker.document.paths as object)) {
      expect(html).toContain(`<code>${path}</code>`);
    }
  });
});
