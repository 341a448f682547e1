import { FileUp, Lock, RotateCcw, Unlock } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { knownMessage, richText, useMessages, type Translation } from '../../i18n/index.ts';
import { formatBytes } from '../../lib/format.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { CodeOutput } from '../text-common/code-output.tsx';
import { CopyButton } from '../text-common/copy-button.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { dataUrl, decodeBase64Text, encodeBase64Text } from './base64.ts';
import { base64Messages, decodeEnglish } from './messages.ts';
import { readFileAsBase64 } from './read-file.ts';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** base64.ts's English message in the shown language. */
function shownDecodeError(message: string, words: Translation<typeof base64Messages.en>): string {
  const unexpected = /^Not valid Base64: unexpected character (.+) at position (\d+)\. /s.exec(
    message,
  );
  if (unexpected) {
    const character = knownMessage(unexpected[1]!, decodeEnglish, words.decode);
    return words.unexpected(character, unexpected[2]!);
  }
  return knownMessage(message, decodeEnglish, words.decode);
}

export default function Base64Screen() {
  const words = useMessages(base64Messages);
  return (
    <ToolLayout aside={<Base64Guide />}>
      <ToolPanel>
        <Tabs defaultValue="text">
          <TabsList aria-label={words.whatToConvert}>
            <TabsTrigger value="text">{words.text}</TabsTrigger>
            <TabsTrigger value="file">{words.file}</TabsTrigger>
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
  const words = useMessages(base64Messages);
  const common = useMessages(textCommonMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const [input, setInput] = useState('');
  const [urlSafe, setUrlSafe] = useState(false);
  const [output, setOutput] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  const encode = () => {
    setOutput(encodeBase64Text(input, urlSafe));
    setError('');
    setStatus(words.encoded);
    trackConversion();
  };
  const decode = () => {
    const result = decodeBase64Text(input);
    if (result.ok) {
      setOutput(result.value);
      setError('');
      setStatus(words.decoded);
      trackConversion();
    } else {
      setOutput('');
      setError(shownDecodeError(result.error, words));
      setStatus('');
    }
  };

  return (
    <div className="space-y-5">
      <Field label={words.input} hint={words.inputHint}>
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
          {words.encode}
        </Button>
        <Button variant="secondary" onClick={decode}>
          <Unlock aria-hidden="true" />
          {words.decodeButton}
        </Button>
        <CheckboxField label={words.urlSafe} checked={urlSafe} onChange={setUrlSafe} />
      </div>
      <Field label={words.result}>
        <Textarea
          value={output}
          readOnly
          rows={6}
          spellCheck={false}
          placeholder={words.resultHere}
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
          {common.reset}
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
  const words = useMessages(base64Messages);
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
      setError(words.tooLarge(file.name, formatBytes(file.size)));
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
      setError(words.unreadable(file.name));
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
          {busy ? words.reading : words.choose}
        </Button>
        <span className="text-sm text-muted">{words.anyFile}</span>
        <input
          ref={picker}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={words.fileLabel}
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
              {words.sizes(
                result.type || words.unknownType,
                formatBytes(result.size),
                formatBytes(result.base64.length),
              )}
            </span>
          </p>
          {result.type.startsWith('image/') && (
            <img
              src={url}
              alt={words.preview(result.name)}
              className="max-h-40 rounded border border-line"
            />
          )}
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={base64Id} className="text-sm font-medium">
                Base64
              </label>
              <div className="flex gap-2">
                <CopyButton
                  size="sm"
                  text={result.base64}
                  label={words.copyBase64}
                  what={words.theBase64}
                />
                <CopyButton
                  size="sm"
                  text={url}
                  label={words.copyDataUrl}
                  what={words.theDataUrl}
                />
              </div>
            </div>
            <CodeOutput id={base64Id} value={result.base64} label={words.fileBase64} rows={6} />
          </div>
        </div>
      )}
    </div>
  );
}

function Base64Guide() {
  const words = useMessages(base64Messages);
  const common = useMessages(textCommonMessages);
  const strong = (text: string) => <strong className="text-ink">{text}</strong>;
  const code = (text: string) => <code>{text}</code>;
  return (
    <GuideCard title={common.howToUse}>
      <p>{richText(words.guide.text, { text: strong(words.text) })}</p>
      <p>
        {richText(words.guide.urlSafe, {
          urlSafe: strong(words.urlSafeWord),
          dash: code('-'),
          underscore: code('_'),
          plus: code('+'),
          slash: code('/'),
          equals: code('='),
        })}
      </p>
      <p>{richText(words.guide.file, { file: strong(words.file) })}</p>
    </GuideCard>
  );
}
