export interface NavLink {
  to: string;
  label: string;
  /** Home is active only on an exact match; the others on a prefix match (docs/product.md#pages-and-routes). */
  exact?: boolean;
}

/** Privacy and Terms live in the footer only: the header keeps its room for finding tools. */
export const headerLinks: readonly NavLink[] = [
  { to: '/', label: 'Home', exact: true },
  { to: '/tools', label: 'Tools' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** The same rule as the header's links, for code that needs it outside a <Link>. */
export function isLinkActive(link: NavLink, pathname: string): boolean {
  if (link.exact || link.to === '/') return pathname === link.to;
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
