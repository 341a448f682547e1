import { CheckCircle2, FileUp, Square, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { formatBytes } from '../../lib/format.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { hashFile } from './hash-file.ts';
import { algorithms, hashText, matchDigest, type Digests } from './hash.ts';

export default function HashGeneratorScreen() {
  const [upper, setUpper] = useState(false);
  return (
    <ToolLayout aside={<HashGuide />}>
      <ToolPanel>
        <Tabs defaultValue="text">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label="What to hash">
              <TabsTrigger value="text">Text</TabsTrigger>
              <TabsTrigger value="file">File</TabsTrigger>
            </TabsList>
            <CheckboxField label="Upper-case hex" checked={upper} onChange={setUpper} />
          </div>
          <TabsContent value="text">
            <TextHashes upper={upper} />
          </TabsContent>
          <TabsContent value="file">
            <FileHashes upper={upper} />
          </TabsContent>
        </Tabs>
      </ToolPanel>
    </ToolLayout>
  );
}

let emptyTextDigests: Digests | null = null;

/** The hashes of the empty text are on the first paint, so the list does not grow when they come. */
export async function preload() {
  emptyTextDigests = await hashText('');
}

function TextHashes({ upper }: { upper: boolean }) {
  const { trackConversion } = useToolTracking();
  const [text, setText] = useState('');
  const [digests, setDigests] = useState<Digests | null>(emptyTextDigests);

  useEffect(() => {
    let current = true;
    // A short pause while typing, then hash what is there.
    const timer = setTimeout(() => {
      void hashText(text).then((result) => {
        if (current) setDigests(result);
      });
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text]);

  return (
    <div className="space-y-5">
      <Field
        label="Text to hash"
        hint="Hashed as UTF-8 bytes as you type. An empty text has hashes too."
      >
        <Textarea
          value={text}
          rows={5}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => text && trackConversion()}
        />
      </Field>
      <DigestList digests={digests} upper={upper} />
    </div>
  );
}

interface FileState {
  name: string;
  size: number;
  read: number;
  digests: Digests | null;
  error: string;
}

function FileHashes({ upper }: { upper: boolean }) {
  const { trackAction, trackConversion } = useToolTracking();
  const picker = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [file, setFile] = useState<FileState | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (chosen: File | undefined) => {
    if (!chosen) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setFile({ name: chosen.name, size: chosen.size, read: 0, digests: null, error: '' });
    setStatus(`Hashing ${chosen.name}.`);
    trackAction('upload');
    const started = performance.now();
    try {
      const digests = await hashFile(
        chosen,
        (read) => setFile((f) => (f ? { ...f, read } : f)),
        abort.signal,
      );
      if (controller.current !== abort) return;
      setFile((f) => (f ? { ...f, read: chosen.size, digests } : f));
      setStatus(`Hashes of ${chosen.name} are ready.`);
      trackConversion({
        processingTimeMs: Math.round(performance.now() - started),
        filesProcessed: 1,
      });
    } catch {
      // A newer file replaced this one: its own run owns the screen now.
      if (controller.current !== abort) return;
      if (abort.signal.aborted) {
        setFile(null);
        setStatus('Hashing stopped.');
        return;
      }
      setFile((f) =>
        f
          ? {
              ...f,
              error: `${chosen.name} could not be read to the end. Choose it again, or check that it is still there.`,
            }
          : f,
      );
      setStatus('');
    }
  };

  const busy = file !== null && file.digests === null && file.error === '';
  const percent = file && file.size > 0 ? Math.floor((file.read / file.size) * 100) : 100;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => picker.current?.click()} disabled={busy}>
          <FileUp aria-hidden="true" />
          Choose a file
        </Button>
        {busy && (
          <Button variant="outline" onClick={() => controller.current?.abort()}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        )}
        <span className="text-sm text-muted">
          Any size: it is read in pieces and never uploaded.
        </span>
        <input
          ref={picker}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label="File to hash"
          onChange={(event) => {
            void start(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {file && (
        <div className="space-y-2">
          <p className="text-sm">
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-muted">({formatBytes(file.size)})</span>
          </p>
          {busy && (
            <div>
              <div
                role="progressbar"
                aria-label="Hashing progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-track"
              >
                <div
                  className="h-full bg-accent transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <p className="mt-1 text-xs text-muted">
                {formatBytes(file.read)} of {formatBytes(file.size)} ({percent}%)
              </p>
            </div>
          )}
          <ErrorNote message={file.error} />
        </div>
      )}
      {file?.digests && <DigestList digests={file.digests} upper={upper} />}
      <PoliteStatus message={status} />
    </div>
  );
}

function DigestList({ digests, upper }: { digests: Digests | null; upper: boolean }) {
  const [expected, setExpected] = useState('');
  const show = (hex: string) => (upper ? hex.toUpperCase() : hex);
  const match = digests && expected.trim() ? matchDigest(expected, digests) : undefined;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-line rounded-lg border border-line">
        {algorithms.map((name) => (
          <div key={name} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3">
            <dt className="w-20 shrink-0 text-sm font-semibold">{name}</dt>
            <dd className="min-w-0 flex-1 break-all font-mono text-sm">
              {digests ? show(digests[name]) : '...'}
            </dd>
            <dd>
              <CopyButton
                size="sm"
                text={digests ? show(digests[name]) : ''}
                what={`The ${name} hash`}
                aria-label={`Copy ${name}`}
              />
            </dd>
          </div>
        ))}
      </dl>
      <Field
        label="Compare with a hash you were given"
        hint="Paste it here: it is checked against all five."
      >
        <Input
          value={expected}
          spellCheck={false}
          className="font-mono"
          onChange={(event) => setExpected(event.target.value)}
        />
      </Field>
      <p aria-live="polite" className="min-h-5 text-sm font-semibold">
        {digests && expected.trim() !== '' && (
          <span className={`flex items-center gap-2 ${match ? 'text-success' : 'text-danger'}`}>
            {match ? (
              <CheckCircle2 className="size-5" aria-hidden="true" />
            ) : (
              <XCircle className="size-5" aria-hidden="true" />
            )}
            {match ? `Match: this is the ${match} hash.` : 'No match with any of the five hashes.'}
          </span>
        )}
      </p>
    </div>
  );
}

function HashGuide() {
  return (
    <GuideCard title="About these hashes">
      <p>
        A hash is a fingerprint: the same input always gives the same hash, and any change gives a
        completely different one. Use them to check that a download arrived intact.
      </p>
      <p>
        <strong className="text-ink">SHA-256</strong> and above are the ones to rely on.{' '}
        <strong className="text-ink">MD5</strong> and <strong className="text-ink">SHA-1</strong>{' '}
        are broken for security but still fine to spot accidental damage.
      </p>
      <p>Files of any size are read in pieces in your browser and never uploaded.</p>
    </GuideCard>
  );
}
