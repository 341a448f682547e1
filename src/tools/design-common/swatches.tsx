import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { formatHex, formatRgb, readableTextColor, type Rgb } from './color.ts';
import { colorsAsCssVariables, colorsAsHexList } from './color-list.ts';
import { useMessages } from '../../i18n/index.ts';
import { designMessages } from './messages.ts';
import { useCopy } from './use-copy.ts';

export interface SwatchItem {
  color: Rgb;
  /** A line under the values, such as '42% of the image'. */
  note?: ReactNode;
}

/** Colour cards, each with its hex and RGB and a copy button, and copy-all as hex or variables. */
export function Swatches({ items, testId }: { items: readonly SwatchItem[]; testId?: string }) {
  const text = useMessages(designMessages);
  const copy = useCopy();
  const colors = items.map((item) => item.color);
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid={testId}>
        {items.map((item, index) => {
          const hex = formatHex(item.color);
          return (
            <li
              key={`${hex}-${index}`}
              className="overflow-hidden rounded-card border border-line bg-surface"
            >
              <div
                className="flex h-20 items-end p-2 font-mono text-sm font-semibold"
                style={{ background: hex, color: readableTextColor(item.color) }}
              >
                {hex}
              </div>
              <div className="flex items-start justify-between gap-1 p-2">
                <div className="min-w-0 text-xs text-muted">
                  <p className="font-mono">{formatRgb(item.color)}</p>
                  {item.note && <p className="mt-0.5">{item.note}</p>}
                </div>
                <IconButton
                  variant="ghost"
                  className="size-8! shrink-0"
                  label={text.swatches.copyHex(hex)}
                  icon={<Copy aria-hidden="true" />}
                  onClick={() => void copy(hex, 'hex', { title: text.copied, description: hex })}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            void copy(colorsAsHexList(colors), 'palette-hex', {
              title: text.copied,
              description: text.swatches.hexCopied(colors.length),
            })
          }
        >
          <Copy aria-hidden="true" />
          {text.swatches.copyAsHex}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            void copy(colorsAsCssVariables(colors), 'palette-css', {
              title: text.copied,
              description: text.swatches.cssCopied(colors.length),
            })
          }
        >
          <Copy aria-hidden="true" />
          {text.swatches.copyAsCss}
        </Button>
      </div>
    </div>
  );
}
