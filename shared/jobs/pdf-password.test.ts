import { describe, expect, it } from 'vitest';
import { pdfPassword } from './pdf-password.ts';
import { ocrPdfJob } from './types/ocr-pdf.ts';
import { pdfToPdfaJob } from './types/pdf-to-pdfa.ts';

const problem = (value: unknown) => {
  const parsed = pdfPassword.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('a PDF password', () => {
  it('takes 1 to 128 characters of any script, spaces and option-like text included', () => {
    for (const value of ['x', 'correct horse 42', 'पासवर्ड', '--encrypt', 'x'.repeat(128)]) {
      expect(problem(value), value).toBeUndefined();
    }
  });

  it('refuses empty, too long, line breaks and control characters, never repeating the value', () => {
    const secret = 'secret-value';
    expect(problem('')).toBe('Enter the password');
    expect(problem(`${secret}${'x'.repeat(120)}`)).toBe(
      'The password may be at most 128 characters long',
    );
    for (const value of [`${secret}\n`, `${secret}\r`, `${secret}\u0000`, `${secret}\u007f`]) {
      const message = problem(value);
      expect(message).toBe('The password may not contain line breaks or other control characters');
      expect(message).not.toContain(secret);
    }
    expect(problem(42)).toBe('Enter the password');
  });
});

describe('the parameters of OCR and PDF/A', () => {
  it('default to English with pages with text kept, and PDF/A-2b', () => {
    expect(ocrPdfJob.parameters.parse({})).toEqual({ languages: ['eng'], skipText: true });
    expect(pdfToPdfaJob.parameters.parse({})).toEqual({ level: '2b' });
  });

  it('take English and Nepali together, once each, and nothing else', () => {
    expect(ocrPdfJob.parameters.parse({ languages: ['eng', 'nep'] }).languages).toEqual([
      'eng',
      'nep',
    ]);
    for (const languages of [[], ['nep', 'nep'], ['fra'], 'eng']) {
      expect(ocrPdfJob.parameters.safeParse({ languages }).success, String(languages)).toBe(false);
    }
    expect(pdfToPdfaJob.parameters.safeParse({ level: '1b' }).success).toBe(false);
  });
});
