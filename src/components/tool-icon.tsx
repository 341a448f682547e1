import {
  Image,
  Video,
  Music,
  FileText,
  Globe,
  Type,
  Palette,
  Calculator,
  CaseSensitive,
  LandPlot,
  KeyRound,
  RefreshCw,
  Braces,
  CalendarDays,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useSyncExternalStore } from 'react';

/**
 * The icons the home page shows (every category, the popular tools). The other catalogue icons are
 * registered by `tool-icons-all.ts`, which every other page imports: the home page stays small.
 */
export const coreIcons: Readonly<Record<string, LucideIcon>> = {
  Image,
  Video,
  Music,
  FileText,
  Globe,
  Type,
  Palette,
  Calculator,
  CaseSensitive,
  LandPlot,
  KeyRound,
  RefreshCw,
  Braces,
  CalendarDays,
};

let moreIcons: Readonly<Record<string, LucideIcon>> = {};
const listeners = new Set<() => void>();

export function provideIcons(icons: Readonly<Record<string, LucideIcon>>): void {
  moreIcons = { ...moreIcons, ...icons };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function iconFor(name: string): LucideIcon | undefined {
  return coreIcons[name] ?? moreIcons[name];
}

export function ToolIcon({ name, className }: { name: string; className?: string }) {
  const Icon =
    useSyncExternalStore(
      subscribe,
      () => iconFor(name),
      () => iconFor(name),
    ) ?? Wrench;
  // Icons are module-level components looked up by name, not created here.
  // eslint-disable-next-line react-hooks/static-components
  return <Icon className={className} aria-hidden="true" />;
}
