import { Link } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { mainCategories } from '../../catalogue/index.ts';
import { useTutorial } from '../tutorial/tutorial.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';
import { readSocialLinks, type SocialNetwork } from '../../lib/social-links.ts';

const companyLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
] as const;

const legalLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/gdpr', label: 'GDPR Compliance' },
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
  if (socialLinks.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label="Social media">
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
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">Everyday Tools</p>
          <p className="mt-2 text-sm text-muted">
            One smart toolbox for everyday work. Free, no sign-up, and your files are deleted within{' '}
            <RetentionPeriod />.
          </p>
          <SocialLinks />
        </div>
        <FooterColumn title="Tools">
          {mainCategories.map((category) => (
            <li key={category.slug}>
              <Link
                to="/tools/$categorySlug"
                params={{ categorySlug: category.slug }}
                className={linkClass}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Company">
          {companyLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={tutorial.restart} className={linkClass}>
              Take the tour
            </button>
          </li>
        </FooterColumn>
        <FooterColumn title="Legal">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm text-muted sm:flex-row sm:justify-between">
          <p>© {year} Everyday Tools. All rights reserved.</p>
          <p>Designed and built with care by the Everyday Tools team.</p>
        </div>
      </div>
    </footer>
  );
}
