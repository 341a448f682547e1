import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { Tooltip } from './tooltip.tsx';

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'children' | 'aria-label'> {
  /** What the button does: its accessible name and its tooltip. */
  label: string;
  icon: ReactNode;
}

/** A button that shows only an icon: named for screen readers, with a tooltip for everyone else. */
export function IconButton({ label, icon, variant = 'outline', ...props }: IconButtonProps) {
  return (
    <Tooltip content={label}>
      <Button variant={variant} size="icon" aria-label={label} {...props}>
        {icon}
      </Button>
    </Tooltip>
  );
}
