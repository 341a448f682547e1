import { ArrowLeftRight, GitCompare, Loader2, RotateCcw } from 'lucide-react';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { richText, useMessages, type Translation } from '../../i18n/index.ts';
import { formatCount } from '../../lib/format.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { WorkerSupersededError, WorkerTask } from '../text-common/worker-task.ts';
import type { DiffRequest, DiffResponse } from './diff-job.ts';
import { diffMessages } from './messages.ts';
import { changesWithinLine, DIFF_TIMEOUT_MS, type LineRow, type WordPart } from './text-diff.ts';

/** Drawing more rows than this would slow the page; the counts still cover everything. */
const MAX_ROWS = 5000;

type Unit = 'lines' | 'words';
type View = 'split' | 'inline';
type Words = Translation<typeof diffMessages.en>;

export default function TextDiffScreen() {
  const words = useMessages(diffMessages);
  const common = useMessages(textCommonMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const task = useRef<WorkerTask<DiffRequest, DiffResponse> | null>(null);
  const [before, setBefore] = useState('');
  const [after, setAfter] = useState('');
  const [unit, setUnit] = useState<Unit>('lines');
  const [view, setView] = useState<View>('split');
  const [ignoreCase, setIgnoreCase] = useState(false);
  const [ignoreWhitespace, setIgnoreWhitespace] = useState(false);
  const [response, setResponse] = useState<DiffResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    const created = new WorkerTask<DiffRequest, DiffResponse>(
      () => new Worker(new URL('./diff-worker.ts', import.meta.url), { type: 'module' }),
    );
    task.current = created;
    return () => created.dispose();
  }, []);

  const compare = async (next: { unit: Unit; ignoreCase: boolean; ignoreWhitespace: boolean }) => {
    if (!task.current) return;
    setBusy(true);
    try {
      const answer = await task.current.run(
        {
          unit: next.unit,
          before,
          after,
          options: { ignoreCase: next.ignoreCase, ignoreWhitespace: next.ignoreWhitespace },
        },
        DIFF_TIMEOUT_MS + 3000,
      );
      setBusy(false);
      if (!answer.result) {
        setResponse(null);
        setError(words.tooLarge);
        setStatus('');
        return;
      }
      setError('');
      setResponse(answer);
      const { added, removed } = answer.result.stats;
      setStatus(added + removed === 0 ? words.same : words.status(added, removed, next.unit));
      trackConversion();
    } catch (caught) {
      if (caught instanceof WorkerSupersededError) return;
      setBusy(false);
      setResponse(null);
      setError(words.tooLarge);
    }
  };

  const settings = { unit, ignoreCase, ignoreWhitespace };
  const update = (patch: Partial<typeof settings>) => {
    if (patch.unit) setUnit(patch.unit);
    if (patch.ignoreCase !== undefined) setIgnoreCase(patch.ignoreCase);
    if (patch.ignoreWhitespace !== undefined) setIgnoreWhitespace(patch.ignoreWhitespace);
    // Once there is a result, a changed setting shows its effect at once.
    if (response) void compare({ ...settings, ...patch });
  };

  return (
    <ToolLayout aside={<DiffGuide words={words} />}>
      <ToolPanel>
        <div className="space-y-5">
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={words.original}>
              <Textarea
                value={before}
                rows={9}
                spellCheck={false}
                onChange={(e) => setBefore(e.target.value)}
              />
            </Field>
            <Field label={words.changedText}>
              <Textarea
                value={after}
                rows={9}
                spellCheck={false}
                onChange={(e) => setAfter(e.target.value)}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-8 gap-y-4">
            <ChoiceGroup
              look="list"
              inline
              legend={words.compareBy}
              value={unit}
              options={[
                { value: 'lines', label: words.lines },
                { value: 'words', label: words.words },
              ]}
              onChange={(value) => update({ unit: value })}
            />
            <ChoiceGroup
              look="list"
              inline
              legend={words.show}
              value={view}
              options={[
                { value: 'split', label: words.split },
                { value: 'inline', label: words.inline },
              ]}
              onChange={setView}
            />
            <fieldset>
              <legend className="text-sm font-medium">{words.options}</legend>
              <div className="mt-2 flex flex-col gap-2">
                <CheckboxField
                  label={words.ignoreCase}
                  checked={ignoreCase}
                  onChange={(value) => update({ ignoreCase: value })}
                />
                {unit === 'lines' && (
                  <CheckboxField
                    label={words.ignoreSpaces}
                    checked={ignoreWhitespace}
                    onChange={(value) => update({ ignoreWhitespace: value })}
                  />
                )}
              </div>
            </fieldset>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void compare(settings)} disabled={busy}>
              {busy ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <GitCompare aria-hidden="true" />
              )}
              {words.compare}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setBefore(after);
                setAfter(before);
                setResponse(null);
                trackAction('swap');
              }}
            >
              <ArrowLeftRight aria-hidden="true" />
              {words.swap}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setBefore('');
                setAfter('');
                setResponse(null);
                setError('');
                setStatus('');
                trackAction('reset');
              }}
            >
              <RotateCcw aria-hidden="true" />
              {common.reset}
            </Button>
          </div>
          <ErrorNote message={error} />
          {response?.result && <DiffResult response={response} view={view} words={words} />}
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}

