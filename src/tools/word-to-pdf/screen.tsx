import { FileOutput } from 'lucide-react';
import { ConvertPanel } from '../document-converter/convert-panel.tsx';
import { DocumentFrame } from '../document-converter/document-frame.tsx';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { wordToPdfMessages } from './messages.ts';
import { wordToPdfJob } from '../../../shared/jobs/types/word-to-pdf.ts';

/** Word to PDF: a .docx or .doc in, a PDF that keeps its layout out. */
export default function WordToPdfScreen({ tool, category }: ToolScreenProps) {
  const text = useMessages(wordToPdfMessages);
  return (
    <DocumentFrame current={tool.slug}>
      <ConvertPanel
        tool={tool}
        category={category}
        type={wordToPdfJob.type}
        texts={{
          choose: text.choose,
          action: text.action,
          icon: <FileOutput aria-hidden="true" />,
          download: text.download,
          note: text.note,
        }}
      />
    </DocumentFrame>
  );
}
