import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFRef,
  PDFString,
  type PDFDocument,
  type PDFObject,
} from 'pdf-lib';

/**
 * Bookmarks (the document outline) carried across a merge. pdf-lib's copyPages copies pages
 * only, so each source's outline is read as a tree of titles and target pages, and written anew
 * in the merged document pointing at the copied pages. What cannot be followed (a link to another
 * file, a destination that names no page of this document) stays as a bookmark without a target.
 */
export interface OutlineItem {
  title: PDFString | PDFHexString;
  /** 0-based page index in its source document. */
  page: number | undefined;
  /** The view after the page in the destination (`/XYZ left top zoom`, `/Fit`...). */
  view: PDFObject[];
  children: OutlineItem[];
}

/** Bounds for hostile files: a few thousand bookmarks, nested a few dozen deep. */
const MAX_ITEMS = 5000;
const MAX_DEPTH = 32;
const MAX_NAME_TREE_NODES = 5000;

const key = {
  outlines: PDFName.of('Outlines'),
  first: PDFName.of('First'),
  next: PDFName.of('Next'),
  title: PDFName.of('Title'),
  dest: PDFName.of('Dest'),
  action: PDFName.of('A'),
  kind: PDFName.of('S'),
  goTo: PDFName.of('GoTo'),
  d: PDFName.of('D'),
  dests: PDFName.of('Dests'),
  names: PDFName.of('Names'),
  kids: PDFName.of('Kids'),
};

function lookup(doc: PDFDocument, value: PDFObject | undefined): PDFObject | undefined {
  if (value === undefined) return undefined;
  try {
    return doc.context.lookup(value);
  } catch {
    return undefined;
  }
}

function text(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFString || value instanceof PDFHexString
    ? value.decodeText()
    : undefined;
}

/** A named destination from the catalogue's /Dests or its /Names /Dests tree. */
function namedDestination(doc: PDFDocument, name: PDFObject): PDFObject | undefined {
  if (name instanceof PDFName) {
    const dests = lookup(doc, doc.catalog.get(key.dests));
    return dests instanceof PDFDict ? lookup(doc, dests.get(name)) : undefined;
  }
  const wanted = text(name);
  if (wanted === undefined) return undefined;
  const names = lookup(doc, doc.catalog.get(key.names));
  const root = names instanceof PDFDict ? lookup(doc, names.get(key.dests)) : undefined;
  const pending: PDFObject[] = root ? [root] : [];
  let visited = 0;
  while (pending.length > 0 && visited++ < MAX_NAME_TREE_NODES) {
    const node = lookup(doc, pending.pop());
    if (!(node instanceof PDFDict)) continue;
    const pairs = lookup(doc, node.get(key.names));
    if (pairs instanceof PDFArray) {
      for (let i = 0; i + 1 < pairs.size(); i += 2) {
        if (text(lookup(doc, pairs.get(i))) === wanted) return lookup(doc, pairs.get(i + 1));
      }
    }
    const kids = lookup(doc, node.get(key.kids));
    if (kids instanceof PDFArray) pending.push(...kids.asArray());
  }
  return undefined;
}

function destinationOf(doc: PDFDocument, item: PDFDict): PDFObject | undefined {
  let dest = lookup(doc, item.get(key.dest));
  if (dest === undefined) {
    const action = lookup(doc, item.get(key.action));
    if (action instanceof PDFDict && action.get(key.kind) === key.goTo) {
      dest = lookup(doc, action.get(key.d));
    }
  }
  if (dest !== undefined && !(dest instanceof PDFArray)) dest = namedDestination(doc, dest);
  if (dest instanceof PDFDict) dest = lookup(doc, dest.get(key.d));
  return dest;
}

