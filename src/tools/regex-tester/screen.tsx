import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { useMessages, type Translation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import {
  WorkerSupersededError,
  WorkerTask,
  WorkerTimeoutError,
} from '../text-common/worker-task.ts';
import type { RegexOutcome } from './regex.ts';
import type { RegexRequest } from './regex-worker.ts';
import { regexMessages } from './messages.ts';

const TIME_LIMIT_MS = 1000;
const FLAG_CHOICES = ['g', 'i', 'm', 's', 'u', 'y'] as const;
const MARKS = ['bg-amber-200 dark:bg-amber-800', 'bg-sky-200 dark:bg-sky-800'];

export default function RegexTesterScreen() {
  const words = useMessages(regexMessages);
  const common = useMessages(textCommonMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const task = useRef<WorkerTask<RegexRequest, RegexOutcome> | null>(null);
  const replaceId = useId();
  const [pattern, setPattern] = useState('');
  const [flags, setFlags] = useState('g');
  const [text, setText] = useState('');
  const [useReplace, setUseReplace] = useState(false);
  const [replacement, setReplacement] = useState('');
  const [outcome, setOutcome] = useState<RegexOutcome | null>(null);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const created = new WorkerTask<RegexRequest, RegexOutcome>(
      () => new Worker(new URL('./regex-worker.ts', import.meta.url), { type: 'module' }),
    );
    task.current = created;
    return () => created.dispose();
  }, []);

  useEffect(() => {
    // An empty pattern shows nothing (see below); there is nothing to run.
    if (pattern === '') return;
    let current = true;
    // Wait for a pause in typing, then test in the worker.
    const timer = setTimeout(() => {
      task.current
        ?.run({ pattern, flags, text, replacement: useReplace ? replacement : null }, TIME_LIMIT_MS)
        .then((result) => {
          if (!current) return;
          setOutcome(result);
          setTimedOut(false);
          if (result.ok && result.total > 0) trackConversion();
        })
        .catch((error: unknown) => {
          if (!current || error instanceof WorkerSupersededError) return;
          setOutcome(null);
          setTimedOut(error instanceof WorkerTimeoutError);
        });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pattern, flags, text, useReplace, replacement, trackConversion]);

  const toggleFlag = (flag: string, on: boolean) =>
    setFlags((current) =>
      on ? [...new Set([...current, flag])].sort().join('') : current.replace(flag, ''),
    );

  const empty = pattern === '';
  const error = empty
    ? undefined
    : timedOut
      ? words.timedOut(TIME_LIMIT_MS / 1000)
      : outcome && !outcome.ok
        ? outcome.error.startsWith(regexMessages.en.syntaxErrorPrefix)
          ? words.syntaxError(outcome.error.slice(regexMessages.en.syntaxErrorPrefix.length))
          : outcome.error
        : undefined;
  const good = !empty && outcome?.ok ? outcome : null;
  const count = good ? words.count(good.total) : '';
  const summary = good ? words.sentence(count) : '';

  return (
    <ToolLayout aside={<RegexGuide words={words} />}>
      <ToolPanel>
        <div className="space-y-5">
          <Field label={words.pattern} hint={words.patternHint} error={error}>
            <Input
              value={pattern}
              spellCheck={false}
              className="font-mono"
              onChange={(e) => setPattern(e.target.value)}
            />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium">
              {words.flagsLegend} <span className="font-mono text-muted">/{flags}</span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {FLAG_CHOICES.map((flag) => (
                <CheckboxField
                  key={flag}
                  label={words.flags[flag]}
                  checked={flags.includes(flag)}
                  onChange={(on) => toggleFlag(flag, on)}
                />
              ))}
            </div>
          </fieldset>
          <Field label={words.testText}>
            <Textarea
              value={text}
              rows={7}
              spellCheck={false}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>

          <section aria-labelledby="regex-matches-heading" className="space-y-2">
            <h2 id="regex-matches-heading" className="text-base font-semibold">
              {words.matches} {count && <span className="font-normal text-muted">({count})</span>}
            </h2>
            {good && text !== '' ? (
              <>
                <div
                  className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-line bg-canvas p-3 font-mono text-sm"
                  role="region"
                  aria-label={words.highlighted}
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region
                  tabIndex={0}
                >
                  {good.segments.map((segment, index) =>
                    segment.match === undefined ? (
                      <span key={index}>{segment.text}</span>
                    ) : (
                      <mark
                        key={index}
                        className={cn('rounded-sm text-ink', MARKS[segment.match % 2])}
                      >
                        {segment.text}
                      </mark>
                    ),
                  )}
                </div>
                {good.matches.length > 0 && <MatchTable outcome={good} words={words} />}
              </>
            ) : (
              <p className="text-sm text-muted">{words.waiting}</p>
            )}
          </section>

          <div className="space-y-3">
            <CheckboxField
              label={words.previewReplacement}
              checked={useReplace}
              onChange={setUseReplace}
            />
            {useReplace && (
              <>
                <Field label={words.replaceWith} hint={words.replaceHint}>
                  <Input
                    value={replacement}
                    spellCheck={false}
                    className="font-mono"
                    onChange={(e) => setReplacement(e.target.value)}
                  />
                </Field>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={replaceId} className="text-sm font-medium">
                    {words.replaced}
                  </label>
                  <Textarea id={replaceId} readOnly rows={5} value={good?.replaced ?? ''} />
                  {!flags.includes('g') && <p className="text-xs text-muted">{words.firstOnly}</p>}
                  <div>
                    <CopyButton text={good?.replaced ?? ''} what={words.replacedWhat} />
                  </div>
                </div>
              </>
            )}
          </div>

          <Button
            variant="outline"
            onClick={() => {
              setPattern('');
              setFlags('g');
              setText('');
              setReplacement('');
              setUseReplace(false);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {common.reset}
          </Button>
        </div>
        <PoliteStatus message={summary} />
      </ToolPanel>
    </ToolLayout>
  );
}

type Words = Translation<typeof regexMessages.en>;

function MatchTable({
  outcome,
  words,
}: {
  outcome: Extract<RegexOutcome, { ok: true }>;
  words: Words;
}) {
  return (
    <div>
      <div
        className="max-h-72 overflow-auto rounded-lg border border-line"
        role="region"
        aria-label={words.list}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-canvas text-xs">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                {words.position}
              </th>
              <th scope="col" className="px-3 py-2">
                {words.match}
              </th>
              <th scope="col" className="px-3 py-2">
                {words.groups}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {outcome.matches.map((match, index) => (
              <tr key={index} className="align-top">
                <td className="px-3 py-1.5">{index + 1}</td>
                <td className="px-3 py-1.5">{match.index}</td>
                <td className="break-all px-3 py-1.5 font-mono">
                  {match.text === '' ? <em className="text-muted">{words.empty}</em> : match.text}
                </td>
                <td className="px-3 py-1.5 font-mono text-xs">
                  {match.groups.length === 0
                    ? '-'
                    : match.groups.map((group) => (
                        <div key={group.label} className="break-all">
                          <span className="text-muted">{group.label}:</span>{' '}
                          {group.value === undefined ? (
                            <em className="text-muted">{words.noMatch}</em>
                          ) : (
                            group.value
                          )}
                        </div>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {outcome.truncated && (
        <p className="mt-1 text-xs text-muted">{words.listing(outcome.matches.length)}</p>
      )}
    </div>
  );
}

function RegexGuide({ words }: { words: Words }) {
  const text = words.reference;
  return (
    <GuideCard title={words.quickReference}>
      <ul className="space-y-1 font-mono text-xs text-ink">
        <li>
          <span className="font-semibold">\d \w \s</span>{' '}
          <span className="font-sans text-muted">{text.classes}</span>
        </li>
        <li>
          <span className="font-semibold">. </span>{' '}
          <span className="font-sans text-muted">{text.dot}</span>
        </li>
        <li>
          <span className="font-semibold">* + ? {'{2,5}'}</span>{' '}
          <span className="font-sans text-muted">{text.repeat}</span>
        </li>
        <li>
          <span className="font-semibold">^ $</span>{' '}
          <span className="font-sans text-muted">{text.anchors}</span>
        </li>
        <li>
          <span className="font-semibold">[abc] [^abc]</span>{' '}
          <span className="font-sans text-muted">{text.sets}</span>
        </li>
        <li>
          <span className="font-semibold">(x) (?&lt;name&gt;x)</span>{' '}
          <span className="font-sans text-muted">{text.groups}</span>
        </li>
        <li>
          <span className="font-semibold">a|b</span>{' '}
          <span className="font-sans text-muted">{text.either}</span>
        </li>
      </ul>
      <p>{words.engine}</p>
    </GuideCard>
  );
}
