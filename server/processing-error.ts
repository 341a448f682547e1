/**
 * THE error of every job's work: the image, PDF, media, download and document code all throw it,
 * with a stable code that the job system stores and maps to its HTTP status
 * (docs/product.md#job-errors: 400 invalid input, 413 too large, 415 wrong type, 422 valid but not
 * processable, 500 our fault). The message is safe to show a visitor; `detail` (tool output, paths)
 * is for the log only.
 */
export type ProcessingErrorCode =
  // any job
  | 'cancelled' // the AbortSignal fired (jobs.cancel)
  | 'timeout' // the work ran past its time limit
  | 'empty_file' // zero bytes
  | 'tool_missing' // ffmpeg, LibreOffice... is not installed or not runnable (500)
  | 'internal_error' // an unexpected failure of a tool we run (500)
  | 'invalid_parameters' // a parameter out of range (text too long...)
  | 'over_budget' // the input declares more than a resource budget allows (BUDGET_*)
  // images
  | 'unreadable_file' // an image the decoder cannot read (damaged, truncated)
  | 'too_many_pixels' // an image over the decoder's pixel limit
  | 'invalid_crop' // a crop box outside the image
  // media
  | 'unreadable_media' // not a media container ffmpeg can read (text renamed .mp4, truncated MP4)
  | 'no_audio' // the file has no audio track
  | 'no_video' // the file has no video track
  | 'invalid_time_range' // end not after start, or negative times
  | 'start_past_end_of_file' // start at or after the file's end
  | 'end_past_end_of_file' // end after the file's end (trim-audio)
  | 'media_failed' // ffmpeg read the file but could not process it
  | 'target_size_too_small' // compress-video: the size asked for cannot hold the video's length
  // URL inputs
  | 'invalid_url' // not a URL at all
  | 'unsupported_protocol' // anything but http and https
  | 'blocked_address' // a loopback, private, link-local... address (SSRF rule)
  | 'too_many_redirects'
  | 'too_large' // larger than the size limit (413)
  | 'download_failed' // the remote server answered with an error or the connection failed
  | 'download_timeout' // connect or total time limit
  | 'not_media' // the URL answers with something that is not audio or video (415)
  | 'unsupported_site' // a page of a video site and no extractor (yt-dlp) on this server
  // documents
  | 'unreadable_document' // not a .docx/.doc/.pdf that can be read (renamed ZIP of junk)
  | 'encrypted' // password-protected PDF or Word file
  | 'doc_needs_libreoffice' // a legacy .doc on a server without LibreOffice
  | 'conversion_failed' // the converter read the file but produced nothing
  | 'page_out_of_range' // split-pdf: a range past the document's last page
  | 'wrong_password' // unlock-pdf: the password given does not open the PDF
  | 'not_encrypted' // unlock-pdf: the PDF has no password to remove
  | 'ocr_failed'; // ocr-pdf, pdf-to-pdfa: OCRmyPDF read the file but could not finish it

export type ProcessingErrorStatus = 400 | 413 | 415 | 422 | 500;

const defaultStatus: Record<ProcessingErrorCode, ProcessingErrorStatus> = {
  cancelled: 422,
  timeout: 422,
  empty_file: 422,
  tool_missing: 500,
  internal_error: 500,
  invalid_parameters: 400,
  over_budget: 422,
  unreadable_file: 422,
  too_many_pixels: 422,
  invalid_crop: 422,
  unreadable_media: 422,
  no_audio: 422,
  no_video: 422,
  invalid_time_range: 400,
  start_past_end_of_file: 422,
  end_past_end_of_file: 422,
  media_failed: 422,
  target_size_too_small: 422,
  invalid_url: 400,
  unsupported_protocol: 400,
  blocked_address: 400,
  too_many_redirects: 422,
  too_large: 413,
  download_failed: 422,
  download_timeout: 422,
  not_media: 415,
  unsupported_site: 422,
  unreadable_document: 422,
  encrypted: 422,
  doc_needs_libreoffice: 422,
  conversion_failed: 422,
  page_out_of_range: 422,
  wrong_password: 422,
  not_encrypted: 422,
  ocr_failed: 422,
};

export class ProcessingError extends Error {
  override name = 'ProcessingError';
  readonly code: ProcessingErrorCode;
  readonly status: ProcessingErrorStatus;
  /** For the log only: tool output, paths. Never shown to a visitor. */
  readonly detail: string | undefined;
  /** The request field the error concerns, when there is one (`startTime`, `url`...). */
  readonly field: string | undefined;

  constructor(
    code: ProcessingErrorCode,
    message: string,
    options: {
      detail?: string;
      field?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = defaultStatus[code];
    this.detail = options.detail;
    this.field = options.field;
  }

  /** A plain object that survives structured clone (a worker thread's postMessage). */
  toJSON(): { code: ProcessingErrorCode; status: number; message: string; field?: string } {
    return {
      code: this.code,
      status: this.status,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

/**
 * The HTTP status of a failure code, as a job's stored error code reaches a REST answer. Codes of
 * the job system itself: a cancelled or expired job is a conflict (409); an unknown code counts
 * as the visitor's file (422), `internal_error` as ours (500).
 */
export function statusOfCode(code: string): number {
  if (code === 'cancelled' || code === 'expired') return 409;
  return (defaultStatus as Record<string, number>)[code] ?? 422;
}

export function isProcessingError(error: unknown): error is ProcessingError {
  return error instanceof ProcessingError;
}

export function cancelledError(): ProcessingError {
  return new ProcessingError('cancelled', 'The job was cancelled.');
}

/** Throws the cancellation error when the signal has already fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw cancelledError();
}
