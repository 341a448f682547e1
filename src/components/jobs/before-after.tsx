import { useMessages } from '../../i18n/index.ts';
import { jobMessages } from './messages.ts';
import { PreviewPanel, PreviewPlaceholder } from './preview-panel.tsx';

/** The original image beside the result, each in its panel, the result on a chequerboard. */
export function BeforeAfter({
  original,
  result,
  resultAlt,
  resultPlaceholder,
}: {
  original: string | undefined;
  result: string | undefined;
  resultAlt: string;
  resultPlaceholder: string;
}) {
  const m = useMessages(jobMessages).preview;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PreviewPanel title={m.original}>
        {original ? (
          <img src={original} alt={m.yourOriginal} className="max-h-80 max-w-full object-contain" />
        ) : (
          <PreviewPlaceholder text={m.imageAppears} />
        )}
      </PreviewPanel>
      <PreviewPanel title={m.result} checkered>
        {result ? (
          <img src={result} alt={resultAlt} className="max-h-80 max-w-full object-contain" />
        ) : (
          <PreviewPlaceholder text={resultPlaceholder} />
        )}
      </PreviewPanel>
    </div>
  );
}
