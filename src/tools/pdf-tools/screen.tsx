import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ImagesToPdfPanel } from './images-to-pdf-panel.tsx';
import { pdfImageTools } from './pdf-links.ts';

/**
 * Images to PDF, with a link to PDF to Images (its own route, once a tab of this screen: the
 * catalogue lists each tool once, and the heading follows the link).
 */
export default function PdfToolsScreen({ tool, category }: ToolScreenProps) {
  return (
    <ToolLayout
      aside={
        <GuideCard title="About Images to PDF">
          <p>
            Up to 10 JPEG, PNG or WebP images become one PDF, a page per image, each page fitted to
            its image.
          </p>
          <p>
            Your files and the results are deleted within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav label="PDF and images" tools={pdfImageTools} current="images-to-pdf" />
        <div className="mt-4">
          <ImagesToPdfPanel tool={tool} category={category} />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
