import { RefreshCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useInBrowser } from '../../lib/use-in-browser.ts';
import { useToolTracking } from '../../app/tool/use-tool-tracking.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { useMessages } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { CopyButton } from '../text-common/copy-button.tsx';
import { PoliteStatus } from '../text-common/polite-status.tsx';
import {
  characterClasses,
  chosenClasses,
  defaultOptions,
  generatePassword,
  MAX_LENGTH,
  MIN_LENGTH,
  passwordStrength,
  type PasswordOptions,
  type Strength,
} from './password.ts';
import { passwordMessages } from './messages.ts';

const strengthStyle: Record<Strength, string> = {
  Weak: 'bg-danger-soft! text-danger!',
  Medium: 'bg-amber-100! text-amber-900!',
  Strong: 'bg-success-soft! text-success!',
  'Very Strong': 'bg-success! text-on-success!',
};

export default function PasswordGeneratorScreen() {
  const words = useMessages(passwordMessages);
  const { trackConversion } = useToolTracking();
  const passwordId = useId();
  const lengthId = useId();
  const [options, setOptions] = useState<PasswordOptions>(defaultOptions);
  // The password is drawn for this visitor alone, in the browser: the page's first paint (the
  // server's) shows the field empty, at its size, until the first render here fills it.
  const inBrowser = useInBrowser();
  const firstPassword = useMemo(
    () => (inBrowser ? generatePassword(defaultOptions) : ''),
    [inBrowser],
  );
  const [drawn, setPassword] = useState<string | null>(null);
  const password = drawn ?? firstPassword;
  const [status, setStatus] = useState('');
  const noClass = chosenClasses(options).length === 0;
  const strength = passwordStrength(options);

  const generate = (next: PasswordOptions, announce: boolean) => {
    if (chosenClasses(next).length === 0) {
      // The message shows beside the character-type choices (noClass below).
      setPassword('');
      return;
    }
    setPassword(generatePassword(next));
    if (announce) {
      setStatus(words.generated(next.length));
      trackConversion();
    }
  };

  const change = (next: PasswordOptions) => {
    setOptions(next);
    generate(next, false);
  };

  return (
    <ToolLayout aside={<PasswordTips />}>
      <ToolPanel>
        <div className="space-y-6">
          <div>
            <label htmlFor={passwordId} className="text-sm font-medium">
              {words.password}
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                id={passwordId}
                readOnly
                value={password}
                placeholder={words.chooseType}
                spellCheck={false}
                autoComplete="off"
                className="h-12 min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 font-mono text-lg tracking-wide text-ink"
              />
              <div className="flex gap-2">
                <CopyButton className="h-12!" text={password} what={words.copiedWhat} />
                <Button className="h-12!" onClick={() => generate(options, true)}>
                  <RefreshCw aria-hidden="true" />
                  {words.generate}
                </Button>
              </div>
            </div>
            <p className="mt-2 flex items-center gap-2 text-sm">
              {words.strength}
              <Badge className={cn(strengthStyle[strength])}>{words.strengths[strength]}</Badge>
            </p>
          </div>

          <div>
            <div className="flex items-center justify-between">
              <span id={lengthId} className="text-sm font-medium">
                {words.length}
              </span>
              <span className="font-mono text-sm font-semibold" aria-hidden="true">
                {options.length}
              </span>
            </div>
            <Slider
              className="mt-3"
              thumbLabel={words.lengthLabel}
              aria-labelledby={lengthId}
              min={MIN_LENGTH}
              max={MAX_LENGTH}
              step={1}
              value={[options.length]}
              onValueChange={([value]) => change({ ...options, length: value ?? options.length })}
            />
            <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
              <span>{MIN_LENGTH}</span>
              <span>{MAX_LENGTH}</span>
            </div>
          </div>

          <fieldset>
            <legend className="text-sm font-medium">{words.include}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {characterClasses.map((c) => (
                <label key={c.key} className="flex cursor-pointer items-center gap-3 text-sm">
                  <Checkbox
                    checked={options[c.key]}
                    onCheckedChange={(checked) => change({ ...options, [c.key]: checked === true })}
                  />
                  {words.classes[c.key]}
                </label>
              ))}
            </div>
            {noClass && <p className="mt-2 text-sm font-medium text-danger">{words.noClass}</p>}
          </fieldset>
        </div>
        <PoliteStatus message={status} />
      </ToolPanel>
    </ToolLayout>
  );
}

function PasswordTips() {
  const words = useMessages(passwordMessages);
  return (
    <GuideCard title={words.tips}>
      <ul className="list-disc space-y-1.5 pl-5">
        {Object.values(words.tipList).map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>{words.local}</p>
    </GuideCard>
  );
}
