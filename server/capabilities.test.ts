import { describe, expect, it } from 'vitest';
import { typesMissingTools, type ToolInstallations } from './capabilities.ts';

const installed = { path: '/usr/bin/x', version: '1.0' };
const everything = {
  ffmpeg: { ...installed, source: 'path', ffprobeVersion: '1.0' },
  libreOffice: installed,
  ytDlp: installed,
  ghostscript: installed,
  qpdf: installed,
  ocrmypdf: installed,
} as unknown as ToolInstallations;

describe('types left out for a missing program', () => {
  it('leaves none out when every program is found', () => {
    expect(typesMissingTools(everything)).toEqual([]);
  });

  it('leaves out the password tools without qpdf, OCR and PDF/A without OCRmyPDF', () => {
    expect(typesMissingTools({ ...everything, qpdf: null }).sort()).toEqual([
      'protect-pdf',
      'unlock-pdf',
    ]);
    expect(typesMissingTools({ ...everything, ocrmypdf: null }).sort()).toEqual([
      'ocr-pdf',
      'pdf-to-pdfa',
    ]);
  });
});
