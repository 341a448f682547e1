import { ArrowLeftRight, GitCompare, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { CheckboxField } from '../text-common/checkbox-field.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { ErrorNote } from '../text-common/error-note.tsx';
import { textCommonMessages } from '../text-common/messages.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { WorkerSupersededError, WorkerTask } from '../text-common/worker-task.ts';
import type { DiffRequest, DiffResponse } from './diff-job.ts';
import { diffMessages } from './messages.ts';
import { DiffGuide, DiffResult, type View } from './diff-views.tsx';
import { DIFF_TIMEOUT_MS } from './text-diff.ts';

type Unit = 'lines' | 'words';

export default function TextDiffScreen() {
  const words = useMessages(diffMessages);
  const common = useMessages(textCommonMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const task = useRef<WorkerTask<DiffRequest, DiffResponse> | null>(null);
  const [before, setBefore] = useState('');
  const [after, setAfter] = useState('');
  const [unit, setUnit] = useState<Unit>('lines');
  const [view, setView] = useState<View>('split');
  const [ignoreCase, setIgnoreCase] = useState(false);
  const [ignoreWhitespace, setIgnoreWhitespace] = useState(false);
  const [response, setResponse] = useState<DiffResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    const created = new WorkerTask<DiffRequest, DiffResponse>(
      () => new Worker(new URL('./diff-worker.ts', import.meta.url), { type: 'module' }),
    );
    task.current = created;
    return () => created.dispose();
  }, []);

  const compare = async (next: { unit: Unit; ignoreCase: boolean; ignoreWhitespace: boolean }) => {
    if (!task.current) return;
    setBusy(true);
    try {
      const answer = await task.current.run(
        {
          unit: next.unit,
          before,
          after,
          options: { ignoreCase: next.ignoreCase, ignoreWhitespace: next.ignoreWhitespace },
        },
        DIFF_TIMEOUT_MS + 3000,
      );
      setBusy(false);
      if (!answer.result) {
        setResponse(null);
        setError(words.tooLarge);
        setStatus('');
        return;
      }
      setError('');
      setResponse(answer);
      const { added, removed } = answer.result.stats;
      setStatus(added + removed === 0 ? words.same : words.status(added, removed, next.unit));
      trackConversion();
    } catch (caught) {
      if (caught instanceof WorkerSupersededError) return;
      setBusy(false);
      setResponse(null);
      setError(words.tooLarge);
    }
  };

  const settings = { unit, ignoreCase, ignoreWhitespace };
  const update = (patch: Partial<typeof settings>) => {
    if (patch.unit) setUnit(patch.unit);
    if (patch.ignoreCase !== undefined) setIgnoreCase(patch.ignoreCase);
    if (patch.ignoreWhitespace !== undefined) setIgnoreWhitespace(patch.ignoreWhitespace);
    // Once there is a result, a changed setting shows its effect at once.
    if (response) void compare({ ...settings, ...patch });
  };

  return (
    <ToolLayout aside={<DiffGuide words={words} />}>
      <ToolPanel>
        <div className="space-y-5">
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={words.original}>
              <Textarea
                value={before}
                rows={9}
                spellCheck={false}
                onChange={(e) => setBefore(e.target.value)}
              />
            </Field>
            <Field label={words.changedText}>
              <Textarea
                value={after}
                rows={9}
                spellCheck={false}
                onChange={(e) => setAfter(e.target.value)}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-8 gap-y-4">
            <ChoiceGroup
              look="list"
              inline
              legend={words.compareBy}
              value={unit}
              options={[
                { value: 'lines', label: words.lines },
                { value: 'words', label: words.words },
              ]}
              onChange={(value) => update({ unit: value })}
            />
            <ChoiceGroup
              look="list"
              inline
              legend={words.show}
              value={view}
              options={[
                { value: 'split', label: words.split },
                { value: 'inline', label: words.inline },
              ]}
              onChange={setView}
            />
            <fieldset>
              <legend className="text-sm font-medium">{words.options}</legend>
              <div className="mt-2 flex flex-col gap-2">
                <CheckboxField
                  label={words.ignoreCase}
                  checked={ignoreCase}
                  onChange={(value) => update({ ignoreCase: value })}
                />
                {unit === 'lines' && (
                  <CheckboxField
                    label={words.ignoreSpaces}
                    checked={ignoreWhitespace}
                    onChange={(value) => update({ ignoreWhitespace: value })}
                  />
                )}
              </div>
            </fieldset>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void compare(settings)} disabled={busy}>
              {busy ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <GitCompare aria-hidden="true" />
              )}
              {words.compare}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setBefore(after);
                setAfter(before);
                setResponse(null);
                trackAction('swap');
              }}
            >
              <ArrowLeftRight aria-hidden="true" />
              {words.swap}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setBefore('');
                setAfter('');
                setResponse(null);
                setError('');
                setStatus('');
                trackAction('reset');
              }}
            >
              <RotateCcw aria-hidden="true" />
              {common.reset}
            </Button>
          </div>
          <ErrorNote message={error} />
          {response?.result && <DiffResult response={response} view={view} words={words} />}
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
