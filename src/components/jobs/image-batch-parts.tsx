import type { InputSlot } from '../../../shared/jobs/job-type.ts';
import type { JobType } from '../../../shared/jobs/job-types.ts';
import { DownloadButton } from './download-button.tsx';
import { FilePicker } from './file-picker.tsx';
import { ImageList } from './image-list.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import type { ImageBatch } from './use-image-batch.ts';

/** The picker of an image batch and the chosen images, each removable and movable. */
export function ImageBatchPicker<T extends JobType>({
  batch,
  slot,
  toolSlug,
  chooseLabel,
  itemLabel,
  onAdd,
}: {
  batch: ImageBatch<T>;
  slot: InputSlot;
  toolSlug: string;
  chooseLabel: string;
  itemLabel: string;
  /** Called with the images added to an empty list, before they are taken (a default option). */
  onAdd?: (first: File) => void;
}) {
  const { images, runner, change } = batch;
  return (
    <>
      <FilePicker
        slot={slot}
        buttonLabel={chooseLabel}
        chosen={images.length}
        toolSlug={toolSlug}
        disabled={runner.busy || images.length >= slot.max}
        onFiles={(chosen) => {
          const [first] = chosen;
          if (!first) return;
          if (images.length === 0) onAdd?.(first);
          change([...images, ...chosen]);
        }}
      />
      <ImageList files={images} onChange={change} itemLabel={itemLabel} disabled={runner.busy} />
    </>
  );
}

/** The result of an image batch: one image previewed, and the download (the image, or a ZIP). */
export function ImageBatchResult<T extends JobType>({
  batch,
  words,
}: {
  batch: ImageBatch<T>;
  words: {
    result: (filename: string) => string;
    resultAlt: string;
    download: string;
    downloadZip: string;
  };
}) {
  const { state, resultUrl, images } = batch;
  if (!state.result) return null;
  return (
    <>
      {resultUrl && (
        <PreviewPanel title={words.result(state.result.filename)} checkered>
          <img
            src={resultUrl}
            alt={words.resultAlt}
            className="max-h-96 max-w-full object-contain"
          />
        </PreviewPanel>
      )}
      <DownloadButton
        result={state.result}
        label={images.length > 1 ? words.downloadZip : words.download}
      />
    </>
  );
}
