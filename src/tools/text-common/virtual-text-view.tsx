import { useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { formatCount } from '../../lib/format.ts';
import { textCommonMessages } from './messages.ts';
import { lineStarts as findLineStarts, rowAt, rowOffsets } from './text-rows.ts';

const ROW_HEIGHT = 20;
const OVERSCAN = 10;
/** Browsers cap an element's height near 33 million pixels: show at most this many rows. */
const MAX_ROWS = 1_500_000;

export interface VirtualTextViewProps {
  text: string;
  /** Line starts when already known (the JSON worker sends them), else computed here. */
  starts?: Uint32Array | undefined;
  /** The accessible name of the scrollable region. */
  label: string;
  heightClass?: string;
}

/**
 * A read-only view of a text of any size: only the rows in view are in the page, so megabytes of
 * output never freeze it. Long lines wrap at a fixed number of characters. Copy and Download next
 * to it give the whole text.
 */
export function VirtualTextView({
  text,
  starts,
  label,
  heightClass = 'h-96',
}: VirtualTextViewProps) {
  const words = useMessages(textCommonMessages);
  const scroller = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const [box, setBox] = useState({ width: 600, height: 384, charWidth: 8.4 });
  const [scrollTop, setScrollTop] = useState(0);
  const frame = useRef(0);

  const lines = useMemo(() => starts ?? findLineStarts(text), [starts, text]);
  const gutterChars = String(lines.length).length + 1;
  const columns = Math.max(16, Math.floor((box.width - 24) / box.charWidth) - gutterChars - 1);
  const offsets = useMemo(() => rowOffsets(text, lines, columns), [text, lines, columns]);
  const totalRows = offsets[lines.length]!;
  const shownRows = Math.min(totalRows, MAX_ROWS);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const charWidth = (probe.current?.getBoundingClientRect().width ?? 840) / 100;
      setBox({ width: element.clientWidth, height: element.clientHeight, charWidth });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new text starts at its top.
  const [shownText, setShownText] = useState(text);
  if (shownText !== text) {
    setShownText(text);
    setScrollTop(0);
  }
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [text]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shownRows, Math.ceil((scrollTop + box.height) / ROW_HEIGHT) + OVERSCAN);
  const rows = [];
  for (let row = first; row < last; row++) {
    const r = rowAt(text, lines, offsets, columns, row);
    rows.push(
      <div
        key={row}
        className="absolute left-0 right-0 flex whitespace-pre"
        style={{ top: row * ROW_HEIGHT, height: ROW_HEIGHT, lineHeight: `${ROW_HEIGHT}px` }}
      >
        <span
          className="shrink-0 select-none pr-2 text-right text-muted"
          style={{ width: `${gutterChars}ch` }}
          aria-hidden="true"
        >
          {r.first ? r.line + 1 : ''}
        </span>
        <span className="overflow-hidden">{text.slice(r.start, r.end)}</span>
      </div>,
    );
  }

  return (
    <div>
      <div
        ref={scroller}
        role="region"
        aria-label={label}
        // The region scrolls, so keyboard users must be able to reach it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        className={`relative w-full overflow-auto rounded-lg border border-line bg-canvas px-3 font-mono text-sm text-ink ${heightClass}`}
      >
        <span ref={probe} className="invisible absolute whitespace-pre" aria-hidden="true">
          {'0'.repeat(100)}
        </span>
        <div className="relative" style={{ height: shownRows * ROW_HEIGHT }}>
          {rows}
        </div>
      </div>
      <p className="mt-1 text-xs text-muted">
        {words.viewSize(formatCount(lines.length), formatCount(text.length))}
        {totalRows > MAX_ROWS && words.viewCapped(formatCount(MAX_ROWS))}
      </p>
    </div>
  );
}
