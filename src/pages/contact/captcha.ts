export interface Captcha {
  a: number;
  b: number;
}

/** Two random whole numbers from 1 to 10 (docs/product.md#inputs-and-limits). */
export function createCaptcha(random: () => number = Math.random): Captcha {
  const pick = () => 1 + Math.floor(random() * 10);
  return { a: pick(), b: pick() };
}

/** True when the answer, as typed, is the sum. */
export function isCaptchaSolved(captcha: Captcha, answer: string): boolean {
  const trimmed = answer.trim();
  return /^-?\d+$/.test(trimmed) && Number(trimmed) === captcha.a + captcha.b;
}
