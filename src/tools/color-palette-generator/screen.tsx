import { RotateCcw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { designMessages } from '../design-common/messages.ts';
import { paletteMessages } from './messages.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { hexToRgba, randomHex } from '../design-common/color.ts';
import { ColorField } from '../design-common/color-field.tsx';
import { colorsAsHexList } from '../design-common/color-list.ts';
import { Swatches } from '../design-common/swatches.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import { SCHEMES, palette, type Scheme } from './palette.ts';

const DEFAULT_BASE = '#3498db';
const DEFAULT_SCHEME: Scheme = 'analogous';

export default function ColorPaletteGeneratorScreen(_props: ToolScreenProps) {
  const text = useMessages(paletteMessages);
  const words = useMessages(designMessages);
  const schemes = SCHEMES.map((s) => ({ value: s.value, label: text.schemes[s.value] }));
  const [base, setBase] = useState(DEFAULT_BASE);
  const [scheme, setScheme] = useState<Scheme>(DEFAULT_SCHEME);
  const { trackAction } = useToolTracking();
  const colors = palette(hexToRgba(base), scheme);
  useResultTracking(`${scheme}:${colorsAsHexList(colors)}`);
  const schemeName = text.schemes[scheme];

  return (
    <ToolLayout
      aside={
        <GuideCard title={text.schemesTitle}>
          {schemes.map((s) => (
            <p key={s.value}>
              <span className="font-semibold text-ink">{s.label}: </span>
              {text.notes[s.value]}
            </p>
          ))}
          <p>{text.copyNote}</p>
        </GuideCard>
      }
    >
      <ToolPanel title={text.baseAndScheme}>
        <div className="grid gap-5">
          <div className="sm:max-w-xs">
            <ColorField label={text.baseColour} value={base} onChange={setBase} />
          </div>
          <ChoiceGroup
            look="segmented"
            legend={text.scheme}
            value={scheme}
            options={schemes}
            onChange={setScheme}
          />
          <p className="text-sm text-muted">{text.notes[scheme]}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setBase(randomHex());
              trackAction('random');
            }}
          >
            <Shuffle aria-hidden="true" />
            {text.randomBase}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setBase(DEFAULT_BASE);
              setScheme(DEFAULT_SCHEME);
              trackAction('reset');
            }}
          >
            <RotateCcw aria-hidden="true" />
            {words.reset}
          </Button>
        </div>
      </ToolPanel>

      <ToolPanel title={text.palette}>
        <p className="sr-only" aria-live="polite">
          {text.announce(schemeName, colors.length)}
        </p>
        <Swatches items={colors.map((color) => ({ color }))} testId="palette" />
      </ToolPanel>
    </ToolLayout>
  );
}
