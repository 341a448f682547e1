export interface TutorialStep {
  id: 'welcome' | 'file-upload' | 'tools-navigation' | 'processing-history';
}

/**
 * The four steps of the first-visit tutorial (docs/product.md#tutorial); their texts are in
 * messages.ts, by id.
 */
export const tutorialSteps: readonly TutorialStep[] = [
  { id: 'welcome' },
  { id: 'file-upload' },
  { id: 'tools-navigation' },
  { id: 'processing-history' },
];

export const TUTORIAL_STORAGE_KEY = 'tutorial-completed';
export const TUTORIAL_DELAY_MS = 1500;

export function isTutorialCompleted(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(TUTORIAL_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}
