/** The part of a keydown event the shortcut looks at (a KeyboardEvent fits). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** True when the event's target takes typed text: an input, a text area, a select, an editable element. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
    null
  );
}

/**
 * Ctrl+K (Cmd+K on a Mac) opens the command palette from anywhere; `/` does too, but only when no
 * field has focus, so the visitor can still type a slash.
 */
export function isFindShortcut(event: ShortcutKey): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
}
