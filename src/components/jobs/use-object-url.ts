import { useEffect, useState } from 'react';

/** An object URL for a file or blob, revoked when it changes or the component goes away. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | undefined>(undefined);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // The URL registry is outside React: the URL is made and revoked with the effect, so it
    // survives StrictMode's second run and never leaks.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : undefined;
}

/** Fetches a job's result into a blob for a preview (the download itself goes by link). */
export function useResultBlob(url: string | undefined): { blob?: Blob; error?: string } {
  const [state, setState] = useState<{ url?: string; blob?: Blob; error?: string }>({});
  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url, { credentials: 'include' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        return response.blob();
      })
      .then(
        (blob) => live && setState({ url, blob }),
        (error: unknown) => live && setState({ url, error: String(error) }),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return state.url === url ? state : {};
}

/** An object URL of a finished job's result, for an image preview. */
export function useResultUrl(result: { url: string } | undefined): string | undefined {
  return useObjectUrl(useResultBlob(result?.url).blob);
}
