export interface TutorialStep {
  id: 'welcome' | 'file-upload' | 'tools-navigation' | 'processing-history';
  title: string;
  body: string;
}

/** The four steps of the first-visit tutorial (docs/product.md#tutorial). */
export const tutorialSteps: readonly TutorialStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Everyday Tools',
    body: 'Free tools for images, video, audio, documents, units, dates, text and design. No sign-up, nothing to install.',
  },
  {
    id: 'file-upload',
    title: 'Drop your files in',
    body: 'Drag and drop files onto a tool, or choose several at once for batch tools like Image to GIF and Images to PDF. Large uploads resume by themselves if your connection drops.',
  },
  {
    id: 'tools-navigation',
    title: 'Find any tool fast',
    body: 'Search from the header (or press Ctrl+K, or /, anywhere) and open Categories to browse. Star a tool to keep it among your favourites on the home page.',
  },
  {
    id: 'processing-history',
    title: 'Follow your work',
    body: 'While a file is processed you see its progress and the time left. Results stay ready to download for {retention}, then every file is deleted.',
  },
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