function DiffResult({
  response,
  view,
  words,
}: {
  response: DiffResponse;
  view: View;
  words: Words;
}) {
  const stats = response.result!.stats;
  const unit = response.unit;
  return (
    <section aria-labelledby="diff-result-heading" className="space-y-3">
      <h2 id="diff-result-heading" className="text-base font-semibold">
        {words.differences}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={words.counts}>
        <li className="rounded-full bg-success-soft px-3 py-1 font-medium text-success">
          {words.added(stats.added, unit)}
        </li>
        <li className="rounded-full bg-danger-soft px-3 py-1 font-medium text-danger">
          {words.removed(stats.removed, unit)}
        </li>
        <li className="rounded-full bg-subtle px-3 py-1 font-medium text-muted">
          {words.unchanged(stats.unchanged, unit)}
        </li>
      </ul>
      {stats.added + stats.removed === 0 ? (
        <p className="text-sm">{words.same}</p>
      ) : response.unit === 'lines' ? (
        <LineView rows={response.result!.rows} view={view} words={words} />
      ) : (
        <WordView parts={response.result!.parts} view={view} words={words} />
      )}
    </section>
  );
}

const rowTone = {
  removed: 'bg-red-50 dark:bg-red-950',
  added: 'bg-green-50 dark:bg-green-950',
};

function Marked({ parts, side }: { parts: WordPart[]; side: 'left' | 'right' | 'both' }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'same') return <Fragment key={index}>{part.text}</Fragment>;
        if (part.kind === 'removed' && side !== 'right') {
          return (
            <del key={index} className="rounded-sm bg-red-200 text-red-950 decoration-red-900">
              {part.text}
            </del>
          );
        }
        if (part.kind === 'added' && side !== 'left') {
          return (
            <ins key={index} className="rounded-sm bg-green-200 text-green-950 no-underline">
              {part.text}
            </ins>
          );
        }
        return null;
      })}
    </>
  );
}

function LineText({ row, side }: { row: LineRow; side: 'left' | 'right' }) {
  const line = side === 'left' ? row.left : row.right;
  if (!line) return null;
  if (row.kind === 'changed' && row.left!.text.length + row.right!.text.length < 4000) {
    return <Marked parts={changesWithinLine(row.left!.text, row.right!.text)} side={side} />;
  }
  return <>{line.text}</>;
}

