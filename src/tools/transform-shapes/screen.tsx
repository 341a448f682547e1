import { Shapes } from 'lucide-react';
import { useState } from 'react';
import { BeforeAfter } from '../../components/jobs/before-after.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { DownloadButton } from '../../components/jobs/download-button.tsx';
import { ChosenFile, FilePicker } from '../../components/jobs/file-picker.tsx';
import { JobStatus } from '../../components/jobs/job-status.tsx';
import { useJobToasts } from '../../components/jobs/use-job-toasts.ts';
import { useObjectUrl, useResultUrl } from '../../components/jobs/use-object-url.ts';
import { GuideCard, ToolLayout, ToolPanel } from '../../components/tool-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useJobRunner } from '../../lib/jobs/use-job-runner.ts';
import { jobRegistry } from '../../shared/jobs/registry.ts';
import {
  SHAPE_SIZE,
  shapeCanvas,
  shapePath,
  shapes,
  type Shape,
} from '../../shared/jobs/shapes.ts';
import type { ToolScreenProps } from '../registry.ts';

const slot = jobRegistry['shape-transform'].inputs[0]!;

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
  const [file, setFile] = useState<File>();
  const [shape, setShape] = useState<Shape>('circle');
  const { runner, state } = useJobRunner('shape-transform', tool.slug);
  const original = useObjectUrl(file);
  const result = useResultUrl(state.result);
  useJobToasts(
    state,
    {
      success: { title: 'Image transformed successfully!' },
      failure: () => ({
        title: 'Transformation failed',
        description: 'Please try again with a different image.',
      }),
    },
    { tool, category, files: 1 },
  );
  const choose = (value: Shape) => {
    runner.reset();
    setShape(value);
  };

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
        <div className="space-y-5">
          <FilePicker
            slot={slot}
            buttonLabel="Choose an image"
            toolSlug={tool.slug}
            disabled={runner.busy}
            onFiles={([chosen]) => {
              runner.reset();
              setFile(chosen);
            }}
          />
          <ChosenFile file={file} />
          <Field label="Shape">
            <NativeSelect
              options={shapes}
              value={shape}
              disabled={runner.busy}
              onChange={(event) => choose(event.target.value as Shape)}
            />
          </Field>
          <ChoiceGroup
            legend="Or pick a shape"
            name="shape"
            options={choices}
            value={shape}
            onChange={choose}
            disabled={runner.busy}
          />
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={!file || runner.busy}
            onClick={() =>
              file && void runner.start([{ field: 'file', file }], { shape, size: SHAPE_SIZE })
            }
          >
            <Shapes aria-hidden="true" />
            Transform Shape
          </Button>
          <JobStatus runner={runner} state={state} />
          <BeforeAfter
            original={original}
            result={result}
            resultAlt={`Cut out as a ${shape}`}
            resultPlaceholder={`The ${shape} appears here.`}
          />
          {state.result && (
            <DownloadButton result={state.result} label="Download Transformed Image" />
          )}
        </div>
      </ToolPanel>
    </ToolLayout>
  );
}
