import { Loader2, RotateCcw, Wand2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { NativeSelect, type SelectOption } from '../../components/ui/native-select.tsx';
import { describeCodeError, formatCodeError } from './code-error.ts';
import { CodeOutput } from './code-output.tsx';
import { CopyButton } from './copy-button.tsx';
import { PoliteStatus } from './polite-status.tsx';

export interface CodeToolConfig {
  /** 'CSS', 'HTML', 'JavaScript', 'PHP', 'SCSS'. */
  language: string;
  /** 'Format' or 'Compile'. */
  action: string;
  /**
   * The toast text, word for word (docs/product.md#messages): 'Failed to format CSS', 'Failed to
   * compile SCSS'.
   */
  failure: string;
  outputLabel: string;
  placeholder: string;
  /** The choice offered beside the button (indentation, output style) and its default. */
  option: { label: string; options: readonly SelectOption[]; initial: string };
  /**
   * Loads the library on first use (so it is fetched only on this page) and runs it. Notes are
   * warnings worth showing next to a good result (sass deprecations).
   */
  run: (code: string, option: string) => Promise<{ output: string; notes?: string[] }>;
  /** Fetches the library ahead of the first click. */
  preload: () => Promise<unknown>;
  guide: ReactNode;
}

/**
 * The shared screen of the code formatters and the SCSS compiler: input, read-only output,
 * Format (or Compile), Reset, Copy Result. Errors name the parser's message and line, in a toast
 * and under the output.
 */
export function CodeToolScreen({ config }: { config: CodeToolConfig }) {
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

  useEffect(() => {
    // Warm the library while the visitor types; a failure here shows again on the first click.
    config.preload().catch(() => {});
  }, [config]);

  const run = async () => {
    if (input.trim() === '') {
      setEmptyError(`Paste or type some ${config.language} first.`);
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
      setStatus(`${config.action} done: ${result.output.split('\n').length} lines.`);
      trackConversion({ processingTimeMs: Math.round(performance.now() - started) });
    } catch (caught) {
      const detail = formatCodeError(describeCodeError(caught));
      setOutput('');
      setNotes([]);
      setError(`${config.failure}: ${detail}`);
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
    <ToolLayout aside={<GuideCard title="How to use">{config.guide}</GuideCard>}>
      <ToolPanel>
        <div className="grid gap-5 xl:grid-cols-2">
          {/* On phones the buttons sit between input and output; on wide screens below both. */}
          <Field
            className="xl:order-1"
            label={`${config.language} input`}
            hint="Ctrl+Enter (or Cmd+Enter) runs it too. Your code never leaves this browser."
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
            <Field label={config.option.label} className="w-full sm:w-48">
              <NativeSelect
                value={option}
                options={config.option.options}
                onChange={(event) => setOption(event.target.value)}
              />
            </Field>
            <Button onClick={() => void run()} disabled={busy}>
              {busy ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Wand2 aria-hidden="true" />
              )}
              {busy
                ? `${config.action === 'Compile' ? 'Compiling' : 'Formatting'}...`
                : config.action}
            </Button>
            <Button variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              Reset
            </Button>
            <CopyButton text={output} label="Copy Result" what={config.outputLabel} />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5 xl:order-2">
            <label htmlFor={outputId} className="text-sm font-medium text-ink">
              {config.outputLabel}
            </label>
            <CodeOutput
              id={outputId}
              value={output}
              label={config.outputLabel}
              placeholder={`The ${config.action === 'Compile' ? 'compiled CSS' : 'formatted code'} appears here.`}
            />
            {notes.length > 0 && (
              <div className="rounded-lg border border-line bg-canvas px-3 py-2 text-sm">
                <p className="font-medium">Warnings</p>
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
