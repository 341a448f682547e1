import { Loader2, RotateCcw, Wand2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { knownMessage, useMessages } from '../../i18n/index.ts';
import { describeCodeError, formatCodeError, type CodeErrorDetail } from './code-error.ts';
import { CodeOutput } from './code-output.tsx';
import { CopyButton } from './copy-button.tsx';
import { textCommonMessages } from './messages.ts';
import { PoliteStatus } from './polite-status.tsx';

export interface CodeToolConfig {
  /** 'CSS', 'HTML', 'JavaScript', 'PHP', 'SCSS'. */
  language: string;
  action: 'Format' | 'Compile';
  /** A code sample: the same in every language. */
  placeholder: string;
  /** The choice offered beside the button (indentation, output style) and its default. */
  option: { values: readonly string[]; initial: string };
  /**
   * Loads the library on first use (so it is fetched only on this page) and runs it. Notes are
   * warnings worth showing next to a good result (sass deprecations).
   */
  run: (code: string, option: string) => Promise<{ output: string; notes?: string[] }>;
  /** Fetches the library ahead of the first click. */
  preload: () => Promise<unknown>;
  /**
   * When to preload: as the screen shows (default), or when the visitor first touches or focuses
   * the tool, for a library whose start-up would block the page's load (sass: about 0.3 s of
   * main thread on a slow phone).
   */
  preloadWhen?: 'shown' | 'touched';
}

/** A code tool's own words in the shown language. */
export interface CodeToolWords {
  /**
   * The error's lead, word for word in English (docs/product.md#messages): 'Failed to format
   * CSS', 'Failed to compile SCSS'.
   */
  failure: string;
  outputLabel: string;
  /** The choice's label and option names; the indentation's when left out. */
  option?: { label: string; names: Readonly<Record<string, string>> };
  guide: ReactNode;
}

/**
 * The shared screen of the code formatters and the SCSS compiler: input, read-only output,
 * Format (or Compile), Reset, Copy Result. Errors name the parser's message and line, in a toast
 * and under the output.
 */
export function CodeToolScreen({
  config,
  words,
}: {
  config: CodeToolConfig;
  words: CodeToolWords;
}) {
  const common = useMessages(textCommonMessages);
  const text = common.code;
  const choice: NonNullable<CodeToolWords['option']> = words.option ?? common.indent;
  const options = config.option.values.map((value) => ({
    value,
    label: choice.names[value] ?? value,
  }));
  /** The parser's message (its own words) and its place, in the shown language. */
  const describe = (detail: CodeErrorDetail) =>
    formatCodeError(
      {
        ...detail,
        message: knownMessage(
          detail.message,
          { unreadable: textCommonMessages.en.code.unreadable },
          { unreadable: text.unreadable },
        ),
      },
      text,
    );
  const { trackAction, trackConversion } = useToolTracking();
  const outputId = useId();
  const [input, setInput] = useState('');
  const [option, setOption] = useState(config.option.initial);
  const [output, setOutput] = useState('');
  const [notes, setNotes] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [emptyError, setEmptyError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  // Warm the library while the visitor types; a failure here shows again on the first click.
  const warmed = useRef(false);
  const warm = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    config.preload().catch(() => {});
  }, [config]);
  useEffect(() => {
    if ((config.preloadWhen ?? 'shown') === 'shown') warm();
  }, [config, warm]);

  const run = async () => {
    if (input.trim() === '') {
      setEmptyError(text.empty(config.language));
      return;
    }
    setEmptyError(undefined);
    setBusy(true);
    const started = performance.now();
    try {
      const result = await config.run(input, option);
      setOutput(result.output);
      setNotes(result.notes ?? []);
      setError('');
      setStatus(text.done(config.action, result.output.split('\n').length));
      trackConversion({ processingTimeMs: Math.round(performance.now() - started) });
    } catch (caught) {
      const detail = describe(describeCodeError(caught));
      setOutput('');
      setNotes([]);
      setError(`${words.failure}: ${detail}`);
      setStatus('');
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setInput('');
    setOutput('');
    setNotes([]);
    setError('');
    setEmptyError(undefined);
    setStatus('');
    setOption(config.option.initial);
    trackAction('reset');
  };

  return (
    <ToolLayout aside={<GuideCard title={common.howToUse}>{words.guide}</GuideCard>}>
      <ToolPanel>
        <div className="grid gap-5 xl:grid-cols-2" onFocus={warm} onPointerDown={warm}>
          {/* On phones the buttons sit between input and output; on wide screens below both. */}
          <Field
            className="xl:order-1"
            label={text.input(config.language)}
            hint={text.hint}
            error={emptyError}
          >
            <Textarea
              value={input}
              rows={14}
              spellCheck={false}
              wrap="off"
              placeholder={config.placeholder}
              className="resize-y"
              onChange={(event) => {
                setInput(event.target.value);
                if (emptyError) setEmptyError(undefined);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  void run();
                }
              }}
            />
          </Field>
          <div className="flex flex-wrap items-end gap-3 xl:order-3 xl:col-span-2">
            <Field label={choice.label} className="w-full sm:w-48">
              <NativeSelect
                value={option}
                options={options}
                onChange={(event) => setOption(event.target.value)}
              />
            </Field>
            <Button onClick={() => void run()} disabled={busy}>
              {busy ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Wand2 aria-hidden="true" />
              )}
              {config.action === 'Compile'
                ? busy
                  ? text.compiling
                  : text.compile
                : busy
                  ? text.formatting
                  : text.format}
            </Button>
            <Button variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              {common.reset}
            </Button>
            <CopyButton text={output} label={common.copyResult} what={words.outputLabel} />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5 xl:order-2">
            <label htmlFor={outputId} className="text-sm font-medium text-ink">
              {words.outputLabel}
            </label>
            <CodeOutput
              id={outputId}
              value={output}
              label={words.outputLabel}
              placeholder={config.action === 'Compile' ? text.compiledHere : text.formattedHere}
            />
            {notes.length > 0 && (
              <div className="rounded-lg border border-line bg-canvas px-3 py-2 text-sm">
                <p className="font-medium">{text.warnings}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-muted">
                  {notes.map((note, index) => (
                    <li key={index}>{note}</li>
                  ))}
                </ul>
              </div>
            )}
            {error && (
              <p className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm text-danger">
                {error}
              </p>
            )}
          </div>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
