import '../_converters/devanagari-font.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { DocxPanel } from './docx-panel.tsx';
import { TextPanel } from './text-panel.tsx';

const EXAMPLES: ReadonlyArray<[string, string]> = [
  ['g]kfn', 'नेपाल'],
  ['ljBfno', 'विद्यालय'],
  ['sfo{', 'कार्य'],
  ['k|wfgdGqL', 'प्रधानमन्त्री'],
  ['!@#.', '१२३।'],
];

export default function Screen(_props: ToolScreenProps) {
  return (
    <ToolLayout
      aside={
        <GuideCard title="How it works">
          <p>
            Preeti draws Nepali letters in place of Latin ones, so text typed in it reads as
            nonsense anywhere the font is missing. Unicode text reads right everywhere and can be
            searched.
          </p>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
            {EXAMPLES.map(([preeti, unicode]) => (
              <div key={preeti} className="contents">
                <dt className="font-mono">{preeti}</dt>
                <dd lang="ne">{unicode}</dd>
              </div>
            ))}
          </dl>
          <p>
            The short i typed before its letter, the reph, half letters and conjuncts, nukta,
            chandrabindu, the digits and the danda are all put in Unicode order. Kantipur and PCS
            Nepali use the same keys as Preeti.
          </p>
          <p>
            Preeti has no Latin letters or digits: converting Unicode to Preeti writes digits as
            Nepali digits and leaves Latin letters as they are.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <TextPanel />
        <hr className="my-6 border-line" />
        <DocxPanel />
      </ToolPanel>
    </ToolLayout>
  );
}
