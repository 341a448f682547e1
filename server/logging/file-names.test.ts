import { describe, expect, it } from 'vitest';
import { fileNameForms, privateParameters, withoutFileNames } from './file-names.ts';

describe('withoutFileNames', () => {
  it('takes out each name and its stem, whatever the tool wrote around them', () => {
    const forms = fileNameForms(['Passport scan.pdf', 'me.jpg', 'Passport scan.pdf']);
    expect(forms).toEqual(['Passport scan.pdf', 'Passport scan', 'me.jpg']);
    expect(
      withoutFileNames(
        'pdf-lib: bad xref in "Passport scan.pdf"; wrote Passport scan-1.pdf from me.jpg',
        forms,
      ),
    ).toBe('pdf-lib: bad xref in "[file name]"; wrote [file name]-1.pdf from [file name]');
  });

  it('leaves names too short to be told from ordinary words', () => {
    expect(fileNameForms(['a.b', 'x'])).toEqual(['a.b']);
  });
});

describe('privateParameters', () => {
  it('names the URL and password-like parameters, not the others', () => {
    expect(
      privateParameters({
        url: 'https://example.org/v.mp4?token=abc',
        userPassword: 'hunter22',
        quality: 80,
        format: 'webp',
      }),
    ).toEqual(['https://example.org/v.mp4?token=abc', 'hunter22']);
    expect(privateParameters(null)).toEqual([]);
  });
});
