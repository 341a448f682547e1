import { useId, useState } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { jobMessages } from './messages.ts';

/**
 * The original and the result one over the other in the same box, at the same zoom: the result
 * shows right of the divider, the original left of it. The divider is a real range input, so it
 * moves with the arrow keys as with the pointer.
 */
export function CompareSlider({
  original,
  result,
  width,
  height,
}: {
  original: string;
  result: string;
  /** The original's upright size: the box keeps its shape. */
  width: number;
  height: number;
}) {
  const [position, setPosition] = useState(50);
  const id = useId();
  const m = useMessages(jobMessages).compare;
  return (
    <div className="space-y-2">
      <div
        className="relative mx-auto max-h-96 w-full overflow-hidden rounded-lg border border-line bg-white"
        style={{
          aspectRatio: `${width} / ${height}`,
          maxWidth: `min(100%, ${(384 * width) / height}px)`,
        }}
      >
        <img src={original} alt={m.original} className="absolute inset-0 size-full object-fill" />
        <img
          src={result}
          alt={m.compressed}
          className="absolute inset-0 size-full object-fill"
          style={{ clipPath: `inset(0 0 0 ${position}%)` }}
        />
        <div
          aria-hidden="true"
          className="absolute inset-y-0 w-0.5 bg-accent shadow"
          style={{ left: `${position}%` }}
        />
        <span className="absolute top-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">
          {m.before}
        </span>
        <span className="absolute top-2 right-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">
          {m.after}
        </span>
      </div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {m.label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={position}
        aria-valuetext={m.valueText(position)}
        onChange={(event) => setPosition(Number(event.target.value))}
        className="w-full accent-accent"
      />
    </div>
  );
}
