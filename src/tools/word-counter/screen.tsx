import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import { formatDuration, READING_WPM, SPEAKING_WPM } from './count-words.ts';
import { useTextStats } from './use-text-stats.ts';

export default function WordCounterScreen() {
  const { trackAction, trackConversion } = useToolTracking();
  const [text, setText] = useState('');
  const { stats, pending } = useTextStats(text);
  const [status, setStatus] = useState('');

  useEffect(() => {
    // Say the totals once typing pauses, not at every key.
    const timer = setTimeout(() => {
      if (pending) return;
      setStatus(text ? `${stats.words} words, ${stats.characters} characters.` : '');
      if (text) trackConversion();
    }, 1500);
    return () => clearTimeout(timer);
  }, [text, stats, pending, trackConversion]);

  const figures: Array<[string, string]> = [
    ['Words', stats.words.toLocaleString('en')],
    ['Characters', stats.characters.toLocaleString('en')],
    ['Characters without spaces', stats.charactersWithoutSpaces.toLocaleString('en')],
    ['Sentences', stats.sentences.toLocaleString('en')],
    ['Paragraphs', stats.paragraphs.toLocaleString('en')],
    ['Reading time', formatDuration(stats.readingTime)],
    ['Speaking time', formatDuration(stats.speakingTime)],
  ];

  return (
    <ToolLayout
      aside={
        <GuideCard title="How it counts">
          <p>
            Words follow Unicode&apos;s rules, so &quot;don&apos;t&quot; is one word and numbers
            count as words; scripts without spaces are counted too.
          </p>
          <p>
            An emoji or an accented letter is one character. Paragraphs are separated by a blank
            line.
          </p>
          <p>
            Reading time assumes {READING_WPM} words a minute, speaking time {SPEAKING_WPM}. Your
            text stays in your browser.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <Field label="Your text">
            <Textarea
              value={text}
              rows={10}
              className="font-sans text-base"
              placeholder="Type or paste your text here"
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
            Clear
          </Button>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}
