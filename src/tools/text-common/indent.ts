import type { SelectOption } from '../../components/ui/native-select.tsx';

export type IndentChoice = '2' | '4' | 'tab';

export const indentOptions: readonly SelectOption[] = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tabs' },
];

/** prettier's options for an indentation choice; anything unknown means 2 spaces. */
export function prettierIndent(choice: string): { tabWidth: number; useTabs: boolean } {
  if (choice === 'tab') return { tabWidth: 4, useTabs: true };
  if (choice === '4') return { tabWidth: 4, useTabs: false };
  return { tabWidth: 2, useTabs: false };
}
