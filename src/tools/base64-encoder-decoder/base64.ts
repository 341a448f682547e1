import { failure, success, type TextResult } from '../text-common/result.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUES[ALPHABET.charCodeAt(i)] = i;
// The URL-safe alphabet's two letters decode too.
VALUES['-'.charCodeAt(0)] = 62;
VALUES['_'.charCodeAt(0)] = 63;

/** Standard Base64 with padding; URL-safe uses '-' and '_' and drops the padding (RFC 4648 §5). */
export function bytesToBase64(bytes: Uint8Array, urlSafe = false): string {
  const parts: string[] = [];
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    parts.push(String.fromCharCode(...bytes.subarray(i, i + CHUNK)));
  }
  const standard = btoa(parts.join(''));
  return urlSafe ? standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : standard;
}

export type BytesResult = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/**
 * Reads standard or URL-safe Base64, with or without padding; spaces and line breaks are ignored
 * (e-mail wraps Base64 at 76 characters).
 */
export function base64ToBytes(input: string): BytesResult {
  const text = input.replace(/[\s]+/g, '');
  let end = text.length;
  while (end > 0 && text[end - 1] === '=') end--;
  const padding = text.length - end;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128 || VALUES[c] === -1) {
      const shown =
        text[i] === '='
          ? "'=' (padding belongs only at the end)"
          : `'${String.fromCodePoint(text.codePointAt(i)!)}'`;
      return {
        ok: false,
        error: `Not valid Base64: unexpected character ${shown} at position ${i + 1}. Base64 uses A-Z, a-z, 0-9, + and / (or - and _).`,
      };
    }
  }
  if (end % 4 === 1) {
    return {
      ok: false,
      error:
        'Not valid Base64: the text is one character too long or too short (its length leaves a single character over).',
    };
  }
  if (padding > 2 || (padding > 0 && (end + padding) % 4 !== 0)) {
    return { ok: false, error: "Not valid Base64: the '=' padding at the end is wrong." };
  }
  const bytes = new Uint8Array(Math.floor((end * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < end; i++) {
    buffer = (buffer << 6) | VALUES[text.charCodeAt(i)]!;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (buffer >> bits) & 0xff;
    }
  }
  return { ok: true, bytes };
}

export function encodeBase64Text(text: string, urlSafe: boolean): string {
  return bytesToBase64(new TextEncoder().encode(text), urlSafe);
}

/** Base64 back to text; bytes that are not UTF-8 (a binary file) are refused with a message. */
export function decodeBase64Text(input: string): TextResult {
  if (input.trim() === '') return failure('Paste some Base64 to decode.');
  const decoded = base64ToBytes(input);
  if (!decoded.ok) return failure(decoded.error);
  try {
    return success(new TextDecoder('utf-8', { fatal: true }).decode(decoded.bytes));
  } catch {
    return failure(
      'This Base64 decodes to bytes that are not UTF-8 text (perhaps an image or other file), so it cannot be shown as text.',
    );
  }
}

/** A data URL's parts: its media type and its Base64 payload. */
export function dataUrl(base64: string, mediaType: string): string {
  return `data:${mediaType || 'application/octet-stream'};base64,${base64}`;
}
