import { CheckCircle2, FileUp, Square, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { richText, useMessages } from '../../i18n/index.ts';
import { formatBytes } from '../../lib/format.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { hashFile } from './hash-file.ts';
import { algorithms, emptyDigests, hashText, matchDigest, type Digests } from './hash.ts';
import { hashMessages } from './messages.ts';

export default function HashGeneratorScreen() {
  const words = useMessages(hashMessages);
  const [upper, setUpper] = useState(false);
  return (
    <ToolLayout aside={<HashGuide />}>
      <ToolPanel>
        <Tabs defaultValue="text">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label={words.whatToHash}>
              <TabsTrigger value="text">{words.text}</TabsTrigger>
              <TabsTrigger value="file">{words.file}</TabsTrigger>
            </TabsList>
            <CheckboxField label={words.upper} checked={upper} onChange={setUpper} />
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

function TextHashes({ upper }: { upper: boolean }) {
  const words = useMessages(hashMessages);
  const { trackConversion } = useToolTracking();
  const [text, setText] = useState('');
  const [digests, setDigests] = useState<Digests | null>(emptyDigests);

  useEffect(() => {
    if (text === '') return;
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
      <Field label={words.textLabel} hint={words.textHint}>
        <Textarea
          value={text}
          rows={5}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => text && trackConversion()}
        />
      </Field>
      <DigestList digests={text === '' ? emptyDigests : digests} upper={upper} />
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
  const words = useMessages(hashMessages);
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
    setStatus(words.hashing(chosen.name));
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
      setStatus(words.ready(chosen.name));
      trackConversion({
        processingTimeMs: Math.round(performance.now() - started),
        filesProcessed: 1,
      });
    } catch {
      // A newer file replaced this one: its own run owns the screen now.
      if (controller.current !== abort) return;
      if (abort.signal.aborted) {
        setFile(null);
        setStatus(words.stopped);
        return;
      }
      setFile((f) =>
        f
          ? {
              ...f,
              error: words.unreadable(chosen.name),
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
          {words.choose}
        </Button>
        {busy && (
          <Button variant="outline" onClick={() => controller.current?.abort()}>
            <Square aria-hidden="true" />
            {words.stop}
          </Button>
        )}
        <span className="text-sm text-muted">{words.anySize}</span>
        <input
          ref={picker}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={words.fileLabel}
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
                aria-label={words.progress}
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
                {words.progressText(formatBytes(file.read), formatBytes(file.size), percent)}
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
  const words = useMessages(hashMessages);
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
                what={words.copiedWhat(name)}
                aria-label={words.copy(name)}
              />
            </dd>
          </div>
        ))}
      </dl>
      <Field label={words.compare} hint={words.compareHint}>
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
            {match ? words.match(match) : words.noMatch}
          </span>
        )}
      </p>
    </div>
  );
}

function HashGuide() {
  const words = useMessages(hashMessages);
  const strong = (text: string) => <strong className="text-ink">{text}</strong>;
  return (
    <GuideCard title={words.about}>
      <p>{words.guide.fingerprint}</p>
      <p>
        {richText(words.guide.strength, {
          sha256: strong('SHA-256'),
          md5: strong('MD5'),
          sha1: strong('SHA-1'),
        })}
      </p>
      <p>{words.guide.local}</p>
    </GuideCard>
  );
}
