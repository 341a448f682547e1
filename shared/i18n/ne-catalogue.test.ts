import { describe, expect, it } from 'vitest';
import { categories } from '../catalogue/categories.ts';
import { nepaliCatalogue } from './ne-catalogue.ts';

const DEVANAGARI = /[\u0900-\u097f]/;
const tools = categories.flatMap((category) => category.tools);

describe('the Nepali catalogue', () => {
  it.each(categories.map((category) => [category.slug]))(
    'names and describes the category %s in Nepali',
    (slug) => {
      const text = nepaliCatalogue.categories[slug];
      expect(text?.name).toMatch(DEVANAGARI);
      expect(text?.description).toMatch(DEVANAGARI);
    },
  );

  it.each(tools.map((tool) => [tool.slug]))('names and describes the tool %s in Nepali', (slug) => {
    const text = nepaliCatalogue.tools[slug];
    expect(text?.name).toMatch(DEVANAGARI);
    expect(text?.description).toMatch(DEVANAGARI);
    for (const keyword of text?.keywords ?? []) expect(keyword.trim()).not.toBe('');
  });

  it('has no entry for a slug the catalogue does not have', () => {
    expect(Object.keys(nepaliCatalogue.categories).sort()).toEqual(
      categories.map((category) => category.slug).sort(),
    );
    expect(Object.keys(nepaliCatalogue.tools).sort()).toEqual(
      tools.map((tool) => tool.slug).sort(),
    );
  });
});
