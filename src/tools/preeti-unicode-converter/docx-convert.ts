import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { convertPreetiRuns } from './docx-runs.ts';
import { preetiMessages } from './messages.ts';

const DOCX_REFUSALS = preetiMessages.en.refusals;

/** The largest .docx the page converts: the whole file and its unpacked parts sit in memory. */
export const MAX_DOCX_BYTES = 50 * 1024 * 1024;

/** Parts of a .docx that hold body text: the document, headers, footers, notes and comments. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/;

export type DocxOutcome =
  { ok: true; bytes: Uint8Array; runs: number } | { ok: false; message: string };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** A .docx is a ZIP holding word/document.xml: checked by its bytes, not its name. */
export function convertPreetiDocx(bytes: Uint8Array): DocxOutcome {
  if (bytes.length > MAX_DOCX_BYTES) return { ok: false, message: DOCX_REFUSALS.tooLarge };
  if (!ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte))
    return { ok: false, message: DOCX_REFUSALS.notDocx };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return { ok: false, message: DOCX_REFUSALS.damaged };
  }
  if (!files['word/document.xml']) return { ok: false, message: DOCX_REFUSALS.notDocx };

  let runs = 0;
  const out: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    if (TEXT_PART.test(name)) {
      const part = convertPreetiRuns(strFromU8(content));
      runs += part.runs;
      out[name] = strToU8(part.xml);
    } else {
      // Images and fonts are compressed already; storing them again saves the work.
      out[name] = [content, { level: /\.(xml|rels)$/.test(name) ? 6 : 0 }];
    }
  }
  return { ok: true, bytes: zipSync(out, { level: 6 }), runs };
}
