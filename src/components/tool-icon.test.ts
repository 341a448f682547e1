import { describe, expect, it } from 'vitest';
import { categories, findToolBySlug, popularToolSlugs } from '../../shared/catalogue/index.ts';
import { coreIcons } from './tool-icon.tsx';

describe('tool icons', () => {
  it('has every icon the home page shows in the core set', () => {
    for (const category of categories)
      expect(coreIcons[category.icon], category.slug).toBeDefined();
    for (const slug of popularToolSlugs) {
      const icon = findToolBySlug(slug)!.tool.icon;
      expect(coreIcons[icon], slug).toBeDefined();
    }
  });
});
