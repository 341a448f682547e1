import { preetiToUnicode } from './preeti-to-unicode.ts';

/**
 * Converts the Preeti text of one WordprocessingML part (word/document.xml, a header, footnotes)
 * to Unicode, leaving every other run as it was. A run is in Preeti when its own w:rFonts names
 * Preeti, Kantipur or PCS Nepali for Latin text (w:ascii or w:hAnsi).
 *
 * Word splits text into runs at spelling marks and edits, and a short i or reph can sit in one run
 * while its consonant is in the next, so neighbouring Preeti runs with the same formatting are
 * converted together: the whole text goes into the first run and the others are dropped. Runs
 * that hold anything but text (a tab, a break, a drawing) are converted on their own.
 */

export const UNICODE_FONT = 'Noto Sans Devanagari';
const LEGACY_FONT = /^(preeti|kantipur|pcs nepali)\b/i;

/** Between two runs of one group only bookkeeping marks may stand. */
const BETWEEN_RUNS = /^(?:\s|<w:proofErr\b[^>]*\/>|<w:bookmark(?:Start|End)\b[^>]*\/>)*$/;

interface Run {
  start: number;
  end: number;
  properties: string;
  texts: string[];
  /** Only properties and w:t elements: safe to merge with its neighbours. */
  plain: boolean;
}

function fontsOf(properties: string): string[] {
  const rFonts = /<w:rFonts\b[^>]*>/.exec(properties)?.[0] ?? '';
  return [...rFonts.matchAll(/w:(?:ascii|hAnsi)="([^"]*)"/g)].map((match) => match[1]!);
}

const isLegacy = (properties: string) => fontsOf(properties).some((name) => LEGACY_FONT.test(name));

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === '#') {
      const hex = entity[1] === 'x' || entity[1] === 'X';
      return String.fromCodePoint(parseInt(entity.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity.toLowerCase()]!;
  });
}

const encodeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TEXT_ELEMENT = /<w:t(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/w:t>)/g;

/** The runs of `xml` that hold no other run (text boxes nest runs inside a run: those are skipped). */
function* simpleRuns(xml: string): Generator<Run> {
  const opening = /<w:r(?=[\s>])[^>]*>/g;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(xml))) {
    if (match[0].endsWith('/>')) continue;
    const close = xml.indexOf('</w:r>', opening.lastIndex);
    if (close < 0) return;
    const body = xml.slice(opening.lastIndex, close);
    if (/<w:r[\s>]/.test(body)) continue;
    const properties = /^<w:rPr>[\s\S]*?<\/w:rPr>/.exec(body)?.[0] ?? '';
    const rest = body.slice(properties.length);
    const texts = [...rest.matchAll(TEXT_ELEMENT)].map((text) => decodeXml(text[1] ?? ''));
    const plain = rest.replace(TEXT_ELEMENT, '').trim() === '';
    opening.lastIndex = close + '</w:r>'.length;
    yield { start: match.index, end: opening.lastIndex, properties, texts, plain };
  }
}

function unicodeProperties(properties: string): string {
  return properties.replace(/<w:rFonts\b[^>]*?\/?>/, (rFonts) =>
    rFonts
      .replace(/\s*w:(?:ascii|hAnsi|cs)Theme="[^"]*"/g, '')
      .replace(/w:(ascii|hAnsi|cs|eastAsia)="[^"]*"/g, `w:$1="${UNICODE_FONT}"`),
  );
}

function convertRun(xml: string, run: Run, text: string): string {
  const body = xml.slice(run.start, run.end);
  const opening = /^<w:r[^>]*>/.exec(body)![0];
  if (run.plain) {
    const content = text === '' ? '' : `<w:t xml:space="preserve">${encodeXml(text)}</w:t>`;
    return `${opening}${unicodeProperties(run.properties)}${content}</w:r>`;
  }
  // Mixed content: each w:t converted on its own, everything else kept in place.
  return body
    .replace(run.properties, unicodeProperties(run.properties))
    .replace(TEXT_ELEMENT, (element, inner: string | undefined) =>
      inner === undefined
        ? element
        : `<w:t xml:space="preserve">${encodeXml(preetiToUnicode(decodeXml(inner)))}</w:t>`,
    );
}

export interface PartResult {
  xml: string;
  /** How many runs were in a Preeti-compatible font. */
  runs: number;
}

export function convertPreetiRuns(xml: string): PartResult {
  const pieces: string[] = [];
  let copied = 0;
  let runs = 0;
  let group: Run[] = [];

  const flush = () => {
    if (group.length === 0) return;
    const first = group[0]!;
    pieces.push(xml.slice(copied, first.start));
    if (first.plain) {
      const text = preetiToUnicode(group.flatMap((run) => run.texts).join(''));
      pieces.push(convertRun(xml, first, text));
      // Bookkeeping marks between the merged runs stay; the emptied runs go.
      for (let i = 1; i < group.length; i++)
        pieces.push(xml.slice(group[i - 1]!.end, group[i]!.start));
    } else {
      pieces.push(convertRun(xml, first, ''));
    }
    copied = group[group.length - 1]!.end;
    group = [];
  };

  for (const run of simpleRuns(xml)) {
    if (!isLegacy(run.properties)) {
      flush();
      continue;
    }
    runs++;
    const last = group[group.length - 1];
    const joins =
      last !== undefined &&
      last.plain &&
      run.plain &&
      last.properties === run.properties &&
      BETWEEN_RUNS.test(xml.slice(last.end, run.start));
    if (!joins) flush();
    group.push(run);
  }
  flush();
  pieces.push(xml.slice(copied));
  return { xml: pieces.join(''), runs };
}
