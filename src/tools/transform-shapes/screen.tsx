import { Shapes } from 'lucide-react';
import { useState } from 'react';
import { BeforeAfter } from '../../components/jobs/before-after.tsx';
import { SingleFileJobFrame } from '../../components/jobs/single-file-job-frame.tsx';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { useSingleFileJob } from '../../components/jobs/use-single-file-job.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import {
  SHAPE_SIZE,
  shapeCanvas,
  shapePath,
  shapes,
  type Shape,
} from '../../../shared/jobs/shapes.ts';
import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { transformShapesMessages } from './messages.ts';
import { shapeTransformJob } from '../../../shared/jobs/types/shape-transform.ts';

function ShapeIcon({ shape }: { shape: Shape }) {
  const { width, height } = shapeCanvas(shape, 40);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width * 0.8}
      height={height * 0.8}
      aria-hidden="true"
      className="fill-current"
    >
      <path d={shapePath(shape, width, height)} />
    </svg>
  );
}

/** Transform Image Shapes: the picture cut out as one of eight shapes, transparent around it. */
export default function TransformShapesScreen({ tool, category }: ToolScreenProps) {
  const text = useMessages(transformShapesMessages);
  const [shape, setShape] = useState<Shape>('circle');
  const options = shapes.map((s) => ({ value: s.value, label: text.shapes[s.value] }));
  const choices = options.map((s) => ({ ...s, icon: <ShapeIcon shape={s.value} /> }));
  const job = useSingleFileJob(shapeTransformJob.type, {
    tool,
    category,
    toasts: {
      success: { title: text.done },
      failure: () => ({ title: text.failed, description: text.failedHint }),
    },
  });
  const original = useObjectUrl(job.file);
  const result = useResultUrl(job.state.result);
  const choose = (value: Shape) => job.edit(() => setShape(value));

  return (
    <ToolLayout
      aside={
        <GuideCard title={text.tips}>
          <p>{text.guide.centre}</p>
          <p>{text.guide.suits}</p>
          <p>{text.guide.result(SHAPE_SIZE)}</p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel={text.choose}
          action={{ label: text.transform, icon: <Shapes aria-hidden="true" /> }}
          parameters={{ shape, size: SHAPE_SIZE }}
          preview={
            <BeforeAfter
              original={original}
              result={result}
              resultAlt={text.resultAlt(text.inSentence[shape])}
              resultPlaceholder={text.placeholder(text.inSentence[shape])}
            />
          }
          download={text.download}
        >
          <Field label={text.shape}>
            <NativeSelect
              options={options}
              value={shape}
              disabled={job.busy}
              onChange={(event) => choose(event.target.value as Shape)}
            />
          </Field>
          <ChoiceGroup
            legend={text.pick}
            name="shape"
            options={choices}
            value={shape}
            onChange={choose}
            disabled={job.busy}
          />
        </SingleFileJobFrame>
      </ToolPanel>
    </ToolLayout>
  );
}
