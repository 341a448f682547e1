import {
  canonicalToolPath,
  findAlias,
  findCategory,
  findFeature,
  findMovedTool,
  findTool,
  toolPath,
  type Tool,
} from '../catalogue/index.ts';
import {
  translateCategory,
  translateTool,
  type CatalogueTranslation,
} from '../i18n/catalogue-text.ts';
import { localizePath, splitLocalePath, type Locale } from '../i18n/locale.ts';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, PRODUCT_NAME } from './site.ts';

/** What a route puts in the document head, and the HTTP status a hard load of it answers with. */
export interface RouteMeta {
  /** The language of the page (from its `/ne/` prefix). */
  locale: Locale;
  /** The unprefixed path of the page: its twin in each language is `localizePath(path, locale)`. */
  path: string;
  title: string;
  description: string;
  keywords: string;
  /** Path (no origin, no query) of the page search engines should index for this route. */
  canonicalPath: string;
  status: 200 | 404;
  /** Set on a retired route (shared/catalogue/moved-routes.ts): the path a hard load is sent to. */
  movedTo?: string;
}

export interface PageText {
  title: string;
  description: string;
  keywords?: string;
}

/**
 * The site pages with fixed paths. Titles begin with the product name
 * (docs/product.md#pages-and-routes).
 */
const sitePages: Readonly<Record<string, PageText>> = {
  '/': {
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    keywords:
      'online tools, free tools, image converter, background remover, video to gif, nepali date converter, nepali land converter, unit converter, json formatter, password generator',
  },
  '/tools': {
    title: `${PRODUCT_NAME} | All Tools`,
    description:
      'Browse every free tool: image, video, audio and document tools, Nepali and international converters, text, developer and design tools.',
    keywords: 'all tools, tool list, online utilities, converters, formatters, generators',
  },
  '/about': {
    title: `${PRODUCT_NAME} | About Us`,
    description:
      'Who we are and why we build free everyday tools that respect your privacy and need no sign-up.',
  },
  '/contact': {
    title: `${PRODUCT_NAME} | Contact Us`,
    description:
      'Questions, ideas or problems? Send us a message: it goes to the people who run this site.',
  },
  '/privacy': {
    title: `${PRODUCT_NAME} | Privacy Policy`,
    description:
      'How we handle your data: files processed temporarily and deleted within {retention}, no accounts, no selling of data.',
  },
  '/terms': {
    title: `${PRODUCT_NAME} | Terms of Service`,
    description: 'The terms for using our free online tools: fair use, file limits and liability.',
  },
  '/cookie-policy': {
    title: `${PRODUCT_NAME} | Cookie Policy`,
    description: 'Which cookies and browser storage we use and why.',
  },
  '/gdpr': {
    title: `${PRODUCT_NAME} | GDPR Compliance`,
    description: 'Your rights under the GDPR and how to exercise them with us.',
  },
  '/services': {
    title: `${PRODUCT_NAME} | Services`,
    description:
      'What we offer: media processing, document conversion, unit and date converters, text, developer and design tools.',
  },
};

const notFound: PageText = {
  title: `${PRODUCT_NAME} | Page Not Found`,
  description: 'The page you are looking for does not exist. Find every tool on the tools page.',
};

/** A language's own texts for the head tags; tools and categories come from its catalogue text. */
export interface LocaleMetaText {
  pages: Readonly<Record<string, PageText>>;
  notFound: PageText;
  /** A keyword every tool page adds ('free online tool'). */
  toolKeyword: string;
  catalogue: CatalogueTranslation;
  /** Each feature page's headline and summary, by the feature's slug. */
  features?: Readonly<Record<string, { headline: string; summary: string }>>;
}

/** The texts of the languages other than English; a language missing here shows English. */
export type MetaTexts = Partial<Readonly<Record<Locale, LocaleMetaText>>>;

/** Removes the query, the hash and a trailing slash: '/tools/?q=a' becomes '/tools'. */
export function normalizePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : trimmed;
}

interface Resolved {
  text: PageText;
  path: string;
  status?: 404;
  movedTo?: string;
}

function page(text: PageText, path: string, status: 200 | 404 = 200): Resolved {
  return status === 404 ? { text, path, status } : { text, path };
}

function toMeta({ text, path, status, movedTo }: Resolved, locale: Locale): RouteMeta {
  const canonical = localizePath(movedTo ?? path, locale);
  return {
    locale,
    path: movedTo ?? path,
    title: text.title,
    description: text.description,
    keywords: text.keywords ?? text.description,
    canonicalPath: canonical,
    status: status ?? 200,
    ...(movedTo ? { movedTo: canonical } : {}),
  };
}

function toolText(tool: Tool, text: LocaleMetaText | undefined): PageText {
  const shown = translateTool(tool, text?.catalogue);
  const ownKeywords = text?.catalogue.tools[tool.slug]?.keywords ?? [];
  const names =
    shown.name === tool.name ? [tool.name.toLowerCase()] : [shown.name, tool.name.toLowerCase()];
  return {
    title: `${shown.name} | ${PRODUCT_NAME}`,
    description: shown.description,
    keywords: [
      ...names,
      ...ownKeywords,
      ...(tool.keywords ?? []),
      text?.toolKeyword ?? 'free online tool',
    ].join(', '),
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The head of any URL of the site: used by the server for hard loads and by the client on navigation. */
export function resolveRouteMeta(url: string, texts: MetaTexts = {}): RouteMeta {
  const { locale, path } = splitLocalePath(normalizePath(url));
  return toMeta(resolvePath(path, texts[locale]), locale);
}

function resolvePath(path: string, text: LocaleMetaText | undefined): Resolved {
  const fixed = sitePages[path];
  if (fixed) return page(text?.pages[path] ?? fixed, path);

  const segments = path.split('/').slice(1).map(decodeSegment);
  const [first, second, third, fourth] = segments;

  if (first === 'features' && second && !third) {
    const feature = findFeature(second);
    if (feature) {
      const shown = text?.features?.[feature.slug] ?? feature;
      return page(
        { title: `${PRODUCT_NAME} | ${shown.headline}`, description: shown.summary },
        path,
      );
    }
  }

  if (first === 'tools' && second && !fourth) {
    if (!third) {
      const category = findCategory(second);
      if (category) {
        const shown = translateCategory(category, text?.catalogue);
        return page(
          {
            title: `${PRODUCT_NAME} | ${shown.name}`,
            description: shown.description,
            keywords: [
              shown.name,
              ...category.tools.map((tool) => translateTool(tool, text?.catalogue).name),
            ].join(', '),
          },
          path,
        );
      }
      const alias = findAlias(second);
      if (alias) return page(toolText(alias.tool, text), canonicalToolPath(alias.tool.slug));
    } else {
      const ref = findTool(second, third);
      if (ref) return page(toolText(ref.tool, text), canonicalToolPath(ref.tool.slug));
      const moved = findMovedTool(second, third);
      if (moved) return { text: toolText(moved.tool, text), path, movedTo: toolPath(moved) };
    }
  }

  return page(text?.notFound ?? notFound, path, 404);
}
