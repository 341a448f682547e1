import { FileInput } from 'lucide-react';
import { ConvertPanel } from '../document-converter/convert-panel.tsx';
import { DocumentFrame } from '../document-converter/document-frame.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { pdfToWordMessages } from './messages.ts';
import { pdfToWordJob } from '../../../shared/jobs/types/pdf-to-word.ts';

/** PDF to Word: a PDF in, an editable .docx out. */
export default function PdfToWordScreen({ tool, category }: ToolScreenProps) {
  const text = useMessages(pdfToWordMessages);
  return (
    <DocumentFrame current={tool.slug}>
      <ConvertPanel
        tool={tool}
        category={category}
        type={pdfToWordJob.type}
        texts={{
          choose: text.choose,
          action: text.action,
          icon: <FileInput aria-hidden="true" />,
          download: text.download,
          note: text.note,
        }}
      />
    </DocumentFrame>
  );
}
