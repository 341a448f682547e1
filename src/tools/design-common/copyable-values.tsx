import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import { designMessages } from './messages.ts';
import { useCopy } from './use-copy.ts';

/** Rows of a label, a value in monospace and a Copy button for each. */
export function CopyableValues({
  values,
  testId,
}: {
  values: readonly (readonly [label: string, value: string])[];
  testId?: string;
}) {
  const text = useMessages(designMessages);
  const copy = useCopy();
  return (
    <ul className="divide-y divide-line" data-testid={testId}>
      {values.map(([label, value]) => (
        <li key={label} className="flex items-center justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
            <p className="font-mono text-base break-all">{value}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-label={text.copyValue(label, value)}
            onClick={() =>
              void copy(value, label.toLowerCase(), {
                title: text.copied,
                description: value,
              })
            }
          >
            <Copy aria-hidden="true" />
            {text.copy}
          </Button>
        </li>
      ))}
    </ul>
  );
}
