import { describe, expect, it } from 'vitest';
import { capKeys } from './admission.ts';

describe('capKeys', () => {
  it('keeps the address only as a keyed hash, and the visitor as it is', () => {
    const keys = capKeys(['ip:203.0.113.7', 'visitor:abcdefghijklmnopqrstuv'], 'secret-one');
    expect(keys.visitorId).toBe('abcdefghijklmnopqrstuv');
    expect(keys.clientAddress).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys.clientAddress).not.toContain('203');
  });

  it('gives one address the same key under one secret, and another under another', () => {
    const a = capKeys(['ip:203.0.113.7'], 'secret-one').clientAddress;
    expect(capKeys(['ip:203.0.113.7'], 'secret-one').clientAddress).toBe(a);
    expect(capKeys(['ip:203.0.113.8'], 'secret-one').clientAddress).not.toBe(a);
    expect(capKeys(['ip:203.0.113.7'], 'secret-two').clientAddress).not.toBe(a);
  });

  it('has no visitor without a signed cookie', () => {
    expect(capKeys(['ip:::1'], 's').visitorId).toBeUndefined();
  });
});
