import { FileUp, Lock, RotateCcw, Unlock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { formatBytes } from '../../lib/format.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { CodeOutput } from '../text-common/code-output.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { dataUrl, decodeBase64Text, encodeBase64Text } from './base64.ts';
import { readFileAsBase64 } from './read-file.ts';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

export default function Base64Screen() {
  return (
    <ToolLayout aside={<Base64Guide />}>
      <ToolPanel>
        <Tabs defaultValue="text">
          <TabsList aria-label="What to convert">
            <TabsTrigger value="text">Text</TabsTrigger>
            <TabsTrigger value="file">File</TabsTrigger>
          </TabsList>
          <TabsContent value="text">
            <TextPane />
          </TabsContent>
          <TabsContent value="file">
            <FilePane />
          </TabsContent>
        </Tabs>
      </ToolPanel>
    </ToolLayout>
  );
}

function TextPane() {
  const { trackAction, trackConversion } = useToolTracking();
  const [input, setInput] = useState('');
  const [urlSafe, setUrlSafe] = useState(false);
  const [output, setOutput] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const encode = () => {
    setOutput(encodeBase64Text(input, urlSafe));
    setError('');
    setStatus('Encoded to Base64.');
    trackConversion();
  };
  const decode = () => {
    const result = decodeBase64Text(input);
    if (result.ok) {
      setOutput(result.value);
      setError('');
      setStatus('Decoded to text.');
      trackConversion();
    } else {
      setOutput('');
      setError(result.error);
      setStatus('');
    }
  };

  return (
    <div className="space-y-5">
      <Field
        label="Text or Base64"
        hint="Text is read as UTF-8, so accents, other scripts and emoji survive the round trip."
      >
        <Textarea
          value={input}
          rows={6}
          spellCheck={false}
          onChange={(event) => setInput(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={encode}>
          <Lock aria-hidden="true" />
          Encode
        </Button>
        <Button variant="secondary" onClick={decode}>
          <Unlock aria-hidden="true" />
          Decode
        </Button>
        <CheckboxField
          label="URL-safe (- and _, no padding)"
          checked={urlSafe}
          onChange={setUrlSafe}
        />
      </div>
      <Field label="Result">
        <Textarea
          value={output}
          readOnly
          rows={6}
          spellCheck={false}
          placeholder="The result appears here."
        />
      </Field>
      <ErrorNote message={error} />
      <div className="flex flex-wrap gap-3">
        <CopyButton text={output} />
        <Button
          variant="outline"
          onClick={() => {
            setInput('');
            setOutput('');
            setError('');
            setStatus('');
            trackAction('reset');
          }}
        >
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
      <PoliteStatus message={status} />
    </div>
  );
}

interface FileResult {
  name: string;
  type: string;
  size: number;
  base64: string;
}

function FilePane() {
  const { trackAction, trackConversion } = useToolTracking();
  const picker = useRef<HTMLInputElement>(null);
  const base64Id = useId();
  const [result, setResult] = useState<FileResult | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setResult(null);
      setError(
        `${file.name} is ${formatBytes(file.size)}. Choose a file of at most 10 MB: Base64 makes it a third larger again.`,
      );
      return;
    }
    setBusy(true);
    setError('');
    try {
      const base64 = await readFileAsBase64(file);
      setResult({ name: file.name, type: file.type, size: file.size, base64 });
      trackAction('upload');
      trackConversion({ filesProcessed: 1 });
    } catch {
      setResult(null);
      setError(`${file.name} could not be read. Check the file and try again.`);
    } finally {
      setBusy(false);
    }
  };

  const url = result ? dataUrl(result.base64, result.type) : '';
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => picker.current?.click()} disabled={busy}>
          <FileUp aria-hidden="true" />
          {busy ? 'Reading...' : 'Choose a file'}
        </Button>
        <span className="text-sm text-muted">Any file up to 10 MB. It stays on your device.</span>
        <input
          ref={picker}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label="File to encode"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <ErrorNote message={error} />
      {result && (
        <div className="space-y-4">
          <p className="text-sm">
            <span className="font-medium">{result.name}</span>{' '}
            <span className="text-muted">
              ({result.type || 'unknown type'}, {formatBytes(result.size)} →{' '}
              {formatBytes(result.base64.length)} of Base64)
            </span>
          </p>
          {result.type.startsWith('image/') && (
            <img
              src={url}
              alt={`Preview of ${result.name}`}
              className="max-h-40 rounded border border-line"
            />
          )}
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={base64Id} className="text-sm font-medium">
                Base64
              </label>
              <div className="flex gap-2">
                <CopyButton size="sm" text={result.base64} label="Copy Base64" what="The Base64" />
                <CopyButton size="sm" text={url} label="Copy data URL" what="The data URL" />
              </div>
            </div>
            <CodeOutput id={base64Id} value={result.base64} label="Base64 of the file" rows={6} />
          </div>
        </div>
      )}
    </div>
  );
}

function Base64Guide() {
  return (
    <GuideCard title="How to use">
      <p>
        <strong className="text-ink">Text</strong>: type or paste, then Encode or Decode. Decoding
        accepts the standard and the URL-safe alphabet, with or without padding, and ignores line
        breaks.
      </p>
      <p>
        <strong className="text-ink">URL-safe</strong> output uses <code>-</code> and <code>_</code>{' '}
        instead of <code>+</code> and <code>/</code> and drops the <code>=</code> padding, for use
        in URLs and file names.
      </p>
      <p>
        <strong className="text-ink">File</strong>: get a file as Base64 or as a data URL to embed
        in HTML or CSS. Files are read in your browser and never uploaded.
      </p>
    </GuideCard>
  );
}
