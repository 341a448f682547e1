import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { trackTutorial } from '../../lib/analytics.ts';
import {
  isTutorialCompleted,
  TUTORIAL_DELAY_MS,
  TUTORIAL_STORAGE_KEY,
  tutorialSteps,
} from './tutorial-steps.ts';

interface TutorialContextValue {
  /** Clears the completed flag and shows the tutorial again from its first step. */
  restart: () => void;
}

const TutorialContext = createContext<TutorialContextValue | null>(null);

/** The dialog is loaded only when the tutorial shows: most visits never need it. */
const TutorialDialog = lazy(() => import('./tutorial-dialog.tsx'));

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function storeCompleted() {
  try {
    storage()?.setItem(TUTORIAL_STORAGE_KEY, 'true');
  } catch {
    // Without storage the tutorial may show again next visit; nothing else breaks.
  }
}

/** The first-visit tutorial: shown 1.5 s after load unless completed before. */
export function TutorialProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);

  const show = useCallback(() => {
    setStep(0);
    setOpen(true);
    trackTutorial('start');
    trackTutorial('step', { step: 1, step_id: tutorialSteps[0]?.id });
  }, []);

  useEffect(() => {
    if (isTutorialCompleted(storage())) return;
    const timer = setTimeout(show, TUTORIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [show]);

  const finish = useCallback((how: 'complete' | 'skip', atStep: number) => {
    storeCompleted();
    setOpen(false);
    trackTutorial(how, { step: atStep + 1 });
  }, []);

  const goTo = (next: number) => {
    setStep(next);
    trackTutorial('step', { step: next + 1, step_id: tutorialSteps[next]?.id });
  };

  const value = useMemo<TutorialContextValue>(
    () => ({
      restart: () => {
        try {
          storage()?.removeItem(TUTORIAL_STORAGE_KEY);
        } catch {
          // ignore
        }
        show();
      },
    }),
    [show],
  );

  return (
    <TutorialContext value={value}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <TutorialDialog step={step} onStep={goTo} onFinish={(how) => finish(how, step)} />
        </Suspense>
      )}
    </TutorialContext>
  );
}

export function useTutorial(): TutorialContextValue {
  const context = use(TutorialContext);
  if (!context) throw new Error('useTutorial must be used within a TutorialProvider');
  return context;
}
