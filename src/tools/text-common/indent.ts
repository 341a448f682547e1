export type IndentChoice = '2' | '4' | 'tab';

/** The indentations offered; their names are in messages.ts (`indent.names`). */
export const indentChoices: readonly IndentChoice[] = ['2', '4', 'tab'];

/** prettier's options for an indentation choice; anything unknown means 2 spaces. */
export function prettierIndent(choice: string): { tabWidth: number; useTabs: boolean } {
  if (choice === 'tab') return { tabWidth: 4, useTabs: true };
  if (choice === '4') return { tabWidth: 4, useTabs: false };
  return { tabWidth: 2, useTabs: false };
}
