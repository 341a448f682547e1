import { Eraser } from 'lucide-react';
import { BeforeAfter } from '../../components/jobs/before-after.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { RetentionPeriod } from '../../lib/retention.tsx';
import type { ToolScreenProps } from '../registry.ts';

/** AI Background Removal: one image in, a PNG with a transparent background out. */
export default function RemoveBackgroundScreen({ tool, category }: ToolScreenProps) {
  const job = useSingleFileJob('remove-bg', {
    tool,
    category,
    toasts: {
      success: { title: 'Background removed successfully!' },
      failure: () => ({
        title: 'Processing failed',
        description: 'Please try again with a different image.',
      }),
    },
  });
  const original = useObjectUrl(job.file);
  const cutout = useResultUrl(job.state.result);

  return (
    <ToolLayout
      aside={
        <GuideCard title="How it works">
          <p>
            An AI model on our server finds the subject of your photo and makes everything else
            transparent. Nothing is sent to any other company.
          </p>
          <p>Works best with one clear subject: a person, a pet or a product.</p>
          <p>
            The result is a PNG. Your image and the result are deleted within <RetentionPeriod />.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel="Choose an image"
          action={{ label: 'Remove Background', icon: <Eraser aria-hidden="true" /> }}
          parameters={{}}
          preview={
            <BeforeAfter
              original={original}
              result={cutout}
              resultAlt="The cut-out with its background removed"
              resultPlaceholder="The cut-out appears here."
            />
          }
          download="Download Result"
        />
      </ToolPanel>
    </ToolLayout>
  );
}
