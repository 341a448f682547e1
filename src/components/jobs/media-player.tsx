import type { SyntheticEvent } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A player for the visitor's own audio or video, or a result made from it, with the browser's
 * controls. Such files come without captions and we have none to give, so no caption track is
 * added (an empty one would only pretend).
 */
export function MediaPlayer({
  kind,
  src,
  label,
  className,
  onDuration,
}: {
  kind: 'audio' | 'video';
  src: string;
  label: string;
  className?: string;
  /** The length in seconds, once the browser has read it. */
  onDuration?: (seconds: number) => void;
}) {
  const loaded = (event: SyntheticEvent<HTMLMediaElement>) => {
    const seconds = event.currentTarget.duration;
    if (Number.isFinite(seconds)) onDuration?.(seconds);
  };
  return kind === 'audio' ? (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the visitor's own file (see above)
    <audio
      src={src}
      controls
      preload="metadata"
      aria-label={label}
      className={cn('w-full', className)}
      onLoadedMetadata={loaded}
    />
  ) : (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the visitor's own file (see above)
    <video
      src={src}
      controls
      preload="metadata"
      aria-label={label}
      className={cn('max-h-80 max-w-full', className)}
      onLoadedMetadata={loaded}
    />
  );
}
