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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PreviewPanel title="Original">
        {original ? (
          <img src={original} alt="Your original" className="max-h-80 max-w-full object-contain" />
        ) : (
          <PreviewPlaceholder text="Your image appears here." />
        )}
      </PreviewPanel>
      <PreviewPanel title="Result" checkered>
        {result ? (
          <img src={result} alt={resultAlt} className="max-h-80 max-w-full object-contain" />
        ) : (
          <PreviewPlaceholder text={resultPlaceholder} />
        )}
      </PreviewPanel>
    </div>
  );
}
