import '../zod-setup.ts';
import { z } from 'zod';

/** The longest password the PDF tools take (AES-256 PDFs use at most 127 bytes of it). */
export const MAX_PDF_PASSWORD = 128;

/**
 * A PDF password: 1 to 128 characters, no control characters (qpdf reads it from a file, one
 * argument a line). Its messages never repeat the value.
 */
export const pdfPassword = z
  .string({ message: 'Enter the password' })
  .min(1, 'Enter the password')
  .max(MAX_PDF_PASSWORD, `The password may be at most ${MAX_PDF_PASSWORD} characters long`)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), {
    message: 'The password may not contain line breaks or other control characters',
  });