function LineView({ rows, view, words }: { rows: LineRow[]; view: View; words: Words }) {
  const shown = rows.slice(0, MAX_ROWS);
  const more = rows.length - shown.length;
  const cell = 'whitespace-pre-wrap break-words px-2 py-0.5 align-top font-mono text-xs';
  const num = 'w-10 select-none px-2 py-0.5 text-right align-top font-mono text-xs text-muted';
  return (
    <div>
      <ScrollRegion label={words.lineDifferences} className="rounded-lg border border-line">
        {view === 'split' ? (
          <table className="w-full min-w-[36rem] table-fixed border-collapse">
            <caption className="sr-only">{words.caption}</caption>
            <colgroup>
              <col className="w-10" />
              <col />
              <col className="w-10" />
              <col />
            </colgroup>
            <thead className="bg-canvas text-left text-xs">
              <tr>
                <th scope="col" colSpan={2} className="px-2 py-1 font-semibold">
                  {words.originalColumn}
                </th>
                <th
                  scope="col"
                  colSpan={2}
                  className="border-l border-line px-2 py-1 font-semibold"
                >
                  {words.changedColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => {
                const leftTone =
                  row.kind === 'removed' || row.kind === 'changed' ? rowTone.removed : '';
                const rightTone =
                  row.kind === 'added' || row.kind === 'changed' ? rowTone.added : '';
                return (
                  <tr key={index}>
                    <td className={cn(num, leftTone)}>{row.left?.number}</td>
                    <td className={cn(cell, leftTone)}>
                      {row.left && row.kind !== 'same' && (
                        <span className="sr-only">{words.removedMark}</span>
                      )}
                      <LineText row={row} side="left" />
                    </td>
                    <td className={cn(num, 'border-l border-line', rightTone)}>
                      {row.right?.number}
                    </td>
                    <td className={cn(cell, rightTone)}>
                      {row.right && row.kind !== 'same' && (
                        <span className="sr-only">{words.addedMark}</span>
                      )}
                      <LineText row={row} side="right" />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <ol className="font-mono text-xs">
            {shown.flatMap((row, index) => {
              const items = [];
              if (row.kind === 'same') {
                items.push(
                  <li key={`${index}s`} className="whitespace-pre-wrap break-words px-2 py-0.5">
                    <span aria-hidden="true" className="mr-2 text-muted">
                      {' '}
                    </span>
                    {row.left!.text}
                  </li>,
                );
              }
              if (row.left && row.kind !== 'same') {
                items.push(
                  <li
                    key={`${index}l`}
                    className={cn('whitespace-pre-wrap break-words px-2 py-0.5', rowTone.removed)}
                  >
                    <span aria-hidden="true" className="mr-2 font-bold text-danger">
                      -
                    </span>
                    <span className="sr-only">{words.removedMark}</span>
                    <LineText row={row} side="left" />
                  </li>,
                );
              }
              if (row.right && row.kind !== 'same') {
                items.push(
                  <li
                    key={`${index}r`}
                    className={cn('whitespace-pre-wrap break-words px-2 py-0.5', rowTone.added)}
                  >
                    <span aria-hidden="true" className="mr-2 font-bold text-success">
                      +
                    </span>
                    <span className="sr-only">{words.addedMark}</span>
                    <LineText row={row} side="right" />
                  </li>,
                );
              }
              return items;
            })}
          </ol>
        )}
      </ScrollRegion>
      {more > 0 && (
        <p className="mt-1 text-xs text-muted">
          {words.capped(formatCount(MAX_ROWS), formatCount(rows.length))}
        </p>
      )}
    </div>
  );
}

function WordView({ parts, view, words }: { parts: WordPart[]; view: View; words: Words }) {
  const box =
    'whitespace-pre-wrap break-words rounded-lg border border-line p-3 text-sm leading-relaxed';
  if (view === 'inline') {
    return (
      <ScrollRegion label={words.wordDifferences} className={box}>
        <Marked parts={parts} side="both" />
      </ScrollRegion>
    );
  }
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div>
        <h3 className="mb-1 text-xs font-semibold">{words.originalColumn}</h3>
        <ScrollRegion label={words.originalWords} className={box}>
          <Marked parts={parts} side="left" />
        </ScrollRegion>
      </div>
      <div>
        <h3 className="mb-1 text-xs font-semibold">{words.changedColumn}</h3>
        <ScrollRegion label={words.changedWords} className={box}>
          <Marked parts={parts} side="right" />
        </ScrollRegion>
      </div>
    </div>
  );
}

/** A scrolling box that keyboard users can reach and scroll. */
function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
      tabIndex={0}
      className={cn('relative max-h-[32rem] overflow-auto', className)}
    >
      {children}
    </div>
  );
}

function DiffGuide({ words }: { words: Words }) {
  const common = useMessages(textCommonMessages);
  const strong = (text: string) => <strong className="text-ink">{text}</strong>;
  return (
    <GuideCard title={common.howToUse}>
      <p>{words.guide.use}</p>
      <p>
        {richText(words.guide.units, { lines: strong(words.lines), words: strong(words.words) })}
      </p>
      <p>{words.guide.colours}</p>
    </GuideCard>
  );
}
