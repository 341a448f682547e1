import { RotateCcw } from 'lucide-react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import { designMessages } from './messages.ts';

/** Brings a tool back to its defaults and counts the reset. */
export function ResetButton({ onReset, className }: { onReset: () => void; className?: string }) {
  const text = useMessages(designMessages);
  const { trackAction } = useToolTracking();
  return (
    <Button
      variant="outline"
      className={className}
      onClick={() => {
        onReset();
        trackAction('reset');
      }}
    >
      <RotateCcw aria-hidden="true" />
      {text.reset}
    </Button>
  );
}
