import { Download, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { downloadBlob } from '../../lib/download.ts';
import { formatBytes } from '../../lib/format.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { convertDocxInWorker } from './docx-client.ts';
import { MAX_DOCX_BYTES } from './docx-convert.ts';
import { knownMessage, useMessages } from '../../i18n/index.ts';
import { preetiMessages } from './messages.ts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Converted {
  name: string;
  blob: Blob;
  runs: number;
}

const unicodeName = (name: string) => `${name.replace(/\.docx$/i, '')}-unicode.docx`;

/** A whole .docx: its Preeti runs converted in a Web Worker, the rest left as it was. */
export function DocxPanel() {
  const ids = useId();
  const text = useMessages(preetiMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [converted, setConverted] = useState<Converted>();

  async function convert(file: File | undefined) {
    if (!file) return;
    setError('');
    setConverted(undefined);
    if (file.size > MAX_DOCX_BYTES) {
      setError(text.tooLarge(formatBytes(MAX_DOCX_BYTES)));
      return;
    }
    setBusy(true);
    try {
      const outcome = await convertDocxInWorker(file);
      if (!outcome.ok) {
        setError(knownMessage(outcome.message, preetiMessages.en.refusals, text.refusals));
        return;
      }
      if (outcome.runs === 0) {
        setError(text.noPreeti);
        return;
      }
      const result = {
        name: unicodeName(file.name),
        blob: new Blob([outcome.bytes as Uint8Array<ArrayBuffer>], { type: DOCX_TYPE }),
        runs: outcome.runs,
      };
      setConverted(result);
      downloadBlob(result.blob, result.name);
      trackAction('convert', { file_type: 'docx' });
      trackConversion();
    } catch {
      setError(text.stopped);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const status = busy
    ? text.converting
    : converted
      ? `${text.convertedRuns(converted.runs)} ${text.downloading(converted.name)}`
      : '';

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-3">
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-ink">
        {text.docxTitle}
      </h2>
      <p className="text-sm text-muted">{text.docxIntro}</p>
      <div className="rounded-card border-2 border-dashed border-line bg-canvas px-4 py-6 text-center has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus hover:border-accent">
        <input
          ref={inputRef}
          id={`${ids}-file`}
          type="file"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="sr-only"
          disabled={busy}
          aria-describedby={error ? `${ids}-error` : `${ids}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void convert(event.target.files?.[0])}
        />
        <label
          htmlFor={`${ids}-file`}
          className="flex cursor-pointer flex-col items-center gap-2 font-semibold"
        >
          <FileUp aria-hidden="true" className="size-8 text-accent" />
          {text.chooseDocx}
        </label>
        <p id={`${ids}-hint`} className="mt-1 text-sm text-muted">
          {text.docxLimit(formatBytes(MAX_DOCX_BYTES))}
        </p>
      </div>
      {busy && <p className="text-sm text-muted">{text.converting}</p>}
      {error && (
        <p id={`${ids}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {converted && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink">{text.convertedRuns(converted.runs)}</p>
          <Button variant="outline" onClick={() => downloadBlob(converted.blob, converted.name)}>
            <Download aria-hidden="true" />
            {text.download(converted.name)}
          </Button>
        </div>
      )}
      <PoliteStatus message={status} />
    </section>
  );
}
