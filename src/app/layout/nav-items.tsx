import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { headerLinks, isLinkActive } from './nav-links.ts';
import { useTranslation } from 'react-i18next';

/** The header's links; `afterTools` goes right after Tools (the header's Categories menu). */
export function NavItems({
  vertical,
  onNavigate,
  afterTools,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
  afterTools?: ReactNode;
}) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <ul className={cn('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {headerLinks.map((link) => {
        const active = isLinkActive(link, pathname);
        return [
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
              {t(link.label)}
            </Link>
          </li>,
          link.to === '/tools' && afterTools ? <li key="after-tools">{afterTools}</li> : null,
        ];
      })}
    </ul>
  );
}
