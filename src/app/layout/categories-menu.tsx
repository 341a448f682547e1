import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { categories } from '../../catalogue/index.ts';
import { ToolIcon } from '../../components/tool-icon.tsx';

/** The header's Categories menu: every category page, reachable by keyboard (arrows, Enter, Escape). */
export function CategoriesMenu() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-canvas data-[state=open]:bg-canvas">
        Categories
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-60 rounded-card border border-line bg-surface p-1 shadow-lg"
        >
          {categories.map((category) => (
            <DropdownMenu.Item key={category.slug} asChild>
              <Link
                to="/tools/$categorySlug"
                params={{ categorySlug: category.slug }}
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-strong"
              >
                <ToolIcon name={category.icon} className="size-4" />
                {category.name}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
