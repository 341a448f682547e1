import { describe, expect, it } from 'vitest';
import {
  SEALED_PARAMETERS,
  hasSealed,
  openSecrets,
  sealSecrets,
  secretParametersKey,
  withoutSealed,
} from './secret-parameters.ts';

const key = secretParametersKey('a-test-secret-of-at-least-32-characters');
const password = 'पासवर्ड --secret 42';

describe('secret parameters', () => {
  it('keeps a secret out of the stored parameters, sealed, and opens it for the worker', () => {
    const stored = sealSecrets({ password, level: '2b' }, ['password'], key, 'job-1');
    expect(Object.keys(stored).sort()).toEqual([SEALED_PARAMETERS, 'level']);
    expect(JSON.stringify(stored)).not.toContain(password);
    expect(JSON.stringify(stored)).not.toContain(Buffer.from(password).toString('base64'));
    expect(openSecrets(stored, key, 'job-1')).toEqual({ password, level: '2b' });
    expect(hasSealed(stored)).toBe(true);
    expect(withoutSealed(stored)).toEqual({ level: '2b' });
  });

  it('seals the same password differently each time', () => {
    const first = sealSecrets({ password }, ['password'], key, 'job-1');
    const second = sealSecrets({ password }, ['password'], key, 'job-1');
    expect(first[SEALED_PARAMETERS]).not.toBe(second[SEALED_PARAMETERS]);
  });

  it('opens only under the same key and for the same job', () => {
    const stored = sealSecrets({ password }, ['password'], key, 'job-1');
    expect(() => openSecrets(stored, key, 'job-2')).toThrow();
    const other = secretParametersKey('another-secret-of-at-least-32-characters');
    expect(() => openSecrets(stored, other, 'job-1')).toThrow();
  });

  it('leaves the parameters of a type without secrets as they are', () => {
    const parameters = { level: 'high' };
    expect(sealSecrets(parameters, undefined, key, 'job-1')).toBe(parameters);
    expect(openSecrets(parameters, key, 'job-1')).toEqual(parameters);
    expect(hasSealed(parameters)).toBe(false);
  });
});
