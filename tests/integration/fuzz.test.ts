import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTypes } from '../../shared/jobs/job-types.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Property-based runs over the REST job form and the tus headers: whatever a client sends, the
 * server answers with something other than a 500, and every refusal is the API's JSON error.
 * Bounded in runs and in time, so CI stays fast; the seed is printed on a failure to replay it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    WORKERS: '1',
    JOBS_PER_CLIENT: '10000',
    JOBS_PER_ADDRESS: '10000',
    JOB_QUEUE_LIMIT: '100000',
  });
});
afterAll(() => server.close());

const budget = { numRuns: 120, interruptAfterTimeLimit: 40_000 };

async function expectNoServerError(response: Response) {
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  if (response.status >= 400 && text) {
    expect(response.headers.get('content-type'), text).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String) } });
  }
}

const jobType = fc.oneof(fc.constantFrom(...jobTypes), fc.string({ maxLength: 30 }));
const fieldName = fc.oneof(
  fc.constantFrom('type', 'parameters', 'file', 'images', 'audio', 'ratio', 'duration', 'text'),
  fc.string({ maxLength: 20 }),
);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', 'NaN', '1e400'),
);
const filePart = fc.record({
  field: fieldName,
  name: fc.string({ maxLength: 60 }),
  type: fc.constantFrom('image/png', 'application/pdf', 'video/mp4', '', 'text/plain'),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 2000 }),
    fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    fc.constant(new TextEncoder().encode('%PDF-1.7\n%%EOF')),
  ),
});

describe('fuzzing the REST job form', () => {
  it('never answers a multipart form with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        jobType,
        fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 5 }),
        fc.array(filePart, { maxLength: 3 }),
        async (type, fields, files) => {
          const form = new FormData();
          form.append('type', type);
          for (const [name, value] of fields) form.append(name, value);
          for (const file of files) {
            form.append(
              file.field,
              new Blob([new Uint8Array(file.bytes)], { type: file.type }),
              file.name,
            );
          }
          const response = await fetch(`${server.baseUrl}/api/jobs`, {
            method: 'POST',
            body: form,
            headers: { accept: 'application/json' },
          });
          await expectNoServerError(response);
        },
      ),
      budget,
    );
  });

  it('never answers a JSON body with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ type: jobType, parameters: fc.jsonValue() }),
          fc.string({ maxLength: 300 }),
        ),
        async (body) => {
          const response = await fetch(`${server.baseUrl}/api/jobs`, {
            method: 'POST',
            body: typeof body === 'string' ? body : JSON.stringify(body),
            headers: { 'content-type': 'application/json', accept: 'application/json' },
          });
          await expectNoServerError(response);
        },
      ),
      budget,
    );
  });
});

const headerText = fc.oneof(
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  fc.integer({ min: -10, max: 2 ** 40 }).map(String),
  fc.constantFrom('1.0.0', '0.2.2', '', '0', '-1', '1e3', '0x10', '999999999999999999999'),
);
const metadata = fc.oneof(
  headerText,
  fc
    .array(
      fc.tuple(fieldName, fc.oneof(fc.constantFrom(...jobTypes), fc.string({ maxLength: 20 }))),
      {
        maxLength: 4,
      },
    )
    .map((pairs) =>
      pairs
        .map(
          ([key, value]) =>
            `${key.replace(/[^\w]/g, '') || 'k'} ${Buffer.from(value).toString('base64')}`,
        )
        .join(','),
    ),
);

describe('fuzzing the tus headers', () => {
  it('never answers a creation or a PATCH with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          resumable: fc.oneof(fc.constant('1.0.0'), headerText),
          length: headerText,
          metadata,
          deferLength: fc.option(headerText, { nil: undefined }),
        }),
        fc.record({
          offset: headerText,
          contentType: fc.constantFrom('application/offset+octet-stream', 'text/plain', ''),
          body: fc.uint8Array({ maxLength: 300 }),
        }),
        async (create, patch) => {
          const headers: Record<string, string> = {
            'tus-resumable': create.resumable,
            'upload-length': create.length,
            'upload-metadata': create.metadata,
          };
          if (create.deferLength !== undefined) headers['upload-defer-length'] = create.deferLength;
          const created = await fetch(`${server.baseUrl}/api/uploads`, { method: 'POST', headers });
          const location = created.headers.get('location');
          await expectNoServerError(created);
          const target = location
            ? new URL(location, `${server.baseUrl}/api/uploads/`).href
            : `${server.baseUrl}/api/uploads/${'0'.repeat(32)}`;
          const patched = await fetch(target, {
            method: 'PATCH',
            headers: {
              'tus-resumable': '1.0.0',
              'upload-offset': patch.offset,
              ...(patch.contentType ? { 'content-type': patch.contentType } : {}),
            },
            body: new Uint8Array(patch.body),
          });
          await expectNoServerError(patched);
          if (location) {
            await fetch(target, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
          }
        },
      ),
      budget,
    );
  });
});
