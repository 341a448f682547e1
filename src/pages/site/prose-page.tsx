import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { siteMessages } from './messages.ts';

export interface ProseSection {
  heading: string;
  body: ReactNode;
}

/** A readable text page (about, legal): a title, an intro and headed sections. */
export function ProsePage({
  title,
  intro,
  updated,
  notice,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  updated?: string;
  /** A note above the text (a translated legal page's). */
  notice?: ReactNode;
  sections: readonly ProseSection[];
  children?: ReactNode;
}) {
  const text = useMessages(siteMessages);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      {updated && <p className="mt-1 text-sm text-muted">{text.lastUpdated(updated)}</p>}
      {notice && <div className="mt-4">{notice}</div>}
      <div className="mt-4 text-lg text-muted">{intro}</div>
      {children}
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <div className="mt-2 space-y-3 leading-relaxed text-ink [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
