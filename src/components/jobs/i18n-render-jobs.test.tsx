import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { switchLocale } from '../../i18n/index.ts';
import { TooltipProvider } from '../ui/tooltip.tsx';
import type { JobRunnerState } from '../../lib/jobs/job-runner.ts';
import { jobTexts } from '../../lib/jobs/messages.ts';
import { jobRegistry } from '../../../shared/jobs/job-types.ts';
import { BatchSummary } from './batch-summary.tsx';
import { BeforeAfter } from './before-after.tsx';
import { CompareSlider } from './compare-slider.tsx';
import { ChosenFile, FilePicker } from './file-picker.tsx';
import { ImageList } from './image-list.tsx';
import { JobError } from './job-error.tsx';
import { JobProgress } from './job-progress.tsx';
import { OrderedFileList } from './ordered-file-list.tsx';
import { TimeRangeFields } from './time-range-fields.tsx';
import { renderToolScreen } from '../../tools/test-support/render-tool-screen.tsx';

/**
 * The job components and the image tools' screens rendered in Nepali (their first paint, with
 * React's static renderer, so nothing is fetched): their own words are Nepali and none of their
 * English labels is left.
 */
const image = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const now = Date.now();
const running = (state: Partial<JobRunnerState>): JobRunnerState => ({
  phase: 'idle',
  startedAt: now - 5_000,
  ...state,
});

const COMPONENTS: Record<string, { element: ReactElement; word: string; english: string[] }> = {
  'file picker': {
    element: (
      <FilePicker
        slot={jobRegistry['compress-image'].inputs[0]!}
        buttonLabel="तस्बिरहरू छान्नुहोस्"
        onFiles={() => {}}
        toolSlug="compress-image"
      />
    ),
    word: 'फाइलहरू यहाँ तानेर छोड्नुहोस्',
    english: ['Drag and drop', 'up to', 'at most', 'WebP image'],
  },
  'chosen file': {
    element: <ChosenFile file={image('a.png')} />,
    word: 'छानिएको:',
    english: ['Selected'],
  },
  'upload progress': {
    element: (
      <JobProgress
        state={running({
          phase: 'uploading',
          upload: { sent: 1024, total: 4096, retrying: false, secondsLeft: 30, estimatedAt: now },
        })}
        onCancel={() => {}}
      />
    ),
    word: 'अपलोड हुँदैछ',
    english: ['Uploading', 'Cancel', 'left', 'If the connection drops', ' of '],
  },
  'queue progress': {
    element: (
      <JobProgress
        state={running({ phase: 'queued', job: { id: 'j', progress: 0, queuePosition: 3 } })}
        onCancel={() => {}}
      />
    ),
    word: 'लाइनमा पर्खँदै',
    english: ['Waiting in the queue', 'in line', '3rd', 'uploaded and safe'],
  },
  'processing progress': {
    element: (
      <JobProgress
        state={running({ phase: 'processing', job: { id: 'j', progress: 50 } })}
        onCancel={() => {}}
      />
    ),
    word: 'बित्यो',
    english: ['Processing', 'elapsed', 'Cancel'],
  },
  'job error': {
    element: (
      <JobError
        state={running({
          phase: 'failed',
          error: { code: 'upload_failed', message: jobTexts.errors.uploadFailed },
        })}
      />
    ),
    word: 'अपलोड असफल भयो',
    english: ['The upload failed', 'try again'],
  },
  'batch summary': {
    element: <BatchSummary files={[image('a.png'), image('b.png')]} resultSize={1024} />,
    word: 'नतिजाहरूको ZIP',
    english: ['originals', 'ZIP of the results', 'smaller'],
  },
  'before and after': {
    element: (
      <BeforeAfter original={undefined} result={undefined} resultAlt="x" resultPlaceholder="y" />
    ),
    word: 'तपाईंको तस्बिर यहाँ देखिन्छ',
    english: ['Original', 'Result', 'Your image appears here'],
  },
  'compare slider': {
    element: <CompareSlider original="a.png" result="b.png" width={40} height={30} />,
    word: 'तुलना गर्न सार्नुहोस्',
    english: ['Before', 'After', 'Compressed', 'Original', 'of the width'],
  },
  'image list': {
    element: (
      <ImageList files={[image('a.png'), image('b.png')]} onChange={() => {}} itemLabel="फ्रेम" />
    ),
    word: 'माथि सार्नुहोस्',
    english: ['in order', 'Move', 'Remove'],
  },
  'ordered file list': {
    element: (
      <OrderedFileList
        files={[image('a.pdf'), image('b.pdf')]}
        onChange={() => {}}
        itemLabel="PDF"
      />
    ),
    word: 'क्रम बदल्न',
    english: ['Drag a row', 'in order', 'Move', 'Remove'],
  },
  'time range': {
    element: (
      <TimeRangeFields
        start="0"
        end="5"
        onStart={() => {}}
        onEnd={() => {}}
        problem={{ field: 'endTime', message: 'The end time must be after the start time.' }}
      />
    ),
    word: 'सुरु समय',
    english: ['Start time', 'End time', 'seconds', 'after the start time'],
  },
};

const SCREENS: Record<string, { word: string; english: readonly string[] }> = {
  'compress-image': {
    word: 'नतिजाको ढाँचा',
    english: ['Which format?', 'Output format', 'Quality', 'Keep metadata', 'Compress image'],
  },
  'resize-image': {
    word: 'चौडाइ पिक्सेलमा',
    english: ['How sizes work', 'Width in pixels', 'Percentage', 'Resize image'],
  },
  'image-converter': {
    word: 'यसमा बदल्नुहोस्',
    english: ['Which format?', 'Convert To', 'Convert Image', 'Choose images'],
  },
  'crop-image': {
    word: 'सामाजिक सञ्जाल 1200x630',
    english: ['Aspect Ratio', 'Free Form', 'Crop Image', 'Choose an image'],
  },
  'image-to-gif': {
    word: 'फ्रेम अवधि',
    english: ['How to make a GIF', 'Frame duration', 'Text overlay', 'Create GIF'],
  },
  'remove-background': {
    word: 'पृष्ठभूमि हटाउनुहोस्',
    english: ['How it works', 'Remove Background', 'Choose an image', 'deleted within'],
  },
};

const renderScreen = (slug: string) => renderToolScreen(slug);

describe('the job components and image screens rendered in Nepali', () => {
  beforeAll(() => switchLocale('ne'));
  afterAll(() => switchLocale('en'));

  it.each(Object.entries(COMPONENTS))('the %s speaks Nepali', (_name, expected) => {
    const html = renderToStaticMarkup(<TooltipProvider>{expected.element}</TooltipProvider>);
    expect(html).toContain(expected.word);
    for (const english of expected.english) expect(html, english).not.toContain(english);
  });

  it.each(Object.entries(SCREENS))('%s shows its own words in Nepali', async (slug, expected) => {
    const html = await renderScreen(slug);
    expect(html).toContain(expected.word);
    for (const english of expected.english) expect(html, english).not.toContain(english);
  });
});
