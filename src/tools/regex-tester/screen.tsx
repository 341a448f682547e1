import { RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import {
  WorkerSupersededError,
  WorkerTask,
  WorkerTimeoutError,
} from '../text-common/worker-task.ts';
import type { RegexOutcome } from './regex.ts';
import type { RegexRequest } from './regex-worker.ts';

const TIME_LIMIT_MS = 1000;
const FLAG_CHOICES = [
  { flag: 'g', label: 'g: all matches' },
  { flag: 'i', label: 'i: ignore case' },
  { flag: 'm', label: 'm: ^ and $ per line' },
  { flag: 's', label: 's: . matches line breaks' },
  { flag: 'u', label: 'u: Unicode' },
  { flag: 'y', label: 'y: sticky' },
] as const;
const MARKS = ['bg-amber-200 dark:bg-amber-800', 'bg-sky-200 dark:bg-sky-800'];

export default function RegexTesterScreen() {
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
      ? `The pattern ran for over ${TIME_LIMIT_MS / 1000} second on this text and was stopped. Nested repeats such as (a+)+ make it try too many ways: simplify it.`
      : outcome && !outcome.ok
        ? outcome.error
        : undefined;
  const good = !empty && outcome?.ok ? outcome : null;
  const summary = good
    ? good.total === 0
      ? 'No match.'
      : `${good.total.toLocaleString('en')} ${good.total === 1 ? 'match' : 'matches'}.`
    : '';

  return (
    <ToolLayout aside={<RegexGuide />}>
      <ToolPanel>
        <div className="space-y-5">
          <Field
            label="Regular expression"
            hint="Without the surrounding slashes, e.g. (\d{4})-(\d{2})"
            error={error}
          >
            <Input
              value={pattern}
              spellCheck={false}
              className="font-mono"
              onChange={(e) => setPattern(e.target.value)}
            />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium">
              Flags <span className="font-mono text-muted">/{flags}</span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {FLAG_CHOICES.map(({ flag, label }) => (
                <CheckboxField
                  key={flag}
                  label={label}
                  checked={flags.includes(flag)}
                  onChange={(on) => toggleFlag(flag, on)}
                />
              ))}
            </div>
          </fieldset>
          <Field label="Test text">
            <Textarea
              value={text}
              rows={7}
              spellCheck={false}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>

          <section aria-labelledby="regex-matches-heading" className="space-y-2">
            <h2 id="regex-matches-heading" className="text-base font-semibold">
              Matches{' '}
              {summary && (
                <span className="font-normal text-muted">({summary.replace('.', '')})</span>
              )}
            </h2>
            {good && text !== '' ? (
              <>
                <div
                  className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-line bg-canvas p-3 font-mono text-sm"
                  role="region"
                  aria-label="Test text with matches highlighted"
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
                {good.matches.length > 0 && <MatchTable outcome={good} />}
              </>
            ) : (
              <p className="text-sm text-muted">
                Type a pattern and some text: matches appear here as you type.
              </p>
            )}
          </section>

          <div className="space-y-3">
            <CheckboxField
              label="Preview a replacement"
              checked={useReplace}
              onChange={setUseReplace}
            />
            {useReplace && (
              <>
                <Field
                  label="Replace with"
                  hint="$1, $2... insert groups; $<name> a named group; $& the whole match."
                >
                  <Input
                    value={replacement}
                    spellCheck={false}
                    className="font-mono"
                    onChange={(e) => setReplacement(e.target.value)}
                  />
                </Field>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={replaceId} className="text-sm font-medium">
                    Result of the replacement
                  </label>
                  <Textarea id={replaceId} readOnly rows={5} value={good?.replaced ?? ''} />
                  {!flags.includes('g') && (
                    <p className="text-xs text-muted">
                      Without the g flag only the first match is replaced.
                    </p>
                  )}
                  <div>
                    <CopyButton text={good?.replaced ?? ''} what="The replaced text" />
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
            Reset
          </Button>
        </div>
        <PoliteStatus message={summary} />
      </ToolPanel>
    </ToolLayout>
  );
}

function MatchTable({ outcome }: { outcome: Extract<RegexOutcome, { ok: true }> }) {
  return (
    <div>
      <div
        className="max-h-72 overflow-auto rounded-lg border border-line"
        role="region"
        aria-label="List of matches"
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
                Position
              </th>
              <th scope="col" className="px-3 py-2">
                Match
              </th>
              <th scope="col" className="px-3 py-2">
                Groups
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {outcome.matches.map((match, index) => (
              <tr key={index} className="align-top">
                <td className="px-3 py-1.5">{index + 1}</td>
                <td className="px-3 py-1.5">{match.index}</td>
                <td className="break-all px-3 py-1.5 font-mono">
                  {match.text === '' ? <em className="text-muted">empty</em> : match.text}
                </td>
                <td className="px-3 py-1.5 font-mono text-xs">
                  {match.groups.length === 0
                    ? '-'
                    : match.groups.map((group) => (
                        <div key={group.label} className="break-all">
                          <span className="text-muted">{group.label}:</span>{' '}
                          {group.value === undefined ? (
                            <em className="text-muted">no match</em>
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
        <p className="mt-1 text-xs text-muted">
          Listing the first {outcome.matches.length.toLocaleString('en')} matches.
        </p>
      )}
    </div>
  );
}

function RegexGuide() {
  return (
    <GuideCard title="Quick reference">
      <ul className="space-y-1 font-mono text-xs text-ink">
        <li>
          <span className="font-semibold">\d \w \s</span>{' '}
          <span className="font-sans text-muted">digit, word character, space</span>
        </li>
        <li>
          <span className="font-semibold">. </span>{' '}
          <span className="font-sans text-muted">any character but a line break</span>
        </li>
        <li>
          <span className="font-semibold">* + ? {'{2,5}'}</span>{' '}
          <span className="font-sans text-muted">repeat: 0+, 1+, 0-1, 2 to 5</span>
        </li>
        <li>
          <span className="font-semibold">^ $</span>{' '}
          <span className="font-sans text-muted">start and end</span>
        </li>
        <li>
          <span className="font-semibold">[abc] [^abc]</span>{' '}
          <span className="font-sans text-muted">one of, none of</span>
        </li>
        <li>
          <span className="font-semibold">(x) (?&lt;name&gt;x)</span>{' '}
          <span className="font-sans text-muted">groups</span>
        </li>
        <li>
          <span className="font-semibold">a|b</span>{' '}
          <span className="font-sans text-muted">either</span>
        </li>
      </ul>
      <p>JavaScript&apos;s regular expressions, tested in your browser as you type.</p>
    </GuideCard>
  );
}
