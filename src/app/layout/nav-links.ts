export interface NavLink {
  to: string;
  label: string;
  /** Home is active only on an exact match; the others on a prefix match (docs/product.md#pages-and-routes). */
  exact?: boolean;
}

export const headerLinks: readonly NavLink[] = [
  { to: '/', label: 'Home', exact: true },
  { to: '/tools', label: 'Tools' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];

/** The same rule as the header's links, for code that needs it outside a <Link>. */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  if (link.exact || link.to === '/') return pathname === link.to;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
