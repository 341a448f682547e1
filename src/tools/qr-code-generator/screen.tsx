import { Download, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { knownMessage, useMessages, type Translation } from '../../i18n/index.ts';
import { dataUrlToBlob, downloadBlob, downloadText } from '../../lib/download.ts';
import { ErrorNote } from '../text-common/error-note.tsx';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { qrEnglish, qrMessages } from './messages.ts';
import {
  colourWarning,
  ecLevels,
  explainQrError,
  MAX_SIZE,
  MIN_SIZE,
  qrInfo,
  qrInputError,
  qrPngDataUrl,
  qrSvg,
  qrSvgNow,
  type EcLevel,
  type QrOptions,
} from './qr.ts';

const DEFAULTS: QrOptions = {
  text: 'https://example.com',
  level: 'M',
  size: 256,
  foreground: '#000000',
  background: '#ffffff',
};

/** qr.ts's English message in the shown language; the library's own reason stays as it is. */
function shownQrMessage(message: string, words: Translation<typeof qrMessages.en>): string {
  const level = /^Too much text for a QR code at error correction (\w)\. /.exec(message);
  if (level) return words.tooMuchAt(level[1]!);
  const prefix = 'The QR code could not be made: ';
  if (message.startsWith(prefix)) return words.couldNotMake(message.slice(prefix.length));
  return knownMessage(message, qrEnglish, words.qr);
}

interface Drawn {
  svg: string;
  version: number;
  modules: number;
  options: QrOptions;
}

function drawExample(): Drawn {
  return { svg: qrSvgNow(DEFAULTS), ...qrInfo(DEFAULTS), options: DEFAULTS };
}

export default function QrCodeScreen() {
  const words = useMessages(qrMessages);
  const common = useMessages(textCommonMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const sizeId = useId();
  const [options, setOptions] = useState<QrOptions>(DEFAULTS);
  // The example's code is on the first paint (the server's too), not drawn after a pause.
  const [drawn, setDrawn] = useState<Drawn | null>(drawExample);
  /** qr.ts's message in English, shown in the shown language. */
  const [error, setError] = useState('');
  const [downloadError, setDownloadError] = useState('');
  const set = (patch: Partial<QrOptions>) => setOptions((current) => ({ ...current, ...patch }));

  useEffect(() => {
    // The example is drawn already (first render, reset).
    if (options === DEFAULTS) return;
    let current = true;
    const timer = setTimeout(() => {
      const problem = qrInputError(options);
      if (problem) {
        setDrawn(null);
        setError(problem);
        return;
      }
      qrSvg(options)
        .then((svg) => {
          if (!current) return;
          setDrawn({ svg, ...qrInfo(options), options });
          setError('');
        })
        .catch((caught: unknown) => {
          if (!current) return;
          setDrawn(null);
          setError(explainQrError(caught, options.level));
        });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [options]);

  const downloadPng = async () => {
    if (!drawn) return;
    setDownloadError('');
    try {
      const url = await qrPngDataUrl(drawn.options);
      downloadBlob(dataUrlToBlob(url), 'qr-code.png');
      trackAction('download', { format: 'png' });
      trackConversion();
    } catch {
      setDownloadError(words.pngFailed);
    }
  };

  const downloadSvg = () => {
    if (!drawn) return;
    downloadText(drawn.svg, 'qr-code.svg', 'image/svg+xml');
    trackAction('download', { format: 'svg' });
    trackConversion();
  };

  const colours = colourWarning(options.foreground, options.background);
  const warning = colours && shownQrMessage(colours, words);
  return (
    <ToolLayout aside={<QrGuide />}>
      <ToolPanel>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="space-y-5">
            <Field
              label={words.textOrLink}
              hint={words.characters(Array.from(options.text).length)}
            >
              <Textarea
                value={options.text}
                rows={4}
                className="font-sans text-base"
                spellCheck={false}
                onChange={(event) => set({ text: event.target.value })}
              />
            </Field>
            <Field label={words.errorCorrection}>
              <NativeSelect
                value={options.level}
                options={ecLevels.map((level) => ({
                  value: level,
                  label: words.levels[level],
                }))}
                onChange={(event) => set({ level: event.target.value as EcLevel })}
              />
            </Field>
            <div>
              <div className="flex items-center justify-between">
                <span id={sizeId} className="text-sm font-medium">
                  {words.imageSize}
                </span>
                <span className="font-mono text-sm" aria-hidden="true">
                  {options.size} x {options.size} px
                </span>
              </div>
              <Slider
                className="mt-3"
                thumbLabel={words.imageSizeLabel}
                aria-labelledby={sizeId}
                min={MIN_SIZE}
                max={MAX_SIZE}
                step={32}
                value={[options.size]}
                onValueChange={([value]) => set({ size: value ?? options.size })}
              />
            </div>
            <div className="flex flex-wrap gap-4">
              <ColourField
                label={words.codeColour}
                value={options.foreground}
                onChange={(foreground) => set({ foreground })}
              />
              <ColourField
                label={words.background}
                value={options.background}
                onChange={(background) => set({ background })}
              />
            </div>
            {warning && (
              <p className="text-sm font-medium text-amber-900 dark:text-amber-300">{warning}</p>
            )}
          </div>

          <div className="flex flex-col items-center gap-3">
            <div className="flex size-64 items-center justify-center rounded-lg border border-line bg-canvas p-2">
              {drawn ? (
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
                  alt={words.alt(drawn.options.text.slice(0, 200))}
                  className="size-full"
                />
              ) : (
                <p className="px-4 text-center text-sm text-muted">{words.appearsHere}</p>
              )}
            </div>
            {/* Always there, one line high, so the buttons below hold still when the code is drawn. */}
            <p className="min-h-4 text-xs text-muted">
              {drawn && words.version(drawn.version, drawn.modules)}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => void downloadPng()} disabled={!drawn}>
                <Download aria-hidden="true" />
                PNG
              </Button>
              <Button variant="secondary" onClick={downloadSvg} disabled={!drawn}>
                <Download aria-hidden="true" />
                SVG
              </Button>
            </div>
            <ErrorNote message={downloadError} />
          </div>
        </div>
        <div className="mt-5 space-y-4">
          <ErrorNote message={error && shownQrMessage(error, words)} />
          <Button
            variant="outline"
            onClick={() => {
              setOptions(DEFAULTS);
              setDrawn(drawExample());
              setError('');
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {common.reset}
          </Button>
        </div>
        <PoliteStatus message={drawn ? words.ready(drawn.version) : ''} />
      </ToolPanel>
    </ToolLayout>
  );
}

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-14 cursor-pointer rounded-lg border border-line bg-surface p-1"
        />
        <span className="font-mono text-sm" aria-hidden="true">
          {value}
        </span>
      </div>
    </div>
  );
}

function QrGuide() {
  const words = useMessages(qrMessages);
  const common = useMessages(textCommonMessages);
  return (
    <GuideCard title={common.howToUse}>
      <p>{words.guide.use}</p>
      <p>{words.guide.correction}</p>
      <p>{words.guide.contrast}</p>
    </GuideCard>
  );
}
