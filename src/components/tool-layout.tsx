import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';

/**
 * The body of a tool page: the tool in a main card and, beside it on wide screens (below on
 * phones), a guide or reference card. Every screen uses it so visitors learn one frame.
 */
export function ToolLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={cn('grid gap-6', aside && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]')}>
      <div className="min-w-0 space-y-6">{children}</div>
      {aside && <aside className="min-w-0 space-y-6">{aside}</aside>}
    </div>
  );
}

/** The main card of a tool. */
export function ToolPanel({
  title,
  description,
  children,
  className,
}: {
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      {title && (
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {description && <p className="text-sm text-muted">{description}</p>}
        </CardHeader>
      )}
      <CardContent className={cn(!title && 'pt-5 sm:pt-6')}>{children}</CardContent>
    </Card>
  );
}

/** A short guide, tips or reference card beside the tool. */
export function GuideCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="bg-surface">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted">{children}</CardContent>
    </Card>
  );
}
