import { Link, useLocation } from '@tanstack/react-router';
import { cn } from '../../lib/cn.ts';
import { headerLinks, isLinkActive } from './nav-links.ts';

export function NavItems({
  vertical,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {headerLinks.map((link) => {
        const active = isLinkActive(link, pathname);
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
                active ? 'bg-accent-soft text-accent-strong' : 'text-ink hover:bg-canvas',
                vertical && 'text-base',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
