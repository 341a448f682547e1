import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** The pdfmake document-definition nodes this converter makes (a subset of pdfmake's). */
export interface InlineRun {
  text: string;
  /** Set on Devanagari text (DEVANAGARI_FONT), which the body font has no glyphs for. */
  font?: string;
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  link?: string;
  color?: string;
  sup?: boolean;
  sub?: boolean;
}

export interface ImageBlock {
  image: string;
  fit: [number, number];
  margin?: number[];
}

export type PdfBlock =
  | { text: InlineRun[]; style?: string; margin?: number[] }
  | ImageBlock
  | { ul: PdfBlock[]; margin?: number[] }
  | { ol: PdfBlock[]; margin?: number[] }
  | { stack: PdfBlock[]; colSpan?: number; rowSpan?: number }
  | {
      table: { headerRows: number; widths: string[]; body: PdfCell[][] };
      layout: string;
      margin?: number[];
    };

export type PdfCell = PdfBlock | Record<string, never>;

interface InlineStyle {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  link?: string;
  sup?: boolean;
  sub?: boolean;
}

const headingStyles: Record<string, string> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
};

/** Images pdfmake can draw: PNG and JPEG data URIs. */
function drawableImage(source: string | undefined): string | null {
  return source && /^data:image\/(png|jpe?g);base64,/i.test(source) ? source : null;
}

/**
 * The box an image is fitted into: its own size at 96 pixels an inch (0.75 point a pixel) when
 * known, never larger than the page's text area.
 */
function imageBox(element: Element, limit: [number, number]): [number, number] {
  const width = Number(element.attribs['data-width']);
  const height = Number(element.attribs['data-height']);
  if (!(width > 0) || !(height > 0)) return limit;
  return [Math.min(limit[0], width * 0.75), Math.min(limit[1], height * 0.75)];
}

function safeLink(href: string | undefined): string | undefined {
  return href && /^(https?:|mailto:)/i.test(href) ? href : undefined;
}

/** Collapses HTML white space the way a browser shows it. */
function collapse(text: string): string {
  return text.replace(/[\t\n\r\f ]+/g, ' ');
}

export interface ConversionLimits {
  /** Width and height images are fitted into, in points. */
  imageFit: [number, number];
}

/**
 * Turns the HTML mammoth makes from a .docx (headings, paragraphs, lists, tables, images as
 * data URIs, bold, italic, underline, strike-through, links, super- and subscript) into pdfmake
 * content. Anything else is kept as its text.
 */
/** The pdfmake font name for Devanagari (Nepali, Hindi...), registered by mammoth-pdf.ts. */
export const DEVANAGARI_FONT = 'NotoSansDevanagari';

/** Devanagari words (with the joiners and the spaces between them), kept in one run each. */
const devanagariText = /(?:\p{scx=Deva}|\u200c|\u200d)+(?:\s+(?:\p{scx=Deva}|\u200c|\u200d)+)*/gu;

/** A text split into runs of Devanagari, set in DEVANAGARI_FONT, and of everything else. */
export function scriptRuns(text: string, style: InlineStyle): InlineRun[] {
  const runs: InlineRun[] = [];
  let at = 0;
  for (const match of text.matchAll(devanagariText)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), ...style });
    runs.push({ text: match[0], ...style, font: DEVANAGARI_FONT });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), ...style });
  return runs;
}

