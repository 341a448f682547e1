import type { ReactNode } from 'react';
import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

const directions = [
  { slug: 'word-to-pdf', label: 'Word to PDF' },
  { slug: 'pdf-to-word', label: 'PDF to Word' },
] as const;

/**
 * The frame of Word to PDF and PDF to Word: links between the two (each its own route, so the
 * address and the heading follow), the tool's panel, and one guide for both.
 */
export function DocumentFrame({
  current,
  children,
}: {
  current: (typeof directions)[number]['slug'];
  children: ReactNode;
}) {
  return (
    <ToolLayout
      aside={
        <GuideCard title="About the document converters">
          <p>
            Word to PDF keeps your document’s layout: headings, lists, tables and pictures. It takes
            .docx and .doc files.
          </p>
          <p>
            PDF to Word makes an editable .docx with the text in reading order, its paragraphs and
            headings, and the pictures. A scanned page comes out as a picture.
          </p>
          <p>
            Files may be up to 50MB. They and the results are deleted within <RetentionPeriod />.
          </p>
          <p>Password-protected files cannot be converted: remove the password first.</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav label="Document conversions" tools={directions} current={current} />
        <div className="mt-4">{children}</div>
      </ToolPanel>
    </ToolLayout>
  );
}
