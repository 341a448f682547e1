import { createContext, use, type ReactNode } from 'react';
import type { ToolRef } from '../../../shared/catalogue/index.ts';

const ToolContext = createContext<ToolRef | null>(null);

export function ToolProvider({ value, children }: { value: ToolRef; children: ReactNode }) {
  return <ToolContext value={value}>{children}</ToolContext>;
}

/** The tool whose page is showing: for analytics and usage counts inside a screen. */
export function useCurrentTool(): ToolRef {
  const ref = use(ToolContext);
  if (!ref) throw new Error('useCurrentTool must be used inside a tool page');
  return ref;
}
