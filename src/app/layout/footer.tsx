import { Link } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { mainCategories } from '../../../shared/catalogue/index.ts';
import { useTutorial } from '../tutorial/tutorial.tsx';
import { useRetentionLabel } from '../../lib/retention.tsx';
import { readSocialLinks, type SocialNetwork } from '../../lib/social-links.ts';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../i18n/use-catalogue-text.ts';

const companyLinks = [
  { to: '/about', label: 'about' },
  { to: '/services', label: 'services' },
  { to: '/contact', label: 'contact' },
] as const;

const legalLinks = [
  { to: '/privacy', label: 'privacy' },
  { to: '/terms', label: 'terms' },
  { to: '/cookie-policy', label: 'cookies' },
  { to: '/gdpr', label: 'gdpr' },
] as const;

/**
 * Brand marks of the four networks the first drawing shows; any other profile (named in its link)
 * gets a globe, so each extra mark does not weigh on every page's JavaScript.
 */
const brandPaths: Partial<Record<SocialNetwork, string>> = {
  facebook: siFacebook.path,
  x: siX.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
};

/** The site's own profiles, as configured (SOCIAL_LINKS); read once, they never change in a visit. */
const socialLinks = readSocialLinks();

function SocialLinks() {
  const { t } = useTranslation('footer');
  if (socialLinks.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label={t('social')}>
      {socialLinks.map((social) => {
        const path = brandPaths[social.network];
        return (
          <li key={social.href}>
            <a
              href={social.href}
              aria-label={social.label}
              rel="noopener noreferrer"
              target="_blank"
              className="flex size-9 items-center justify-center rounded-full border border-line text-muted hover:text-ink"
            >
              {path ? (
                <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true">
                  <path d={path} />
                </svg>
              ) : (
                <Globe className="size-4" aria-hidden="true" />
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-ink">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'text-muted hover:text-ink hover:underline';

export function Footer() {
  const tutorial = useTutorial();
  const year = new Date().getFullYear();
  const { t } = useTranslation('footer');
  const text = useCatalogueText();
  const period = useRetentionLabel();
  return (
    <footer id="site-footer" className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">Everyday Tools</p>
          <p className="mt-2 text-sm text-muted">{t('blurb', { period })}</p>
          <SocialLinks />
        </div>
        <FooterColumn title={t('tools')}>
          {mainCategories.map((category) => (
            <li key={category.slug}>
              <Link
                to="/tools/$categorySlug"
                params={{ categorySlug: category.slug }}
                className={linkClass}
              >
                {text.category(category).name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('company')}>
          {companyLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={tutorial.restart} className={linkClass}>
              {t('tour')}
            </button>
          </li>
        </FooterColumn>
        <FooterColumn title={t('legal')}>
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{t('rights', { year })}</p>
          <p>{t('builtBy')}</p>
        </div>
      </div>
    </footer>
  );
}
