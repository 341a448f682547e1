import { FileOutput } from 'lucide-react';
import { ConvertPanel } from '../document-converter/convert-panel.tsx';
import { DocumentFrame } from '../document-converter/document-frame.tsx';
import type { ToolScreenProps } from '../registry.ts';

/** Word to PDF: a .docx or .doc in, a PDF that keeps its layout out. */
export default function WordToPdfScreen({ tool, category }: ToolScreenProps) {
  return (
    <DocumentFrame current="word-to-pdf">
      <ConvertPanel
        tool={tool}
        category={category}
        type="word-to-pdf"
        texts={{
          choose: 'Choose a Word document',
          action: 'Convert to PDF',
          icon: <FileOutput aria-hidden="true" />,
          download: 'Download PDF',
          note: 'Your document keeps its name: report.docx becomes report.pdf.',
        }}
      />
    </DocumentFrame>
  );
}
