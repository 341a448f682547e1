import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { tutorialSteps } from './tutorial-steps.ts';
import { withRetention } from '../../lib/retention.tsx';

export interface TutorialDialogProps {
  step: number;
  onStep: (step: number) => void;
  onFinish: (how: 'complete' | 'skip') => void;
}

export default function TutorialDialog({ step, onStep, onFinish }: TutorialDialogProps) {
  const current = tutorialSteps[step] ?? tutorialSteps[0]!;
  const last = step === tutorialSteps.length - 1;
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onFinish('skip');
      }}
    >
      <DialogContent
        title={current.title}
        description={withRetention(current.body)}
        closeLabel="Close tutorial"
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
          Step {step + 1} of {tutorialSteps.length}
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onClick={() => onFinish('skip')}>
            Skip Tutorial
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" disabled={step === 0} onClick={() => onStep(step - 1)}>
              Previous
            </Button>
            {last ? (
              <Button onClick={() => onFinish('complete')}>Get Started</Button>
            ) : (
              <Button onClick={() => onStep(step + 1)}>Next</Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
