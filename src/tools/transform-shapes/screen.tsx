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
} from '../../shared/jobs/shapes.ts';
import type { ToolScreenProps } from '../registry.ts';

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

const choices = shapes.map((shape) => ({ ...shape, icon: <ShapeIcon shape={shape.value} /> }));

/** Transform Image Shapes: the picture cut out as one of eight shapes, transparent around it. */
export default function TransformShapesScreen({ tool, category }: ToolScreenProps) {
  const [shape, setShape] = useState<Shape>('circle');
  const job = useSingleFileJob('shape-transform', {
    tool,
    category,
    toasts: {
      success: { title: 'Image transformed successfully!' },
      failure: () => ({
        title: 'Transformation failed',
        description: 'Please try again with a different image.',
      }),
    },
  });
  const original = useObjectUrl(job.file);
  const result = useResultUrl(job.state.result);
  const choose = (value: Shape) => job.edit(() => setShape(value));

  return (
    <ToolLayout
      aside={
        <GuideCard title="Tips">
          <p>Put the subject in the middle of the picture: each shape is cut from the centre.</p>
          <p>
            Square pictures suit the circle, square, hexagon, pentagon, star and heart; wide ones
            suit the oval and rectangle.
          </p>
          <p>
            The result is a {SHAPE_SIZE}-pixel PNG, transparent around the shape, ready for profile
            pictures and stickers.
          </p>
        </GuideCard>
      }
    >
      <ToolPanel>
        <SingleFileJobFrame
          job={job}
          chooseLabel="Choose an image"
          action={{ label: 'Transform Shape', icon: <Shapes aria-hidden="true" /> }}
          parameters={{ shape, size: SHAPE_SIZE }}
          preview={
            <BeforeAfter
              original={original}
              result={result}
              resultAlt={`Cut out as a ${shape}`}
              resultPlaceholder={`The ${shape} appears here.`}
            />
          }
          download="Download Transformed Image"
        >
          <Field label="Shape">
            <NativeSelect
              options={shapes}
              value={shape}
              disabled={job.busy}
              onChange={(event) => choose(event.target.value as Shape)}
            />
          </Field>
          <ChoiceGroup
            legend="Or pick a shape"
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
