import { Fragment, type ReactNode } from 'react';
import { GuideCard } from '../../components/tool-layout.tsx';
import { cn } from '../../lib/cn.ts';
import { richText, useMessages } from '../../i18n/index.ts';
import { formatCount } from '../../lib/format.ts';
import { textCommonMessages } from '../text-common/messages.ts';
import type { DiffResponse } from './diff-job.ts';
import { changesWithinLine, type LineRow, type WordPart } from './text-diff.ts';
import type { Translation } from '../../i18n/index.ts';
import type { diffMessages } from './messages.ts';

/** Drawing more rows than this would slow the page; the counts still cover everything. */
export const MAX_ROWS = 5000;

export type View = 'split' | 'inline';

export type Words = Translation<typeof diffMessages.en>;

export function DiffResult({
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

export function DiffGuide({ words }: { words: Words }) {
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
