import { Textarea } from '../../components/ui/input.tsx';
import { VirtualTextView } from './virtual-text-view.tsx';

/** Above this many characters a result is shown in the virtual view, not in a text box. */
export const LARGE_TEXT_CHARS = 200_000;

export interface CodeOutputProps {
  id: string;
  value: string;
  /** The accessible name, used when the large view replaces the text box. */
  label: string;
  starts?: Uint32Array | undefined;
  placeholder?: string;
  rows?: number;
}

/**
 * A read-only result: a text box for everyday sizes (select, scroll, copy by hand), the virtual
 * view for megabytes, which a text box would take seconds to lay out.
 */
export function CodeOutput({ id, value, label, starts, placeholder, rows = 14 }: CodeOutputProps) {
  if (value.length > LARGE_TEXT_CHARS) {
    return <VirtualTextView text={value} starts={starts} label={label} />;
  }
  return (
    <Textarea
      id={id}
      readOnly
      value={value}
      placeholder={placeholder}
      rows={rows}
      spellCheck={false}
      wrap="off"
      className="resize-y"
    />
  );
}
