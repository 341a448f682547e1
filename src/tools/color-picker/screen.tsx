import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { colorPickerMessages } from './messages.ts';
import { hexToRgba } from '../design-common/color.ts';
import { ColorField } from '../design-common/color-field.tsx';
import { CopyableValues } from '../design-common/copyable-values.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import { formatRatio, pickerValues, textContrasts } from './values.ts';

const DEFAULT_COLOR = '#3498db';

function Verdict({ pass, label }: { pass: boolean; label: string }) {
  const text = useMessages(colorPickerMessages);
  return (
    <span
      className={
        pass
          ? 'inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success'
          : 'inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger'
      }
    >
      {pass ? (
        <Check className="size-3" aria-hidden="true" />
      ) : (
        <X className="size-3" aria-hidden="true" />
      )}
      {text.verdict(label, pass)}
    </span>
  );
}

export default function ColorPickerScreen(_props: ToolScreenProps) {
  const text = useMessages(colorPickerMessages);
  const words = useMessages(designMessages);
  const [hex, setHex] = useState(DEFAULT_COLOR);
  const color = hexToRgba(hex);
  const values = pickerValues(color);
  useResultTracking(hex);

  return (
    <ToolLayout
      aside={
        <GuideCard title={words.howToUse}>
          <p>{text.guide.choose}</p>
          <p>{text.guide.update}</p>
          <p>{text.guide.contrast}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={text.chooseColour}>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div
            role="img"
            aria-label={text.chosen(values[0]?.[1] ?? hex)}
            data-testid="picker-preview"
            className="h-36 rounded-card border border-line sm:h-full"
            style={{ background: hex }}
          />
          <ColorField label={text.colour} value={hex} onChange={setHex} hint={text.hint} />
        </div>
      </ToolPanel>

      <ToolPanel title={text.values}>
        <CopyableValues values={values} testId="picker-values" />
      </ToolPanel>

      <ToolPanel title={text.textOnColour}>
        <ul className="space-y-3">
          {textContrasts(color).map((contrast) => (
            <li key={contrast.text} className="flex flex-wrap items-center gap-3">
              <svg
                role="img"
                aria-label={text.sample(text.texts[contrast.text], hex)}
                width="48"
                height="32"
                className="shrink-0"
              >
                <rect x="0.5" y="0.5" width="47" height="31" rx="6" fill={hex} stroke="#cbd5e1" />
                <text
                  x="24"
                  y="16"
                  dominantBaseline="central"
                  textAnchor="middle"
                  fontSize="14"
                  fontWeight="600"
                  fill={contrast.text === 'White text' ? '#ffffff' : '#000000'}
                >
                  Aa
                </text>
              </svg>
              <span className="text-sm">
                {text.texts[contrast.text]}:{' '}
                <span className="font-mono">{formatRatio(contrast.ratio)}</span>
              </span>
              <Verdict pass={contrast.normalText} label={text.normalText} />
              <Verdict pass={contrast.largeText} label={text.largeText} />
            </li>
          ))}
        </ul>
      </ToolPanel>
    </ToolLayout>
  );
}
