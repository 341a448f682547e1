import { useLocation, useRouter } from '@tanstack/react-router';
import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button.tsx';
import { switchLocale } from '../../i18n/i18n.ts';
import { rememberLocale } from '../../../shared/i18n/locale-choice.ts';
import { localeNames, localeTags, localizePath, type Locale } from '../../../shared/i18n/locale.ts';
import { useLocaleValue } from '../../i18n/use-messages.ts';
import { cn } from '../../lib/cn.ts';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real link to this page in the other language. A plain click switches in place (messages
 * first, then the address, so the page never shows a mix) and remembers the choice.
 */
export function LanguageSwitch({
  className,
  onSwitch,
}: {
  className?: string;
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const location = useLocation();
  const shown = useLocaleValue();
  const other: Locale = shown === 'en' ? 'ne' : 'en';
  const href = `${localizePath(location.pathname, other)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  const name = localeNames[other];
  return (
    <a
      href={href}
      hrefLang={localeTags[other]}
      aria-label={t('language.switchTo', { language: name })}
      title={t('language.switchTo', { language: name })}
      data-language-switch={other}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-10 px-2.5', className)}
      onClick={(event) => {
        rememberLocale(other);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onSwitch?.();
        void switchLocale(other).then(() => {
          router.history.push(href);
          // The switch re-renders as the other language's link: keep keyboard users on it.
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>('header [data-language-switch]')?.focus(),
          );
        });
      }}
    >
      <Languages aria-hidden="true" />
      <span lang={localeTags[other]}>{name}</span>
    </a>
  );
}
