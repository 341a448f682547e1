import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfText } from './documents.ts';

/** Reads a result PDF back: each page's text with poppler, the outline with pdf.js. */

/** The outline as pdf.js reads it: title, 1-based target page, children. */
export interface Mark {
  title: string;
  page: number | undefined;
  children: Mark[];
}
export async function outlineOf(bytes: Uint8Array): Promise<Mark[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  type Node = { title: string; dest: unknown; items: Node[] };
  const walk = async (nodes: Node[]): Promise<Mark[]> =>
    Promise.all(
      nodes.map(async (node) => {
        const dest = (
          typeof node.dest === 'string' ? await pdf.getDestination(node.dest) : node.dest
        ) as [{ num: number; gen: number }] | null;
        const page = dest ? (await pdf.getPageIndex(dest[0])) + 1 : undefined;
        return { title: node.title, page, children: await walk(node.items) };
      }),
    );
  const outline = ((await pdf.getOutline()) ?? []) as unknown as Node[];
  const marks = await walk(outline);
  await pdf.loadingTask.destroy();
  return marks;
}

/** Each page's text as poppler reads it, in order. */
export function pageTexts(path: string): string[] {
  return pdfText(path)
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
