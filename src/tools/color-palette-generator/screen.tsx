import { RotateCcw, Shuffle } from 'lucide-react';
import { useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { hexToRgba, randomHex } from '../design-common/color.ts';
import { ColorField } from '../design-common/color-field.tsx';
import { colorsAsHexList } from '../design-common/color-list.ts';
import { Swatches } from '../design-common/swatches.tsx';
import { useResultTracking } from '../design-common/use-result-tracking.ts';
import { SCHEMES, SCHEME_NOTES, palette, type Scheme } from './palette.ts';

const DEFAULT_BASE = '#3498db';
const DEFAULT_SCHEME: Scheme = 'analogous';

export default function ColorPaletteGeneratorScreen(_props: ToolScreenProps) {
  const [base, setBase] = useState(DEFAULT_BASE);
  const [scheme, setScheme] = useState<Scheme>(DEFAULT_SCHEME);
  const { trackAction } = useToolTracking();
  const colors = palette(hexToRgba(base), scheme);
  useResultTracking(`${scheme}:${colorsAsHexList(colors)}`);
  const schemeName = SCHEMES.find((s) => s.value === scheme)?.label ?? scheme;

  return (
    <ToolLayout
      aside={
        <GuideCard title="The schemes">
          {SCHEMES.map((s) => (
            <p key={s.value}>
              <span className="font-semibold text-ink">{s.label}: </span>
              {SCHEME_NOTES[s.value]}
            </p>
          ))}
          <p>Copy one colour, the whole palette as hex, or CSS variables for your stylesheet.</p>
        </GuideCard>
      }
    >
      <ToolPanel title="Base colour and scheme">
        <div className="grid gap-5">
          <div className="sm:max-w-xs">
            <ColorField label="Base colour" value={base} onChange={setBase} />
          </div>
          <ChoiceGroup
            look="segmented"
            legend="Scheme"
            value={scheme}
            options={SCHEMES}
            onChange={setScheme}
          />
          <p className="text-sm text-muted">{SCHEME_NOTES[scheme]}</p>
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
            Random base colour
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
            Reset
          </Button>
        </div>
      </ToolPanel>

      <ToolPanel title="Palette">
        <p className="sr-only" aria-live="polite">
          {schemeName} palette of {colors.length} colours.
        </p>
        <Swatches items={colors.map((color) => ({ color }))} testId="palette" />
      </ToolPanel>
    </ToolLayout>
  );
}
