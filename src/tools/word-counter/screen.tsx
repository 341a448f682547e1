import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { useMessages } from '../../i18n/index.ts';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { READING_WPM, SPEAKING_WPM } from './count-words.ts';
import { wordCounterMessages } from './messages.ts';
import { useTextStats } from './use-text-stats.ts';

export default function WordCounterScreen() {
  const words = useMessages(wordCounterMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const [text, setText] = useState('');
  const { stats, pending } = useTextStats(text);
  const [status, setStatus] = useState('');

  useEffect(() => {
    // Say the totals once typing pauses, not at every key.
    const timer = setTimeout(() => {
      if (pending) return;
      setStatus(text ? words.totals(stats.words, stats.characters) : '');
      if (text) trackConversion();
    }, 1500);
    return () => clearTimeout(timer);
  }, [text, stats, pending, trackConversion, words]);

  const names = words.figures;
  const figures: Array<[string, string]> = [
    [names.words, stats.words.toLocaleString('en')],
    [names.characters, stats.characters.toLocaleString('en')],
    [names.withoutSpaces, stats.charactersWithoutSpaces.toLocaleString('en')],
    [names.sentences, stats.sentences.toLocaleString('en')],
    [names.paragraphs, stats.paragraphs.toLocaleString('en')],
    [names.reading, words.duration(stats.readingTime)],
    [names.speaking, words.duration(stats.speakingTime)],
  ];

  return (
    <ToolLayout
      aside={
        <GuideCard title={words.howItCounts}>
          <p>{words.guide.words}</p>
          <p>{words.guide.characters}</p>
          <p>{words.speeds(READING_WPM, SPEAKING_WPM)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <Field label={words.yourText}>
            <Textarea
              value={text}
              rows={10}
              className="font-sans text-base"
              placeholder={words.placeholder}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <dl
            className={`grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-4 ${pending ? 'opacity-60' : ''}`}
            aria-busy={pending}
          >
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-lg border border-line bg-canvas p-3">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="mt-1 text-xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <Button
            variant="outline"
            disabled={text === ''}
            onClick={() => {
              setText('');
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {words.clear}
          </Button>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
