import {
  AlignLeft,
  CheckCircle2,
  Download,
  FileUp,
  Loader2,
  Minimize2,
  RotateCcw,
  XCircle,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { formatBytes, formatCount } from '../../lib/format.ts';
import { CodeOutput } from '../text-common/code-output.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { downloadText } from '../../lib/download.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { JsonWorkerClient } from './json-client.ts';
import type { JsonMode } from './json-format.ts';
import type { JsonResponse } from './json-job.ts';

/** The message for invalid input, word for word (docs/product.md#messages). */
export const INVALID_JSON = 'Invalid JSON format. Please check your input.';
/** Text longer than this is held aside instead of being put in the text box, which would freeze. */
const EDITABLE_CHARS = 500_000;
const MAX_FILE_BYTES = 50 * 1024 * 1024;

interface HeldDocument {
  name: string;
  text: string;
  bytes: number;
}

export default function JsonFormatterScreen() {
  const { trackAction, trackConversion } = useToolTracking();
  const inputId = useId();
  const outputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const client = useRef<JsonWorkerClient | null>(null);
  const latest = useRef(0);
  const [input, setInput] = useState('');
  const [held, setHeld] = useState<HeldDocument | null>(null);
  const [result, setResult] = useState<JsonResponse | null>(null);
  const [busy, setBusy] = useState<JsonMode | null>(null);
  const [notice, setNotice] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    const worker = new JsonWorkerClient();
    client.current = worker;
    return () => worker.dispose();
  }, []);

  const text = held ? held.text : input;

  const run = async (mode: JsonMode) => {
    if (!client.current) return;
    const ticket = ++latest.current;
    setBusy(mode);
    setNotice('');
    const started = performance.now();
    try {
      const response = await client.current.run(text, mode);
      if (ticket !== latest.current) return;
      setResult(response);
      if (response.ok) {
        const lines = response.starts.length;
        setStatus(
          `Valid JSON. ${mode === 'format' ? `Formatted to ${formatCount(lines)} lines` : 'Minified'}.`,
        );
        trackConversion({ processingTimeMs: Math.round(performance.now() - started) });
      } else {
        const { line, column } = response.error;
        // The error box below says it in full, once; screen readers hear where it is.
        setStatus(`Invalid JSON at line ${line}, column ${column}.`);
      }
    } catch {
      if (ticket !== latest.current) return;
      setNotice('The formatter stopped unexpectedly. Reload the page and try again.');
    } finally {
      if (ticket === latest.current) setBusy(null);
    }
  };

  const hold = (doc: HeldDocument) => {
    setHeld(doc);
    setInput('');
    setResult(null);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (pasted.length > EDITABLE_CHARS) {
      event.preventDefault();
      hold({ name: 'Pasted JSON', text: pasted, bytes: new Blob([pasted]).size });
    }
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setNotice(`${file.name} is ${formatBytes(file.size)}: choose a file of at most 50 MB.`);
      return;
    }
    try {
      const content = await file.text();
      trackAction('upload');
      if (content.length > EDITABLE_CHARS)
        hold({ name: file.name, text: content, bytes: file.size });
      else {
        setHeld(null);
        setInput(content);
        setResult(null);
      }
      setNotice('');
    } catch {
      setNotice(`${file.name} could not be read. Check that it is a text file and try again.`);
    }
  };

  const reset = () => {
    latest.current++;
    setInput('');
    setHeld(null);
    setResult(null);
    setBusy(null);
    setNotice('');
    setStatus('');
    trackAction('reset');
  };

  const valid = result?.ok ? result : null;
  const invalid = result && !result.ok ? result : null;

  return (
    <ToolLayout aside={<JsonGuide />}>
      <ToolPanel>
        <div className="flex flex-col gap-1.5">
          {held ? (
            <p className="text-sm font-medium text-ink">JSON input</p>
          ) : (
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              JSON input
            </label>
          )}
          {held ? (
            <div className="flex min-h-32 flex-col justify-center gap-2 rounded-lg border border-line bg-canvas p-4 text-sm">
              <p className="font-medium">
                {held.name}: {formatBytes(held.bytes)}
              </p>
              <p className="text-muted">
                Too large to edit comfortably here. Format or Minify it, then copy or download the
                result.
              </p>
            </div>
          ) : (
            <Textarea
              id={inputId}
              value={input}
              rows={12}
              spellCheck={false}
              placeholder='{"name": "Everyday Tools", "free": true, "tools": ["json", "css"]}'
              className="resize-y"
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => setInput(event.target.value)}
              onPaste={onPaste}
            />
          )}
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            Paste JSON or open a .json file (up to 50 MB). It is checked and formatted in your
            browser; nothing is uploaded.
          </p>
          {notice && (
            <p className="text-sm font-medium text-danger" role="alert">
              {notice}
            </p>
          )}
        </div>

        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => void run('format')} disabled={busy !== null}>
            {busy === 'format' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <AlignLeft aria-hidden="true" />
            )}
            Format
          </Button>
          <Button variant="secondary" onClick={() => void run('minify')} disabled={busy !== null}>
            {busy === 'minify' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Minimize2 aria-hidden="true" />
            )}
            Minify
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            <FileUp aria-hidden="true" />
            Open file
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json,text/plain"
            className="sr-only"
            tabIndex={-1}
            aria-label="Open a JSON file"
            onChange={(event) => {
              void openFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outline" onClick={reset}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        </div>

        <div className="mt-6">
          {valid && (
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex items-center gap-2 font-semibold text-success">
                  <CheckCircle2 className="size-5" aria-hidden="true" />
                  Valid JSON
                </p>
                <div className="flex flex-wrap gap-2">
                  <CopyButton size="sm" text={valid.output} what="The JSON" />
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      downloadText(
                        valid.output,
                        valid.mode === 'format' ? 'formatted.json' : 'minified.json',
                        'application/json',
                      );
                      trackAction('download');
                    }}
                  >
                    <Download aria-hidden="true" />
                    Download
                  </Button>
                </div>
              </div>
              <label htmlFor={outputId} className="sr-only">
                {valid.mode === 'format' ? 'Formatted JSON' : 'Minified JSON'}
              </label>
              <CodeOutput
                id={outputId}
                value={valid.output}
                starts={valid.starts}
                label={valid.mode === 'format' ? 'Formatted JSON' : 'Minified JSON'}
              />
            </div>
          )}
          {invalid && (
            <div className="rounded-lg border border-danger bg-danger-soft p-4 text-sm text-danger">
              <p className="flex items-center gap-2 font-semibold">
                <XCircle className="size-5" aria-hidden="true" />
                {INVALID_JSON}
              </p>
              <p className="mt-2 text-ink">
                Line {invalid.error.line}, column {invalid.error.column}: {invalid.error.message}.
              </p>
              <pre
                className="mt-2 overflow-x-auto rounded bg-surface p-2 font-mono text-xs text-ink"
                role="region"
                aria-label="The line with the error"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it may scroll sideways
                tabIndex={0}
              >
                {invalid.excerpt.text}
                {'\n'}
                <span aria-hidden="true">{' '.repeat(invalid.excerpt.caret)}^</span>
              </pre>
            </div>
          )}
          {!result && (
            <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
              The formatted JSON appears here.
            </p>
          )}
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}

function JsonGuide() {
  return (
    <GuideCard title="How to use">
      <p>
        <strong className="text-ink">Format</strong> indents the JSON with 2 spaces, one value per
        line. <strong className="text-ink">Minify</strong> removes every space and line break.
      </p>
      <p>
        Both check the JSON first. A mistake is shown with its line and column, such as a trailing
        comma, a missing quote or a single-quoted string.
      </p>
      <p>
        Numbers keep all their digits and strings keep their escapes. Large files (many megabytes)
        are handled in the background, so the page stays responsive.
      </p>
    </GuideCard>
  );
}
