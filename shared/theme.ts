/** The visitor's colour theme: follow the system, or always light, or always dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'theme';

/** The class on the page root that switches the colour tokens to their dark values. */
export const DARK_CLASS = 'dark';

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system';
}

export function isDarkTheme(choice: ThemeChoice, systemPrefersDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemPrefersDark);
}
