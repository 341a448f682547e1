import { Link } from '@tanstack/react-router';
import { categories } from '../../../shared/catalogue/index.ts';
import { useCatalogueText, useMessages } from '../../i18n/index.ts';
import { siteMessages } from './messages.ts';
import { ProsePage } from './prose-page.tsx';

export function ServicesPage() {
  const text = useMessages(siteMessages).services;
  const catalogue = useCatalogueText();
  return (
    <ProsePage
      title={text.title}
      intro={text.intro}
      sections={categories.map((category) => {
        const shown = catalogue.category(category);
        return {
          heading: shown.name,
          body: (
            <>
              <p>{shown.description}</p>
              <p>
                <Link
                  to="/tools/$categorySlug"
                  params={{ categorySlug: category.slug }}
                  className="font-semibold text-accent hover:underline"
                >
                  {text.seeAll(category.tools.length, shown.name)}
                </Link>
              </p>
            </>
          ),
        };
      })}
    />
  );
}