export function htmlToPdfContent(
  html: string,
  limits: ConversionLimits = { imageFit: [483, 680] },
): PdfBlock[] {
  const document = parseDocument(html, { decodeEntities: true });

  /** Inline content of a node, with images lifted out as blocks at their place. */
  const inlineParts = (nodes: ChildNode[], style: InlineStyle): (InlineRun | ImageBlock)[] => {
    const parts: (InlineRun | ImageBlock)[] = [];
    for (const node of nodes) {
      if (isText(node)) {
        const text = collapse(node.data);
        if (text) parts.push(...scriptRuns(text, style));
        continue;
      }
      if (!isTag(node)) continue;
      const name = node.name.toLowerCase();
      if (name === 'br') {
        parts.push({ text: '\n', ...style });
      } else if (name === 'img') {
        const image = drawableImage(node.attribs.src);
        if (image)
          parts.push({ image, fit: imageBox(node, limits.imageFit), margin: [0, 4, 0, 4] });
      } else {
        const next: InlineStyle = { ...style };
        if (name === 'strong' || name === 'b') next.bold = true;
        if (name === 'em' || name === 'i') next.italics = true;
        if (name === 'u') next.decoration = 'underline';
        if (name === 's' || name === 'del' || name === 'strike') next.decoration = 'lineThrough';
        if (name === 'sup') next.sup = true;
        if (name === 'sub') next.sub = true;
        if (name === 'a') {
          const link = safeLink(node.attribs.href);
          if (link) next.link = link;
        }
        parts.push(...inlineParts(node.children, next));
      }
    }
    return parts;
  };

  const isRun = (part: InlineRun | ImageBlock): part is InlineRun => !('image' in part);

  /** A paragraph-like element: runs of text, split where images stand on their own. */
  const paragraph = (element: Element, style?: string, margin?: number[]): PdfBlock[] => {
    const blocks: PdfBlock[] = [];
    let runs: InlineRun[] = [];
    const flush = () => {
      // Trim the white space at the edges of the paragraph, as a browser would.
      while (runs.length > 0 && !runs[0]!.text.trim()) runs.shift();
      while (runs.length > 0 && !runs[runs.length - 1]!.text.trim()) runs.pop();
      if (runs.length > 0) {
        runs[0] = { ...runs[0]!, text: runs[0]!.text.trimStart() };
        const last = runs.length - 1;
        runs[last] = { ...runs[last]!, text: runs[last]!.text.trimEnd() };
        blocks.push({ text: runs, ...(style ? { style } : {}), ...(margin ? { margin } : {}) });
      }
      runs = [];
    };
    for (const part of inlineParts(element.children, {})) {
      if ('image' in part) {
        flush();
        blocks.push(part);
      } else if (isRun(part)) {
        runs.push(part);
      }
    }
    flush();
    return blocks;
  };

  const listItems = (list: Element): PdfBlock[] =>
    list.children
      .filter(isTag)
      .filter((child) => child.name === 'li')
      .map((item) => {
        const content = blocks(item.children, true);
        return content.length === 1 ? content[0]! : { stack: content };
      });

  const table = (element: Element): PdfBlock | null => {
    const rows: Element[] = [];
    const collectRows = (nodes: ChildNode[]) => {
      for (const node of nodes) {
        if (!isTag(node)) continue;
        if (node.name === 'tr') rows.push(node);
        else if (['thead', 'tbody', 'tfoot'].includes(node.name)) collectRows(node.children);
      }
    };
    collectRows(element.children);
    if (rows.length === 0) return null;
    // Lay cells out on a grid so spans line up; pdfmake wants an empty object under a span.
    const grid: PdfCell[][] = [];
    let headerRows = 0;
    rows.forEach((row, rowIndex) => {
      grid[rowIndex] ??= [];
      const cells = row.children
        .filter(isTag)
        .filter((cell) => cell.name === 'td' || cell.name === 'th');
      if (rowIndex === headerRows && cells.length > 0 && cells.every((cell) => cell.name === 'th'))
        headerRows++;
      let column = 0;
      for (const cell of cells) {
        while (grid[rowIndex]![column] !== undefined) column++;
        const colSpan = Math.max(1, Math.min(50, Number(cell.attribs.colspan) || 1));
        const rowSpan = Math.max(1, Math.min(500, Number(cell.attribs.rowspan) || 1));
        const content = blocks(cell.children, true);
        grid[rowIndex]![column] = {
          stack: content.length > 0 ? content : [{ text: [{ text: '' }] }],
          ...(colSpan > 1 ? { colSpan } : {}),
          ...(rowSpan > 1 ? { rowSpan } : {}),
        };
        for (let r = 0; r < rowSpan; r++) {
          grid[rowIndex + r] ??= [];
          for (let c = 0; c < colSpan; c++) {
            if (r === 0 && c === 0) continue;
            grid[rowIndex + r]![column + c] = {};
          }
        }
        column += colSpan;
      }
    });
    const width = Math.max(1, ...grid.map((row) => row.length));
    const body = grid
      .slice(0, rows.length)
      .map((row) =>
        Array.from(
          { length: width },
          (_, index) => row[index] ?? { stack: [{ text: [{ text: '' }] }] },
        ),
      );
    return {
      table: { headerRows, widths: Array.from({ length: width }, () => '*'), body },
      layout: 'documentGrid',
      margin: [0, 4, 0, 8],
    };
  };

  const blocks = (nodes: ChildNode[], compact = false): PdfBlock[] => {
    const result: PdfBlock[] = [];
    let looseRuns: InlineRun[] = [];
    const flushLoose = () => {
      const text = looseRuns.map((run) => run.text).join('');
      if (text.trim()) result.push({ text: looseRuns, ...(compact ? {} : { style: 'body' }) });
      looseRuns = [];
    };
    for (const node of nodes) {
      if (!isTag(node)) {
        if (isText(node) && node.data.trim())
          looseRuns.push(...scriptRuns(collapse(node.data), {}));
        continue;
      }
      const name = node.name.toLowerCase();
      const heading = headingStyles[name];
      if (heading) {
        flushLoose();
        result.push(...paragraph(node, heading));
      } else if (name === 'p') {
        flushLoose();
        result.push(
          ...paragraph(node, compact ? undefined : 'body', compact ? [0, 0, 0, 2] : undefined),
        );
      } else if (name === 'ul' || name === 'ol') {
        flushLoose();
        const items = listItems(node);
        if (items.length > 0)
          result.push(
            name === 'ul'
              ? { ul: items, margin: [0, 2, 0, 8] }
              : { ol: items, margin: [0, 2, 0, 8] },
          );
      } else if (name === 'table') {
        flushLoose();
        const made = table(node);
        if (made) result.push(made);
      } else if (name === 'img') {
        flushLoose();
        const image = drawableImage(node.attribs.src);
        if (image)
          result.push({ image, fit: imageBox(node, limits.imageFit), margin: [0, 4, 0, 4] });
      } else if (['div', 'section', 'article', 'blockquote', 'li', 'body', 'html'].includes(name)) {
        flushLoose();
        result.push(...blocks(node.children, compact));
      } else {
        for (const part of inlineParts([node], {})) {
          if ('image' in part) {
            flushLoose();
            result.push(part);
          } else if (isRun(part)) looseRuns.push(part);
        }
      }
    }
    flushLoose();
    return result;
  };

  return blocks(document.children);
}