function target(
  doc: PDFDocument,
  item: PDFDict,
  pageIndex: ReadonlyMap<string, number>,
): Pick<OutlineItem, 'page' | 'view'> {
  const dest = destinationOf(doc, item);
  if (!(dest instanceof PDFArray) || dest.size() === 0) return { page: undefined, view: [] };
  const pageRef = dest.get(0);
  const page = pageRef instanceof PDFRef ? pageIndex.get(pageRef.toString()) : undefined;
  const view = dest.asArray().slice(1);
  const direct = view.every(
    (part) => part instanceof PDFName || part instanceof PDFNumber || part === PDFNull,
  );
  return { page, view: direct && view.length > 0 ? view : [PDFName.of('Fit')] };
}

/** The outline of a document, or [] when it has none (or one that cannot be read). */
export function readOutline(doc: PDFDocument): OutlineItem[] {
  const pageIndex = new Map(doc.getPages().map((page, index) => [page.ref.toString(), index]));
  const seen = new Set<PDFObject>();
  let count = 0;
  const readLevel = (first: PDFObject | undefined, depth: number): OutlineItem[] => {
    const items: OutlineItem[] = [];
    let current = lookup(doc, first);
    while (current instanceof PDFDict && !seen.has(current) && count < MAX_ITEMS) {
      seen.add(current);
      count++;
      const title = lookup(doc, current.get(key.title));
      items.push({
        title:
          title instanceof PDFString || title instanceof PDFHexString
            ? title
            : PDFString.of('Untitled'),
        ...target(doc, current, pageIndex),
        children: depth < MAX_DEPTH ? readLevel(current.get(key.first), depth + 1) : [],
      });
      current = lookup(doc, current.get(key.next));
    }
    return items;
  };
  try {
    const outlines = lookup(doc, doc.catalog.get(key.outlines));
    return outlines instanceof PDFDict ? readLevel(outlines.get(key.first), 0) : [];
  } catch {
    return [];
  }
}

/**
 * Writes bookmarks into `doc`, each item's page taken from `pageRefs` (the copied pages of its
 * source, by source index). Items with children start closed.
 */
export function writeOutline(
  doc: PDFDocument,
  sources: ReadonlyArray<{ items: OutlineItem[]; pageRefs: readonly PDFRef[] }>,
): void {
  if (sources.every((source) => source.items.length === 0)) return;
  const context = doc.context;
  const rootRef = context.nextRef();
  const writeLevel = (
    items: ReadonlyArray<{ item: OutlineItem; pageRefs: readonly PDFRef[] }>,
    parent: PDFRef,
  ): PDFRef[] => {
    const refs = items.map(() => context.nextRef());
    items.forEach(({ item, pageRefs }, index) => {
      const dict = context.obj({}) as PDFDict;
      dict.set(key.title, item.title);
      dict.set(PDFName.of('Parent'), parent);
      const pageRef = item.page === undefined ? undefined : pageRefs[item.page];
      if (pageRef) dict.set(key.dest, context.obj([pageRef, ...item.view]));
      if (index > 0) dict.set(PDFName.of('Prev'), refs[index - 1]!);
      if (index < refs.length - 1) dict.set(key.next, refs[index + 1]!);
      const children = writeLevel(
        item.children.map((child) => ({ item: child, pageRefs })),
        refs[index]!,
      );
      if (children.length > 0) {
        dict.set(key.first, children[0]!);
        dict.set(PDFName.of('Last'), children.at(-1)!);
        dict.set(PDFName.of('Count'), PDFNumber.of(-children.length));
      }
      context.assign(refs[index]!, dict);
    });
    return refs;
  };
  const top = writeLevel(
    sources.flatMap(({ items, pageRefs }) => items.map((item) => ({ item, pageRefs }))),
    rootRef,
  );
  const root = context.obj({ Type: 'Outlines' }) as PDFDict;
  root.set(key.first, top[0]!);
  root.set(PDFName.of('Last'), top.at(-1)!);
  root.set(PDFName.of('Count'), PDFNumber.of(top.length));
  context.assign(rootRef, root);
  doc.catalog.set(key.outlines, rootRef);
}
