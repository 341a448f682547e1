import '../_converters/devanagari-font.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { DocxPanel } from './docx-panel.tsx';
import { TextPanel } from './text-panel.tsx';
import { useMessages } from '../../i18n/index.ts';
import { preetiMessages } from './messages.ts';

const EXAMPLES: ReadonlyArray<[string, string]> = [
  ['g]kfn', 'नेपाल'],
  ['ljBfno', 'विद्यालय'],
  ['sfo{', 'कार्य'],
  ['k|wfgdGqL', 'प्रधानमन्त्री'],
  ['!@#.', '१२३।'],
];

export default function Screen(_props: ToolScreenProps) {
  const text = useMessages(preetiMessages);
  return (
    <ToolLayout
      aside={
        <GuideCard title={text.howItWorks}>
          <p>{text.guidePreeti}</p>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
            {EXAMPLES.map(([preeti, unicode]) => (
              <div key={preeti} className="contents">
                <dt className="font-mono">{preeti}</dt>
                <dd lang="ne">{unicode}</dd>
              </div>
            ))}
          </dl>
          <p>{text.guideOrder}</p>
          <p>{text.guideLatin}</p>
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
