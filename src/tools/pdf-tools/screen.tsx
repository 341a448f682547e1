import { useState } from 'react';
import { PdfToImagesTool } from '../../components/jobs/pdf-to-images-tool.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ImagesToPdfPanel } from './images-to-pdf-panel.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';

type Tab = 'images-to-pdf' | 'pdf-to-images';

/**
 * PDF Tools, two tabs: Images to PDF and PDF to Images. Switching tab starts afresh: each tab's
 * panel is mounted anew, so its selections and results are cleared.
 */
export default function PdfToolsScreen({ tool, category }: ToolScreenProps) {
  const [tab, setTab] = useState<Tab>('images-to-pdf');
  return (
    <ToolLayout
      aside={
        <GuideCard title="About PDF Tools">
          <p>
            Images to PDF: up to 10 JPEG, PNG or WebP images become one PDF, a page per image, each
            page fitted to its image.
          </p>
          <p>
            PDF to Images: every page of a PDF (up to 50MB) becomes a PNG at 150 dpi, all in one
            ZIP.
          </p>
          <p>
            Your files and the results are deleted within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="PDF tools">
            <TabsTrigger value="images-to-pdf">Images to PDF</TabsTrigger>
            <TabsTrigger value="pdf-to-images">PDF to Images</TabsTrigger>
          </TabsList>
          <TabsContent value="images-to-pdf">
            <ImagesToPdfPanel tool={tool} category={category} />
          </TabsContent>
          <TabsContent value="pdf-to-images">
            <PdfToImagesTool
              tool={tool}
              category={category}
              storageKey={`${tool.slug}:pdf-to-images`}
              inTab
              texts={{
                action: 'Extract Images',
                success: { title: 'Images extracted successfully!' },
                failure: (error) => ({
                  title: 'Extraction failed',
                  description: error.message || 'Please try again with a different PDF.',
                }),
              }}
            />
          </TabsContent>
        </Tabs>
      </ToolPanel>
    </ToolLayout>
  );
}
