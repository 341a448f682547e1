import { Eraser } from 'lucide-react';
import { BeforeAfter } from '../../components/jobs/before-after.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { richText, useMessages } from '../../i18n/index.ts';
import { useRetentionLabel } from '../../lib/retention.tsx';
import type { ToolScreenProps } from '../registry.ts';
import { removeBackgroundMessages } from './messages.ts';
import { removeBgJob } from '../../../shared/jobs/types/remove-bg.ts';

/** AI Background Removal: one image in, a PNG with a transparent background out. */
export default function RemoveBackgroundScreen({ tool, category }: ToolScreenProps) {
  const m = useMessages(removeBackgroundMessages);
  const period = useRetentionLabel();
  const job = useSingleFileJob(removeBgJob.type, {
    tool,
    category,
    toasts: {
      success: { title: m.removed },
      failure: () => ({
        title: m.failed,
        description: m.tryAgain,
      }),
    },
  });
  const original = useObjectUrl(job.file);
  const cutout = useResultUrl(job.state.result);

  return (
    <ToolLayout
      aside={
        <GuideCard title={m.guideTitle}>
          <p>{m.guideModel}</p>
          <p>{m.guideBest}</p>
          <p>{richText(m.guideDeleted, { period })}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={m.chooseImage}
          action={{ label: m.remove, icon: <Eraser aria-hidden="true" /> }}
          parameters={{}}
          preview={
            <BeforeAfter
              original={original}
              result={cutout}
              resultAlt={m.cutoutAlt}
              resultPlaceholder={m.cutoutAppears}
            />
          }
          download={m.download}
        />
      </ToolPanel>
    </ToolLayout>
  );
}
