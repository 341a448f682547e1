export interface NavLink {
  to: string;
  /** The message key of its label (common namespace). */
  label: 'nav.home' | 'nav.tools' | 'nav.about' | 'nav.contact';
  /** Home is active only on an exact match; the others on a prefix match (docs/product.md#pages-and-routes). */
  exact?: boolean;
}

/** Privacy and Terms live in the footer only: the header keeps its room for finding tools. */
export const headerLinks: readonly NavLink[] = [
  { to: '/', label: 'nav.home', exact: true },
  { to: '/tools', label: 'nav.tools' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];

/** The same rule as the header's links, for code that needs it outside a <Link>. */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  if (link.exact || link.to === '/') return pathname === link.to;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
