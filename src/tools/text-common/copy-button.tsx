import { Copy } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import { copyButtonMessages } from './copy-messages.ts';
import { useCopy } from './use-copy.ts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The text to copy, or a function giving it at click time. */
  text: string | (() => string);
  /** What is copied, for the toast: 'The password'. */
  what?: string;
  label?: string;
}

export function CopyButton({
  text,
  what,
  label,
  variant = 'outline',
  disabled,
  ...props
}: CopyButtonProps) {
  const copy = useCopy();
  const words = useMessages(copyButtonMessages);
  const value = typeof text === 'function' ? undefined : text;
  return (
    <Button
      variant={variant}
      disabled={disabled ?? value === ''}
      onClick={() => void copy(typeof text === 'function' ? text() : text, what)}
      {...props}
    >
      <Copy aria-hidden="true" />
      {label ?? words.copy}
    </Button>
  );
}
