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
import { knownMessage, richText, useMessages, type Translation } from '../../i18n/index.ts';
import { formatBytes, formatCount } from '../../lib/format.ts';
import { CodeOutput } from '../text-common/code-output.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { downloadText } from '../../lib/download.ts';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { JsonWorkerClient } from './json-client.ts';
import type { JsonMode } from './json-format.ts';
import type { JsonResponse } from './json-job.ts';
import { jsonMessages, parserEnglish } from './messages.ts';

type Words = Translation<typeof jsonMessages.en>;
/** Text longer than this is held aside instead of being put in the text box, which would freeze. */
const EDITABLE_CHARS = 500_000;
const MAX_FILE_BYTES = 50 * 1024 * 1024;

interface HeldDocument {
  name: string;
  text: string;
  bytes: number;
}

/** The parser's English message (json-format.ts) in the shown language; others as they are. */
function shownParserMessage(message: string, words: Words): string {
  const known = (english: string) => knownMessage(english, parserEnglish, words.parser);
  const end = /^Unexpected end of the text: (.*)$/s.exec(message);
  if (end) return words.unexpectedEnd(known(end[1]!));
  const character = /^Unexpected character (.+?): (expected .*)$/s.exec(message);
  if (character) return words.unexpectedCharacter(character[1]!, known(character[2]!));
  return known(message);
}

export default function JsonFormatterScreen() {
  const words = useMessages(jsonMessages);
  const common = useMessages(textCommonMessages);
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
          mode === 'format' ? words.validFormatted(formatCount(lines)) : words.validMinified,
        );
        trackConversion({ processingTimeMs: Math.round(performance.now() - started) });
      } else {
        const { line, column } = response.error;
        // The error box below says it in full, once; screen readers hear where it is.
        setStatus(words.invalidAt(line, column));
      }
    } catch {
      if (ticket !== latest.current) return;
      setNotice(words.stopped);
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
      hold({ name: words.pasted, text: pasted, bytes: new Blob([pasted]).size });
    }
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setNotice(words.tooLarge(file.name, formatBytes(file.size)));
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
      setNotice(words.unreadable(file.name));
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
    <ToolLayout aside={<JsonGuide words={words} />}>
      <ToolPanel>
        <div className="flex flex-col gap-1.5">
          {held ? (
            <p className="text-sm font-medium text-ink">{words.input}</p>
          ) : (
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              {words.input}
            </label>
          )}
          {held ? (
            <div className="flex min-h-32 flex-col justify-center gap-2 rounded-lg border border-line bg-canvas p-4 text-sm">
              <p className="font-medium">
                {held.name}: {formatBytes(held.bytes)}
              </p>
              <p className="text-muted">{words.held}</p>
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
            {words.hint}
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
            {words.format}
          </Button>
          <Button variant="secondary" onClick={() => void run('minify')} disabled={busy !== null}>
            {busy === 'minify' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Minimize2 aria-hidden="true" />
            )}
            {words.minify}
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            <FileUp aria-hidden="true" />
            {words.openFile}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json,text/plain"
            className="sr-only"
            tabIndex={-1}
            aria-label={words.openFileLabel}
            onChange={(event) => {
              void openFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outline" onClick={reset}>
            <RotateCcw aria-hidden="true" />
            {common.reset}
          </Button>
        </div>

        <div className="mt-6">
          {valid && (
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex items-center gap-2 font-semibold text-success">
                  <CheckCircle2 className="size-5" aria-hidden="true" />
                  {words.valid}
                </p>
                <div className="flex flex-wrap gap-2">
                  <CopyButton size="sm" text={valid.output} what={words.copiedWhat} />
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
                    {words.download}
                  </Button>
                </div>
              </div>
              <label htmlFor={outputId} className="sr-only">
                {valid.mode === 'format' ? words.formatted : words.minified}
              </label>
              <CodeOutput
                id={outputId}
                value={valid.output}
                starts={valid.starts}
                label={valid.mode === 'format' ? words.formatted : words.minified}
              />
            </div>
          )}
          {invalid && (
            <div className="rounded-lg border border-danger bg-danger-soft p-4 text-sm text-danger">
              <p className="flex items-center gap-2 font-semibold">
                <XCircle className="size-5" aria-hidden="true" />
                {words.invalid}
              </p>
              <p className="mt-2 text-ink">
                {words.where(
                  invalid.error.line,
                  invalid.error.column,
                  shownParserMessage(invalid.error.message, words),
                )}
              </p>
              <pre
                className="mt-2 overflow-x-auto rounded bg-surface p-2 font-mono text-xs text-ink"
                role="region"
                aria-label={words.errorLine}
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
              {words.empty}
            </p>
          )}
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}

function JsonGuide({ words }: { words: Words }) {
  const common = useMessages(textCommonMessages);
  const strong = (text: string) => <strong className="text-ink">{text}</strong>;
  return (
    <GuideCard title={common.howToUse}>
      <p>
        {richText(words.guide.modes, {
          format: strong(words.format),
          minify: strong(words.minify),
        })}
      </p>
      <p>{words.guide.check}</p>
      <p>{words.guide.large}</p>
    </GuideCard>
  );
}
