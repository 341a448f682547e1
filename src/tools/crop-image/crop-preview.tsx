import { useRef, type PointerEvent } from 'react';
import type { CropBox } from '../../../shared/jobs/crop.ts';
import { useMessages } from '../../i18n/index.ts';
import { moveBox, resizeBox } from './crop-drag.ts';
import { cropImageMessages } from './messages.ts';

interface Drag {
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: CropBox;
}

/**
 * The live crop preview: the image with the crop box drawn over it and the rest dimmed. In free
 * form the box moves by dragging it and resizes by dragging its corner (the number fields beside
 * it do the same from the keyboard).
 */
export function CropPreview({
  src,
  size,
  box,
  editable,
  onBox,
  onImageSize,
}: {
  src: string;
  size: { width: number; height: number } | undefined;
  box: CropBox | undefined;
  editable: boolean;
  onBox: (box: CropBox) => void;
  onImageSize: (size: { width: number; height: number }) => void;
}) {
  const m = useMessages(cropImageMessages);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const toImage = (pixels: number) => {
    const shown = frame.current?.getBoundingClientRect().width ?? 1;
    return (pixels * (size?.width ?? 1)) / shown;
  };

  const begin = (mode: Drag['mode'], event: PointerEvent<HTMLDivElement>) => {
    if (!editable || !box) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, start: box };
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || !size) return;
    const dx = toImage(event.clientX - current.startX);
    const dy = toImage(event.clientY - current.startY);
    onBox(
      current.mode === 'move'
        ? moveBox(current.start, dx, dy, size.width, size.height)
        : resizeBox(current.start, dx, dy, size.width, size.height),
    );
  };

  const end = () => {
    drag.current = null;
  };

  const percent = (value: number, of: number | undefined) => `${(value / (of ?? 1)) * 100}%`;

  return (
    <div className="flex justify-center rounded-lg border border-line bg-canvas p-2">
      <div
        ref={frame}
        className="relative inline-block max-w-full touch-none select-none overflow-hidden"
      >
        <img
          src={src}
          alt={m.previewAlt}
          className="block max-h-96 max-w-full"
          draggable={false}
          onLoad={(event) =>
            onImageSize({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
        />
        {box && size && (
          <div
            data-testid="crop-box"
            className={`absolute border-2 border-white outline outline-1 outline-slate-900 shadow-[0_0_0_9999px_rgba(15,23,42,0.55)] ${editable ? 'cursor-move' : ''}`}
            style={{
              left: percent(box.x, size.width),
              top: percent(box.y, size.height),
              width: percent(box.width, size.width),
              height: percent(box.height, size.height),
            }}
            onPointerDown={(event) => begin('move', event)}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          >
            {editable && (
              <div
                aria-hidden="true"
                className="absolute -bottom-2 -right-2 size-5 cursor-nwse-resize rounded-sm border-2 border-white bg-accent"
                onPointerDown={(event) => begin('resize', event)}
                onPointerMove={move}
                onPointerUp={end}
                onPointerCancel={end}
              />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
