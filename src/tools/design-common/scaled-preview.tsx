import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows a fixed-size preview whole on any screen: on a narrow phone it is scaled down to fit
 * rather than pushing the page sideways.
 */
export function ScaledPreview({
  width,
  height,
  label,
  className,
  children,
}: {
  width: number;
  height: number;
  /** What the preview shows, for screen readers. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = available === null ? 1 : Math.min(1, available / width);
  return (
    <div ref={frame} className={className}>
      <div
        role="img"
        aria-label={label}
        className="relative mx-auto overflow-hidden"
        style={{ width: width * scale, height: height * scale }}
      >
        <div
          className="absolute left-0 top-0 origin-top-left"
          style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
