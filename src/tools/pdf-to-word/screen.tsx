import { FileInput } from 'lucide-react';
import { ConvertPanel } from '../document-converter/convert-panel.tsx';
import { DocumentFrame } from '../document-converter/document-frame.tsx';
import type { ToolScreenProps } from '../registry.ts';

/** PDF to Word: a PDF in, an editable .docx out. */
export default function PdfToWordScreen({ tool, category }: ToolScreenProps) {
  return (
    <DocumentFrame current="pdf-to-word">
      <ConvertPanel
        tool={tool}
        category={category}
        type="pdf-to-word"
        texts={{
          choose: 'Choose a PDF',
          action: 'Convert to Word',
          icon: <FileInput aria-hidden="true" />,
          download: 'Download Word Document',
          note: 'Your PDF keeps its name: report.pdf becomes report.docx, ready to edit in Word or LibreOffice.',
        }}
      />
    </DocumentFrame>
  );
}
