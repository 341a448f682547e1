import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants, type ButtonVariantProps } from './button.tsx';

function StyledAnchor({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'a'> & ButtonVariantProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's text arrives as children
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

const RouterButtonLink = createLink(StyledAnchor);

/** A router link that looks like a button ('Explore Tools', 'Go to Home'). */
export const ButtonLink: LinkComponent<typeof StyledAnchor> = (props) => (
  <RouterButtonLink {...props} />
);
