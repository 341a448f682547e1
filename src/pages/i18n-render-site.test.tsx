import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLocale } from '../i18n/index.ts';
import { ContactDetails } from './contact/contact-details.tsx';
import { ContactPage } from './contact/contact-page.tsx';
import { features } from '../../shared/catalogue/index.ts';
import { FeatureRoute } from './feature/feature-route.tsx';
import { nepaliFeatures } from '../../shared/catalogue/feature-messages.ts';
import { AboutPage } from './site/about-page.tsx';
import { CookiePolicyPage, GdprPage, PrivacyPage, TermsPage } from './site/legal-pages.tsx';
import { ServicesPage } from './site/services-page.tsx';

type Page = () => ReactNode;

/**
 * The site pages rendered in Nepali (their first paint, with React's static renderer inside a
 * memory router, so nothing is fetched): their own words are Nepali and none of their English
 * labels is left. The /ne/ pages in the browser: tests/e2e/site-nepali.spec.ts.
 */
async function render(Page: Page, path = '/page'): Promise<string> {
  const rootRoute = createRootRoute();
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/page', component: Page }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/features/$featureSlug',
      component: FeatureRoute,
    }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const PAGES: Record<string, { page: Page; word: string; english: readonly string[] }> = {
  about: {
    page: AboutPage,
    word: 'हाम्रो लक्ष्य',
    english: ['Our mission', 'Privacy by design', '>free tools<', 'Contact us'],
  },
  services: {
    page: ServicesPage,
    word: 'हाम्रा सेवाहरू',
    english: ['Our Services', 'Pick a category', 'See the '],
  },
  privacy: {
    page: PrivacyPage,
    word: 'गोपनीयता नीति',
    english: ['Files you upload', 'What we store', 'Last updated', 'contact page'],
  },
  terms: {
    page: TermsPage,
    word: 'सेवाका सर्तहरू',
    english: ['Using the tools', 'Availability', 'Liability'],
  },
  cookies: {
    page: CookiePolicyPage,
    word: 'कुकी नीति',
    english: ['The cookies we set', 'Browser storage', 'Your choice'],
  },
  gdpr: {
    page: GdprPage,
    word: 'कानुनी आधार',
    english: ['Lawful basis', 'Data portability', 'How to ask'],
  },
  contact: {
    page: ContactPage,
    word: 'हामीलाई सम्पर्क गर्नुहोस्',
    english: ['Contact Us', 'First name', 'Select a topic', 'Send Message', 'Security check'],
  },
};

describe('the site pages rendered in Nepali', () => {
  beforeAll(() => switchLocale('ne'));
  afterAll(() => switchLocale('en'));

  it.each(Object.entries(PAGES))('%s shows its own words in Nepali', async (_name, expected) => {
    const html = await render(expected.page);
    expect(html).toContain(expected.word);
    for (const english of expected.english) expect(html, english).not.toContain(english);
  });

  it('a legal page says, in Nepali, that the English text prevails, and links to it', async () => {
    const html = await render(PrivacyPage);
    expect(html).toContain('अङ्ग्रेजी पाठ नै मान्य हुनेछ');
    expect(html).toMatch(/<a href="\/privacy" hrefLang="en"|<a href="\/privacy" hreflang="en"/);
  });

  it('a feature page shows its own texts and its frame in Nepali', async () => {
    const html = await render(AboutPage, '/features/merge-pdf');
    expect(html).toContain('PDF फाइलहरूलाई एउटैमा जोड्नुहोस्');
    expect(html).toContain('यसले कसरी काम गर्छ');
    for (const english of ['Merge PDF files into one', 'How it works', 'Prefer the tool'])
      expect(html, english).not.toContain(english);
  });

  it('every feature has its texts in Nepali, as many benefits as in English', () => {
    for (const feature of features) {
      expect(nepaliFeatures[feature.slug], feature.slug).toBeDefined();
      expect(nepaliFeatures[feature.slug]?.benefits.length).toBe(feature.benefits.length);
    }
    expect(Object.keys(nepaliFeatures).sort()).toEqual(features.map((f) => f.slug).sort());
  });

  it('the contact details are labelled in Nepali', () => {
    const html = renderToStaticMarkup(
      <ContactDetails
        info={{ supportEmail: 'help@example.com', postalAddress: ['1 Road'] }}
        loading={false}
      />,
    );
    expect(html).toContain('ठेगाना');
    for (const english of ['Contact details', 'Address', '> Email'])
      expect(html, english).not.toContain(english);
  });
});

describe('the site pages still in English', () => {
  it('the legal pages carry no translation note in English', async () => {
    const html = await render(PrivacyPage);
    expect(html).toContain('Files you upload');
    expect(html).not.toContain('अङ्ग्रेजी');
  });
});
