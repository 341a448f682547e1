/** docs/product.md#tool-defaults: the title and description limits, and where they are cut. */
export const TITLE_LIMIT = 60;
export const DESCRIPTION_LIMIT = 155;
const ELLIPSIS = '...';

/**
 * Text no longer than `limit` characters: a longer one is cut to `limit - 3` characters plus
 * '...' (60 becomes 57 + '...'). Characters are counted as code points, so an emoji is never split.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return chars.slice(0, limit - ELLIPSIS.length).join('') + ELLIPSIS;
}

export function charCount(text: string): number {
  return Array.from(text).length;
}

/** The templated sentence, from the lower-cased topic. */
export function describeTopic(topic: string): string {
  const lower = topic.toLowerCase();
  return `Learn everything about ${lower}: a clear, practical guide with tips, examples and answers to the most common questions about ${lower}.`;
}

export interface SeoMeta {
  title: string;
  description: string;
  tags: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page title, description and ready-to-paste tags for a topic; null for a blank topic. */
export function generateSeoMeta(rawTopic: string): SeoMeta | null {
  const topic = rawTopic.trim().replace(/\s+/g, ' ');
  if (topic === '') return null;
  const title = truncate(topic, TITLE_LIMIT);
  const description = truncate(describeTopic(topic), DESCRIPTION_LIMIT);
  const t = escapeAttribute(title);
  const d = escapeAttribute(description);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:type" content="website">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${t}">`,
    `<meta name="twitter:description" content="${d}">`,
  ].join('\n');
  return { title, description, tags };
}
