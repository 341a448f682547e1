import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.ts';

/** Objects with their keys in order, so the snapshot shows the contract, not the code's order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, sortedKeys(object[key])]),
  );
}

describe('the OpenAPI document', () => {
  it('is the committed contract (a change to it is a change to the API clients rely on)', async () => {
    const document = sortedKeys(buildOpenApiDocument('0.0.0'));
    await expect(JSON.stringify(document, null, 2)).toMatchFileSnapshot(
      './__snapshots__/openapi.json',
    );
  });
});
