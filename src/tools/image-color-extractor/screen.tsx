import { ImageUp, RotateCcw } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatBytes } from '../../lib/format.ts';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { NumberSliderField } from '../design-common/number-field.tsx';
import { Swatches } from '../design-common/swatches.tsx';
import { dominantColors, formatShare } from './extract.ts';
import { MAX_IMAGE_BYTES, checkImageFile } from './file-check.ts';
import { imageColorMessages } from './messages.ts';
import { readImagePixels } from './read-pixels.ts';

const DEFAULT_COUNT = 6;
const MIN_COUNT = 2;
const MAX_COUNT = 10;

interface Loaded {
  name: string;
  url: string;
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

export default function ImageColorExtractorScreen(_props: ToolScreenProps) {
  const text = useMessages(imageColorMessages);
  const inputId = useId();
  const errorId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [count, setCount] = useState(DEFAULT_COUNT);
  const { trackAction, trackConversion } = useToolTracking();
  const urlRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const replaceUrl = (url: string | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = url;
  };

  /** The problem shows once, inside the drop zone. */
  const fail = (message: string) => setError(message);

  const open = async (file: File | undefined, method: 'drop' | 'select') => {
    if (!file) return;
    const problem = checkImageFile(file, text.problems);
    if (problem) return fail(problem);
    trackAction('upload', { method, file_type: file.type, file_size: file.size });
    setReading(true);
    setError(null);
    const url = URL.createObjectURL(file);
    const started = performance.now();
    try {
      const { pixels, width, height } = await readImagePixels(url);
      if (dominantColors(pixels, 1).length === 0) {
        URL.revokeObjectURL(url);
        return fail(text.problems.transparent);
      }
      replaceUrl(url);
      setLoaded({ name: file.name, url, width, height, pixels });
      trackConversion({
        processingTimeMs: Math.round(performance.now() - started),
        filesProcessed: 1,
      });
    } catch {
      URL.revokeObjectURL(url);
      fail(text.problems.unreadable);
    } finally {
      setReading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void open(event.dataTransfer.files[0], 'drop');
  };

  const reset = () => {
    replaceUrl(null);
    setLoaded(null);
    setError(null);
    setCount(DEFAULT_COUNT);
    trackAction('reset');
  };

  const colors = useMemo(
    () => (loaded ? dominantColors(loaded.pixels, count) : []),
    [loaded, count],
  );

  return (
    <ToolLayout
      aside={
        <GuideCard title={text.howItWorks}>
          <p>{text.guide.local}</p>
          <p>{text.guide.grouping}</p>
          <p>{text.guide.count}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={text.yourImage}>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
            dragging ? 'border-accent bg-accent-soft' : 'border-line bg-canvas hover:border-accent',
          )}
        >
          <label htmlFor={inputId} className="flex cursor-pointer flex-col items-center gap-2">
            <ImageUp className="size-8 text-accent" aria-hidden="true" />
            <span className="font-semibold">{text.drop}</span>
            <span className="text-sm text-muted">{text.accepts(formatBytes(MAX_IMAGE_BYTES))}</span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => void open(event.target.files?.[0], 'select')}
            />
          </label>
          {error && (
            <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
        <p className="sr-only" aria-live="polite">
          {reading ? text.reading : loaded ? text.found(colors.length, loaded.name) : ''}
        </p>
        {reading && <p className="mt-3 text-sm text-muted">{text.reading}</p>}
        {loaded && (
          <div className="mt-5 flex flex-col items-center gap-2">
            <img
              src={loaded.url}
              alt={text.alt(loaded.name)}
              className="max-h-64 max-w-full rounded-lg border border-line object-contain"
            />
            <p className="text-sm text-muted">
              {text.size(loaded.name, loaded.width, loaded.height)}
            </p>
          </div>
        )}
      </ToolPanel>

      {loaded && (
        <ToolPanel title={text.dominant}>
          <div className="mb-5 sm:max-w-md">
            <NumberSliderField
              label={text.count}
              min={MIN_COUNT}
              max={MAX_COUNT}
              value={count}
              onChange={setCount}
            />
          </div>
          <Swatches
            testId="extracted-colors"
            items={colors.map(({ color, share }) => ({
              color,
              note: text.share(formatShare(share)),
            }))}
          />
          <Button variant="outline" className="mt-4" onClick={reset}>
            <RotateCcw aria-hidden="true" />
            {text.reset}
          </Button>
        </ToolPanel>
      )}
    </ToolLayout>
  );
}
