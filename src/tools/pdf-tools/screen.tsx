import { SiblingToolNav } from '../../components/sibling-tool-nav.tsx';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { ImagesToPdfPanel } from './images-to-pdf-panel.tsx';
import { pdfToolsMessages } from './messages.ts';
import { usePdfImageTools } from './pdf-links.ts';

/**
 * Images to PDF, with a link to PDF to Images (its own route, once a tab of this screen: the
 * catalogue lists each tool once, and the heading follows the link).
 */
export default function PdfToolsScreen({ tool, category }: ToolScreenProps) {
  const { guide } = useMessages(pdfToolsMessages);
  const links = usePdfImageTools();
  const period = useRetentionLabel();
  return (
    <ToolLayout
      aside={
        <GuideCard title={guide.title}>
          <p>{guide.pages}</p>
          <p>{guide.deleted(period)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SiblingToolNav label={links.label} tools={links.tools} current={tool.slug} />
        <div className="mt-4">
          <ImagesToPdfPanel tool={tool} category={category} />
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
