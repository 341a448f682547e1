import { describe, expect, it } from 'vitest';
import { categories, type Category, type Tool } from '../../../shared/catalogue/index.ts';
import { catalogueFigures } from './site-figures.ts';

const tool = (slug: string): Tool => ({ ...categories[0]!.tools[0]!, slug, screen: undefined });
const category = (slug: string, main: boolean, tools: Tool[]): Category => ({
  ...categories[0]!,
  slug,
  main,
  tools,
});

describe('About page figures', () => {
  it('counts distinct working tools and the main categories that hold one', () => {
    const shared = tool('temperature-converter');
    const figures = catalogueFigures(
      [
        category('units', true, [shared, tool('length-converter')]),
        category('more-units', false, [shared, tool('speed-converter')]),
        category('coming-soon', true, [tool('not-built-yet')]),
      ],
      (t) => t.slug !== 'not-built-yet',
    );
    expect(figures).toEqual({ tools: 3, categories: 1 });
  });

  it('follows the real catalogue', () => {
    const all = new Set(categories.flatMap((c) => c.tools.map((t) => t.slug)));
    expect(catalogueFigures(categories, () => true)).toEqual({
      tools: all.size,
      categories: categories.filter((c) => c.main && c.tools.length > 0).length,
    });
  });
});
