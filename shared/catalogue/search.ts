import type { CatalogueTranslation } from '../i18n/catalogue-text.ts';
import { categories } from './categories.ts';
import { searchSynonyms } from './search-synonyms.ts';
import type { Category, Tool, ToolRef } from './types.ts';

export interface CategoryMatches {
  category: Category;
  tools: readonly Tool[];
}

/** How much a hit in each part of a tool counts: its name says most about it. */
const fieldWeights = { name: 10, keywords: 6, slug: 4, description: 3 } as const;
/** A word found only through a synonym counts half: the visitor's own word ranks first. */
const SYNONYM_FACTOR = 0.5;
/** Bonus when the whole query appears in the name ('merge pdf' in 'Merge PDF'). */
const PHRASE_BONUS = 5;
/**
 * Bonus when the query's "x to y" is one the tool names or lists ('heic to jpg'): the direction
 * tells Image Format Converter from Image to GIF, and Extract Audio from Add Audio to Video.
 */
const CONVERSION_BONUS = 10;

/**
 * Words that only join others ("heic to jpg", "merge pdf files online"): alone they find every
 * tool that happens to say them, so they do not count as words of the query (its phrase and its
 * "x to y" still read them). A query of nothing else still searches for them.
 */
const stopWords: ReadonlySet<string> = new Set([
  'to',
  'into',
  'from',
  'the',
  'an',
  'and',
  'for',
  'of',
  'with',
  'my',
  'online',
  'free',
]);
/** The words that join the two sides of a conversion ("pdf to word", "video into gif"). */
const conversionWords: ReadonlySet<string> = new Set(['to', 'into']);

/** Lower case, NFC, split on anything that is not a letter, mark (Devanagari vowel signs) or digit. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

interface IndexedTool {
  name: string;
  /** The name in the shown language, for the whole-phrase bonus. */
  alternateName?: string;
  fields: Record<keyof typeof fieldWeights, readonly string[]>;
  /** The "x to y" of its name and keywords, as [x, y]. */
  conversions: readonly (readonly [string, string])[];
}

/** The [x, y] of each "x to y" in a text's words: "heic to jpg" gives ['heic', 'jpg']. */
function conversionsIn(words: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 1; i < words.length - 1; i++) {
    if (conversionWords.has(words[i] as string)) {
      pairs.push([words[i - 1] as string, words[i + 1] as string]);
    }
  }
  return pairs;
}

const ENGLISH_ONLY: CatalogueTranslation = { categories: {}, tools: {} };
const indexCaches = new WeakMap<CatalogueTranslation, WeakMap<Tool, IndexedTool>>();

/**
 * A tool's words for matching: its English text, plus its text in the shown language when there
 * is one, so a Nepali query finds a tool by its Nepali name and an English one still works.
 */
function indexed(tool: Tool, translation: CatalogueTranslation): IndexedTool {
  let cache = indexCaches.get(translation);
  if (!cache) {
    cache = new WeakMap();
    indexCaches.set(translation, cache);
  }
  let entry = cache.get(tool);
  if (!entry) {
    const shown = translation.tools[tool.slug];
    entry = {
      name: searchWords(tool.name).join(' '),
      fields: {
        name: [...searchWords(tool.name), ...searchWords(shown?.name ?? '')],
        keywords: searchWords([...(tool.keywords ?? []), ...(shown?.keywords ?? [])].join(' ')),
        slug: searchWords(tool.slug),
        description: [...searchWords(tool.description), ...searchWords(shown?.description ?? '')],
      },
      conversions: [tool.name, ...(tool.keywords ?? [])].flatMap((text) =>
        conversionsIn(searchWords(text)),
      ),
    };
    if (shown && words(shown.name) !== entry.name) entry.alternateName = words(shown.name);
    cache.set(tool, entry);
  }
  return entry;
}

function words(text: string): string {
  return searchWords(text).join(' ');
}

/** 1 for a whole word, 0.8 for the start of a word, 0.4 inside a word (three letters or more). */
function wordMatch(words: readonly string[], needle: string): number {
  let best = 0;
  for (const word of words) {
    if (word === needle) return 1;
    if (word.startsWith(needle)) best = Math.max(best, 0.8);
    else if (needle.length >= 3 && word.includes(needle)) best = Math.max(best, 0.4);
  }
  return best;
}

