/** The only page the first-visit tutorial opens on by itself. */
export const TUTORIAL_PATH = '/';

/** The parts of an element that say whether the visitor is typing or choosing in it. */
export interface FocusedElement {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
}

const nonTextInputTypes = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

/**
 * Whether the focused element is a field in use: a text box, select or editable region. Opening a
 * modal dialog then would take the caret away mid-word, so the tutorial waits for another visit.
 */
export function isFieldInUse(element: FocusedElement | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && !nonTextInputTypes.has((element.type ?? 'text').toLowerCase());
}

/** Whether the tutorial may open by itself now: on the home page, not done, no field in use. */
export function mayAutoShowTutorial(
  pathname: string,
  completed: boolean,
  focused: FocusedElement | null | undefined,
): boolean {
  return pathname === TUTORIAL_PATH && !completed && !isFieldInUse(focused);
}
