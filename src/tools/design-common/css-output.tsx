import { Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { downloadText } from '../../lib/download.ts';
import { useMessages } from '../../i18n/index.ts';
import { designMessages } from './messages.ts';
import { useCopy } from './use-copy.ts';

/** The generated CSS of a design tool with Copy CSS and, when a file name is given, Download CSS. */
export function CssOutput({ css, fileName }: { css: string; fileName?: string }) {
  const text = useMessages(designMessages);
  const headingId = useId();
  const copy = useCopy();
  const { trackAction } = useToolTracking();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {text.css.heading}
      </h3>
      <pre
        aria-labelledby={headingId}
        className="whitespace-pre-wrap break-words rounded-lg border border-line bg-canvas p-4 font-mono text-sm text-ink"
        data-testid="generated-css"
      >
        <code>{css}</code>
      </pre>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            void copy(css, 'css', {
              title: text.css.copiedTitle,
              description: text.css.copiedDescription,
            })
          }
        >
          <Copy aria-hidden="true" />
          {text.css.copy}
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
            {text.css.download}
          </Button>
        )}
      </div>
    </section>
  );
}
