import { Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { downloadText } from '../../lib/download.ts';
import { useCopy } from './use-copy.ts';

export const CSS_COPIED = { title: 'Copied!', description: 'CSS copied to clipboard.' } as const;

/** The generated CSS of a design tool with Copy CSS and, when a file name is given, Download CSS. */
export function CssOutput({ css, fileName }: { css: string; fileName?: string }) {
  const headingId = useId();
  const copy = useCopy();
  const { trackAction } = useToolTracking();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        Generated CSS
      </h3>
      <pre
        aria-labelledby={headingId}
        className="whitespace-pre-wrap break-words rounded-lg border border-line bg-canvas p-4 font-mono text-sm text-ink"
        data-testid="generated-css"
      >
        <code>{css}</code>
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy(css, 'css', CSS_COPIED)}>
          <Copy aria-hidden="true" />
          Copy CSS
        </Button>
        {fileName && (
          <Button
            variant="outline"
            onClick={() => {
              downloadText(css, fileName, 'text/css');
              trackAction('download', { file_name: fileName });
            }}
          >
            <Download aria-hidden="true" />
            Download CSS
          </Button>
        )}
      </div>
    </section>
  );
}
