import { FileInput, FileOutput } from 'lucide-react';
import { useState } from 'react';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ConvertPanel } from './convert-panel.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

type Tab = 'word-to-pdf' | 'pdf-to-word';

/**
 * Document Converter, tabs Word to PDF and PDF to Word; the route picks the first (word-to-pdf,
 * pdf-to-word, or document-converter for Word to PDF). Switching tab starts afresh: the panel is
 * mounted anew, so its selection and result are cleared and a running job is cancelled.
 */
export default function DocumentConverterScreen({ tool, category }: ToolScreenProps) {
  const [tab, setTab] = useState<Tab>(tool.slug === 'pdf-to-word' ? 'pdf-to-word' : 'word-to-pdf');
  return (
    <ToolLayout
      aside={
        <GuideCard title="About the Document Converter">
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
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Conversion">
            <TabsTrigger value="word-to-pdf">Word to PDF</TabsTrigger>
            <TabsTrigger value="pdf-to-word">PDF to Word</TabsTrigger>
          </TabsList>
          <TabsContent value="word-to-pdf">
            <ConvertPanel
              tool={tool}
              category={category}
              type="word-to-pdf"
              texts={{
                choose: 'Choose a Word document',
                action: 'Convert to PDF',
                icon: <FileOutput aria-hidden="true" />,
                download: 'Download PDF',
                note: 'Your document becomes converted.pdf.',
              }}
            />
          </TabsContent>
          <TabsContent value="pdf-to-word">
            <ConvertPanel
              tool={tool}
              category={category}
              type="pdf-to-word"
              texts={{
                choose: 'Choose a PDF',
                action: 'Convert to Word',
                icon: <FileInput aria-hidden="true" />,
                download: 'Download Word Document',
                note: 'Your PDF becomes converted.docx, ready to edit in Word or LibreOffice.',
              }}
            />
          </TabsContent>
        </Tabs>
      </ToolPanel>
    </ToolLayout>
  );
}
