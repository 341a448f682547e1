import { describe, expect, it } from 'vitest';
import { createCaptcha, isCaptchaSolved } from './captcha.ts';

describe('math captcha', () => {
  it('draws two whole numbers from 1 to 10', () => {
    expect(createCaptcha(() => 0)).toEqual({ a: 1, b: 1 });
    expect(createCaptcha(() => 0.9999)).toEqual({ a: 10, b: 10 });
    for (let i = 0; i < 200; i++) {
      const { a, b } = createCaptcha();
      for (const n of [a, b]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(10);
      }
    }
  });

  it('accepts only the sum', () => {
    const captcha = { a: 3, b: 4 };
    expect(isCaptchaSolved(captcha, '7')).toBe(true);
    expect(isCaptchaSolved(captcha, ' 7 ')).toBe(true);
    for (const wrong of ['8', '', '7.0', '7a', 'seven', '0x7'])
      expect(isCaptchaSolved(captcha, wrong), wrong).toBe(false);
  });
});
