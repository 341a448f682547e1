import { useEffect, useState } from 'react';

/** The shown (upright) size of an image at a URL, once it has loaded. */
export function useImageSize(
  url: string | undefined,
): { width: number; height: number } | undefined {
  const [size, setSize] = useState<{ url: string; width: number; height: number }>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (live) setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return size && size.url === url ? size : undefined;
}
