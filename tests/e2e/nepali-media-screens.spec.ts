import { findToolBySlug } from '../../shared/catalogue/index.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

/**
 * The audio, video and document screens at /ne/: a word of each screen's own
 * in Nepali, and axe on the Nepali page. Their English flows are in av-tools, pdf-tools and
 * job-tools.
 */
const SCREENS: readonly { slug: string; word: string }[] = [
  { slug: 'trim-audio', word: 'अडियो उपकरणहरूबारे' },
  { slug: 'extract-audio', word: 'वा भिडियोको URL टाँस्नुहोस्' },
  { slug: 'add-audio', word: '2. नयाँ आवाज' },
  { slug: 'remove-audio', word: 'अडियो हटाउनुहोस्' },
  { slug: 'video-to-gif', word: 'भिडियो पूर्वावलोकन' },
  { slug: 'video-downloader', word: 'समर्थित प्लेटफर्महरू' },
  { slug: 'images-to-pdf', word: 'तस्बिरबाट PDF बारे' },
  { slug: 'pdf-to-images', word: 'तस्बिरमा बदल्नुहोस्' },
  { slug: 'split-pdf', word: 'पृष्ठ दायराअनुसार' },
  { slug: 'merge-pdf', word: 'PDF कसरी मर्ज गर्ने' },
  { slug: 'compress-pdf', word: 'कम्प्रेसनको स्तर' },
  { slug: 'word-to-pdf', word: 'Word कागजात छान्नुहोस्' },
  { slug: 'pdf-to-word', word: 'Word मा बदल्नुहोस्' },
];

test.describe('the audio, video and document screens in Nepali', () => {
  for (const { slug, word } of SCREENS) {
    test(`${slug} speaks Nepali at /ne/`, async ({ page }) => {
      const ref = findToolBySlug(slug);
      if (!ref) throw new Error(`No tool ${slug}`);
      await page.goto(`/ne/tools/${ref.category.slug}/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
      await expect(page.getByText(word, { exact: false }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
