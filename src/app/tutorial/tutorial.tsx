import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { trackTutorial } from '../../lib/analytics.ts';
import { mayAutoShowTutorial, TUTORIAL_PATH } from './auto-show.ts';
import {
  isTutorialCompleted,
  TUTORIAL_DELAY_MS,
  TUTORIAL_STORAGE_KEY,
  tutorialSteps,
} from './tutorial-steps.ts';

interface TutorialContextValue {
  /** Clears the completed flag and shows the tutorial again from its first step, on the home page. */
  restart: () => void;
}

const TutorialContext = createContext<TutorialContextValue | null>(null);

/** The dialog is loaded only when the tutorial may show: most visits never need it. */
const loadTutorialDialog = () => import('./tutorial-dialog.tsx');
const TutorialDialog = lazy(loadTutorialDialog);

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

/**
 * The first-visit tutorial: shown 1.5 s after the visitor reaches the home page unless completed
 * before, never on another page and never while a field has the focus (then a later visit to the
 * home page tries again). `pathname` is the current route's path.
 */
export function TutorialProvider({
  pathname,
  children,
}: {
  pathname: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const shownThisVisit = useRef(false);
  const navigate = useNavigate();

  const show = useCallback(() => {
    shownThisVisit.current = true;
    setStep(0);
    setOpen(true);
    trackTutorial('start');
    trackTutorial('step', { step: 1, step_id: tutorialSteps[0]?.id });
  }, []);

  useEffect(() => {
    if (pathname !== TUTORIAL_PATH || shownThisVisit.current) return;
    // Its code is loaded and run ahead, in a task of its own, so that showing it is only a render.
    const early = isTutorialCompleted(storage())
      ? undefined
      : setTimeout(() => void loadTutorialDialog().catch(() => {}), TUTORIAL_DELAY_MS / 2);
    const timer = setTimeout(() => {
      if (mayAutoShowTutorial(pathname, isTutorialCompleted(storage()), document.activeElement)) {
        show();
      }
    }, TUTORIAL_DELAY_MS);
    return () => {
      clearTimeout(early);
      clearTimeout(timer);
    };
  }, [pathname, show]);

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
        // "Take the tour" from another page goes to the home page first, then opens there.
        if (pathname === TUTORIAL_PATH) show();
        else void navigate({ to: TUTORIAL_PATH }).then(show);
      },
    }),
    [navigate, pathname, show],
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
