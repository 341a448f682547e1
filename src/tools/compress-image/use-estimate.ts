import { useEffect, useState } from 'react';
import type { ImageFormat } from '../../../shared/jobs/image-formats.ts';
import { estimateSize } from './estimate.ts';

/**
 * The estimated compressed size of `file`, redone (after a short pause) whenever the format,
 * quality or longest side changes; undefined while it is worked out or where it cannot be.
 */
export function useEstimate(
  file: File | undefined,
  format: ImageFormat,
  quality: number,
  maxSide: number | undefined,
): number | undefined {
  const key = file ? `${file.name}:${file.size}:${format}:${quality}:${maxSide ?? ''}` : '';
  const [estimate, setEstimate] = useState<{ key: string; bytes: number | undefined }>();
  useEffect(() => {
    if (!file) return;
    let live = true;
    const timer = setTimeout(() => {
      estimateSize(file, format, quality, maxSide).then(
        (bytes) => live && setEstimate({ key, bytes }),
        () => live && setEstimate({ key, bytes: undefined }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [file, format, quality, maxSide, key]);
  return estimate?.key === key ? estimate.bytes : undefined;
}
