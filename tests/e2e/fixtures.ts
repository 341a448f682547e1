import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Fixtures {
  /** Requests to any origin other than the site's own; every test fails if one is made. */
  foreignRequests: string[];
  /** Uncaught errors thrown in the page; every test fails if one is thrown. */
  pageErrors: string[];
  /** Set to false in a test file (test.use) to see the first-visit tutorial. */
  skipTutorial: boolean;
}

export const test = base.extend<Fixtures>({
  skipTutorial: [true, { option: true }],
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      await use(foreign);
      expect(foreign, 'requests to another origin').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, skipTutorial }, use) => {
    if (skipTutorial) {
      await page.addInitScript(() => window.localStorage.setItem('tutorial-completed', 'true'));
    }
    // A page the server rendered shows before the app has taken it over, and a click on one of its
    // buttons before then does nothing: a test acts on a loaded page once the app has started
    // (html[data-ready]), as a visitor would wait for a moment.
    const appStarted = () =>
      page.waitForFunction(
        () =>
          !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
        undefined,
        { timeout: 20_000 },
      );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted();
      return response;
    };
    await use(page);
  },
});

/** The visible toast (Radix also copies its text into a live region, so match inside this). */
export function toastLocator(page: Page) {
  return page.getByTestId('toast');
}

/** Expects a toast with this title (and description), optionally of the destructive variant. */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  variant: 'default' | 'destructive' = 'default',
) {
  const toast = toastLocator(page).filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', variant);
  if (description) await expect(toast).toContainText(description);
}

/**
 * Records every text the polite announcer (the accessibility live region) ever shows, so tests can
 * check announcements that clear themselves after 1 s. Call before page.goto.
 */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="a11y-announcer"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __announcements: string[] }).__announcements);
}

/**
 * Records whether an element with `testId` was ever in the page (and, with `text`, whether its
 * text ever matched), for a state a fast job may show for less time than an assertion's polls
 * take to look (a progress panel, its percent). Call before page.goto.
 */
export async function recordShown(page: Page, testId: string, text?: RegExp) {
  await page.addInitScript(
    ([id, source, flags]) => {
      const store = window as unknown as { __shown?: Record<string, { shown: boolean }> };
      const flag = { shown: false };
      store.__shown = { ...store.__shown, [id]: flag };
      const pattern = typeof source === 'string' ? new RegExp(source, flags ?? '') : undefined;
      new MutationObserver(() => {
        const element = document.querySelector(`[data-testid="${id}"]`);
        if (element && (!pattern || pattern.test(element.textContent ?? ''))) flag.shown = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    [testId, text?.source, text?.flags] as const,
  );
  return () =>
    page.evaluate(
      (id) =>
        (window as unknown as { __shown?: Record<string, { shown: boolean }> }).__shown?.[id]
          ?.shown ?? false,
      testId,
    );
}

/**
 * Fails on any serious or critical axe violation, listing them: of every WCAG 2.1 A and AA rule,
 * or of the `rules` named.
 */
export async function expectNoSeriousA11yViolations(page: Page, rules?: readonly string[]) {
  const builder = new AxeBuilder({ page });
  if (rules) builder.withRules([...rules]);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
