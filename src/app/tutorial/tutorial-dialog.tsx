import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { tutorialSteps } from './tutorial-steps.ts';
import { useFillRetention } from '../../lib/retention.tsx';
import { useMessages } from '../../i18n/index.ts';
import { tutorialMessages } from './messages.ts';

export interface TutorialDialogProps {
  step: number;
  onStep: (step: number) => void;
  onFinish: (how: 'complete' | 'skip') => void;
}

export default function TutorialDialog({ step, onStep, onFinish }: TutorialDialogProps) {
  const current = tutorialSteps[step] ?? tutorialSteps[0]!;
  const last = step === tutorialSteps.length - 1;
  const text = useMessages(tutorialMessages);
  const fill = useFillRetention();
  const shown = text.steps[current.id];
  return (
    // Not modal: a card in the corner that leaves the page visible and usable around it (the
    // visitor may read or scroll on and close it later); a click elsewhere does not close it.
    <Dialog
      open
      modal={false}
      onOpenChange={(next) => {
        if (!next) onFinish('skip');
      }}
    >
      <DialogContent
        title={shown.title}
        description={fill(shown.body)}
        closeLabel={text.close}
        placement="corner"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex items-center justify-center gap-2 py-2" aria-hidden="true">
          {tutorialSteps.map((s, index) => (
            <span
              key={s.id}
              className={cn('size-2.5 rounded-full', index === step ? 'bg-accent' : 'bg-line')}
            />
          ))}
        </div>
        <p className="text-center text-sm text-muted">
          {text.progress(step + 1, tutorialSteps.length)}
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onClick={() => onFinish('skip')}>
            {text.skip}
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" disabled={step === 0} onClick={() => onStep(step - 1)}>
              {text.previous}
            </Button>
            {last ? (
              <Button onClick={() => onFinish('complete')}>{text.finish}</Button>
            ) : (
              <Button onClick={() => onStep(step + 1)}>{text.next}</Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
