import { Link } from '@tanstack/react-router';
import { categories } from '../../catalogue/index.ts';
import { ProsePage } from './prose-page.tsx';

export function ServicesPage() {
  return (
    <ProsePage
      title="Our Services"
      intro="Everything we offer, free for everyone. Pick a category to see its tools."
      sections={categories.map((category) => ({
        heading: category.name,
        body: (
          <>
            <p>{category.description}</p>
            <p>
              <Link
                to="/tools/$categorySlug"
                params={{ categorySlug: category.slug }}
                className="font-semibold text-accent hover:underline"
              >
                See the {category.tools.length} {category.name.toLowerCase()}
              </Link>
            </p>
          </>
        ),
      }))}
    />
  );
}