function termScore(entry: IndexedTool, term: string): number {
  let best = 0;
  for (const field of Object.keys(fieldWeights) as (keyof typeof fieldWeights)[]) {
    best = Math.max(best, fieldWeights[field] * wordMatch(entry.fields[field], term));
  }
  return best;
}

/**
 * The singulars an English plural may stand for ("pdfs" → "pdf", "images" → "image", "boxes" →
 * "box", "properties" → "property"): a visitor types either, the catalogue says one.
 */
export function singularForms(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+s$/.test(word) || word.endsWith('ss')) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
}

function queryWordScore(entry: IndexedTool, word: string): number {
  let best = 0;
  for (const form of [word, ...singularForms(word)]) {
    best = Math.max(best, termScore(entry, form));
    for (const synonym of searchSynonyms[form] ?? []) {
      best = Math.max(best, SYNONYM_FACTOR * termScore(entry, synonym));
    }
  }
  return best;
}

/** A word with the singulars it may stand for. */
function forms(word: string): string[] {
  return [word, ...singularForms(word)];
}

/**
 * 1 when two words name the same thing ("images", "image"), 0.5 when one is a synonym of the
 * other (a format and its kind: "mp4" and "video", "heic" and "image"), else 0 ("jpg", "gif").
 */
function agreement(a: string, b: string): number {
  if (forms(a).some((form) => forms(b).includes(form))) return 1;
  const related = (x: string, y: string) =>
    forms(x).some((form) => (searchSynonyms[form] ?? []).some((s) => forms(y).includes(s)));
  return related(a, b) || related(b, a) ? 0.5 : 0;
}

/** The bonus of the query's best "x to y" that agrees, on both sides, with one of the tool's. */
function conversionScore(entry: IndexedTool, queryWords: readonly string[]): number {
  let best = 0;
  for (const [from, to] of conversionsIn(queryWords)) {
    for (const [toolFrom, toolTo] of entry.conversions) {
      best = Math.max(best, CONVERSION_BONUS * agreement(from, toolFrom) * agreement(to, toolTo));
    }
  }
  return best;
}

/**
 * How well a tool answers a query: the sum over the query's words (less its stop words) of each
 * word's best hit (in the name, keywords, slug or description, directly or through a synonym), or
 * 0 when any word finds nothing; plus the bonuses of its whole phrase and its "x to y". A blank
 * query scores every tool 1.
 */
export function scoreTool(
  tool: Tool,
  query: string,
  translation: CatalogueTranslation = ENGLISH_ONLY,
): number {
  const all = searchWords(query);
  if (all.length === 0) return 1;
  const meaningful = all.filter((word) => !stopWords.has(word));
  const words = meaningful.length > 0 ? meaningful : all;
  const entry = indexed(tool, translation);
  let total = 0;
  for (const word of words) {
    const score = queryWordScore(entry, word);
    if (score === 0) return 0;
    total += score;
  }
  const phrase = all.join(' ');
  if (all.length > 1 && (entry.name.includes(phrase) || entry.alternateName?.includes(phrase)))
    total += PHRASE_BONUS;
  return total + conversionScore(entry, all);
}

/** True when the query is blank or every one of its words is found in the tool (see scoreTool). */
export function toolMatches(
  tool: Tool,
  query: string,
  translation?: CatalogueTranslation,
): boolean {
  return scoreTool(tool, query, translation) > 0;
}

/** Each tool once, in its first category (a tool listed in two categories lives in the first). */
function distinctToolRefs(): ToolRef[] {
  const seen = new Set<string>();
  const refs: ToolRef[] = [];
  for (const category of categories) {
    for (const tool of category.tools) {
      if (seen.has(tool.slug)) continue;
      seen.add(tool.slug);
      refs.push({ category, tool });
    }
  }
  return refs;
}

/**
 * The tools that match a query, best first (ties keep catalogue order), each tool once: what the
 * header search and the command palette list. A blank query gives every tool in catalogue order.
 */
export function rankTools(
  query: string,
  limit = Infinity,
  translation?: CatalogueTranslation,
): ToolRef[] {
  return distinctToolRefs()
    .map((ref, order) => ({ ref, order, score: scoreTool(ref.tool, query, translation) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((hit) => hit.ref);
}

/** The catalogue filtered by a search query, grouped by category; categories without a match drop out. */
export function searchTools(query: string, translation?: CatalogueTranslation): CategoryMatches[] {
  return categories
    .map((category) => ({
      category,
      tools: category.tools.filter((tool) => toolMatches(tool, query, translation)),
    }))
    .filter((group) => group.tools.length > 0);
}
