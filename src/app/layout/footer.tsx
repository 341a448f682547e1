import { Link } from '@tanstack/react-router';
import { siFacebook, siInstagram, siX, siYoutube } from 'simple-icons';
import { mainCategories } from '../../catalogue/index.ts';
import { useTutorial } from '../tutorial/tutorial.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

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

/** Placeholder profile links (the first drawing names none); they open the networks' home pages. */
const socialLinks = [
  { icon: siFacebook, label: 'Facebook', href: 'https://www.facebook.com/' },
  { icon: siX, label: 'X (Twitter)', href: 'https://x.com/' },
  { icon: siInstagram, label: 'Instagram', href: 'https://www.instagram.com/' },
  { icon: siYoutube, label: 'YouTube', href: 'https://www.youtube.com/' },
];

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
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-9 items-center justify-center rounded-full border border-line text-muted hover:text-ink"
                >
                  <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true">
                    <path d={social.icon.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
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
