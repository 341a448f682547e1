import '../_converters/devanagari-font.ts';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useOnSettledChange } from '../_converters/use-settled.ts';
import { CopyButton } from '../text-common/copy-button.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { chooseWord, EMPTY_FIELD, wordFor, type FieldState } from './composer.ts';
import { SchemeTables } from './scheme-tables.tsx';
import { romanToDevanagari } from './transliterate.ts';
import { TypingField } from './typing-field.tsx';
import { suggestWords } from './words.ts';
import { richText, useMessages } from '../../i18n/index.ts';
import { typingMessages } from './messages.ts';

function suggestionsFor(state: FieldState): string[] {
  if (!state.word) return [];
  const { roman } = state.word;
  const shown = wordFor(roman);
  const words = suggestWords(roman).filter((word) => word !== shown);
  const spelled = romanToDevanagari(roman);
  if (spelled !== shown) words.push(spelled);
  return words;
}

export default function Screen(_props: ToolScreenProps) {
  const ids = useId();
  const text = useMessages(typingMessages);
  const { trackAction, trackConversion } = useToolTracking();
  const [state, setState] = useState<FieldState>(EMPTY_FIELD);
  const fieldId = `${ids}-field`;
  const suggestions = suggestionsFor(state);
  const markChanged = useOnSettledChange(state.text, () => {
    if (state.text) {
      trackAction('convert');
      trackConversion();
    }
  });

  const update = (next: FieldState) => {
    markChanged();
    setState(next);
  };

  return (
    <ToolLayout
      aside={
        <GuideCard title={text.howToType}>
          <p>
            {richText(text.guideSounds, {
              namaste: <span className="font-mono">namaste</span>,
              namasteNe: <span lang="ne">नमस्ते</span>,
              st: <span className="font-mono">st</span>,
              stNe: <span lang="ne">स्त</span>,
              T: <span className="font-mono">T</span>,
              TNe: <span lang="ne">ट</span>,
              A: <span className="font-mono">A</span>,
              ANe: <span lang="ne">आ</span>,
              mah: <span className="font-mono">mah\</span>,
              mahNe: <span lang="ne">मह्</span>,
            })}
          </p>
          <p>
            {richText(text.guideWords, {
              nepal: <span className="font-mono">nepal</span>,
              nepalNe: <span lang="ne">नेपाल</span>,
              kathmandu: <span className="font-mono">kathmandu</span>,
              kathmanduNe: <span lang="ne">काठमाडौं</span>,
            })}
          </p>
          <SchemeTables />
        </GuideCard>
      }
    >
      <ToolPanel>
        <div className="space-y-5">
          <Field id={fieldId} label={text.typeInNepali} hint={text.typeHint}>
            <TypingField state={state} onChange={update} />
          </Field>
          <div>
            {suggestions.length > 0 && (
              <>
                <p id={`${ids}-suggestions`} className="mb-2 text-sm font-medium text-ink">
                  {text.suggestions}
                </p>
                <ul aria-labelledby={`${ids}-suggestions`} className="flex flex-wrap gap-2">
                  {suggestions.map((word) => (
                    <li key={word}>
                      <Button
                        variant="outline"
                        size="sm"
                        lang="ne"
                        onClick={() => {
                          update(chooseWord(state, word));
                          trackAction('suggestion');
                          const field = document.getElementById(fieldId);
                          field?.focus();
                        }}
                      >
                        {word}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            <CopyButton text={state.text} what={text.copiedWhat} />
            <Button
              variant="outline"
              disabled={state.text === ''}
              onClick={() => {
                setState(EMPTY_FIELD);
                trackAction('reset');
              }}
            >
              <RotateCcw aria-hidden="true" />
              {text.clear}
            </Button>
          </div>
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
