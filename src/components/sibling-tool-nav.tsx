import { Link } from '@tanstack/react-router';
import { findToolBySlug } from '../../shared/catalogue/index.ts';

export interface SiblingTool {
  slug: string;
  label: string;
}

/**
 * Links between tools that belong together (the audio tools; Word to PDF and PDF to Word), drawn
 * as tabs. Each is its own route, so the address and the page heading follow the choice.
 */
export function SiblingToolNav({
  label,
  tools,
  current,
}: {
  label: string;
  tools: readonly SiblingTool[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="grid w-full grid-cols-2 gap-1 rounded-lg bg-subtle p-1 sm:inline-flex sm:w-auto">
        {tools.map(({ slug, label: text }) => {
          const ref = findToolBySlug(slug);
          if (!ref) return null;
          const active = slug === current;
          return (
            <li key={slug} className="flex">
              <Link
                to="/tools/$categorySlug/$toolSlug"
                params={{ categorySlug: ref.category.slug, toolSlug: slug }}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'flex-1 rounded-md bg-surface px-3 py-2 text-center text-sm font-medium text-ink shadow-sm'
                    : 'flex-1 rounded-md px-3 py-2 text-center text-sm font-medium text-muted transition-colors hover:text-ink'
                }
              >
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
