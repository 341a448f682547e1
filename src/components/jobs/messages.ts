import type { LocalizedMessages } from '../../i18n/index.ts';
import { ordinal } from '../../lib/jobs/ordinal.ts';
import { sizeChange } from '../../lib/saving.ts';
import type { FileKind } from '../../../shared/jobs/file-kinds.ts';

/** A label that may begin in lower case ('audio or video file') as the start of a line. */
const sentenceStart = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** The texts of the job components every server tool shares (picker, progress, previews, lists). */
const en = {
  picker: {
    dropHere: (multiple: boolean) => `Drag and drop ${multiple ? 'files' : 'a file'} here, or`,
    hint: (kind: FileKind, limit: string, multiple: boolean, max: number) =>
      `${sentenceStart(kind.label)}${multiple ? 's' : ''}, up to ${limit}${multiple ? ` each, ${max} at most` : ''}`,
    bringing: 'Bringing over the result you continued with…',
    uploadError: 'Upload Error: ',
    selected: 'Selected:',
  },
  progress: {
    retryingAnnouncement: 'Connection interrupted. Retrying the upload.',
    uploadingAnnouncement: 'Uploading your file.',
    startingAnnouncement: 'Upload finished. Starting the job.',
    queuedAtAnnouncement: (place: number) => `Waiting in the queue: ${ordinal(place)} in line.`,
    queuedAnnouncement: 'Waiting in the queue.',
    processedAnnouncement: (quarter: number) => `Processing: ${quarter}% done.`,
    processingAnnouncement: 'Processing your file.',
    retrying: 'Connection interrupted: retrying the upload…',
    uploading: 'Uploading…',
    sentOf: (sent: string, total: string) => `${sent} of ${total}`,
    queued: 'Waiting in the queue',
    queuedAt: (place: number) =>
      `You are ${ordinal(place)} in line. Your file is uploaded and safe.`,
    queuedSafe: 'Your file is uploaded and safe.',
    processing: 'Processing…',
    starting: 'Starting…',
    cancel: 'Cancel',
    resumeHint:
      'If the connection drops, the upload goes on by itself. If the page reloads, choose the same file again: it continues where it stopped.',
  },
  preview: {
    original: 'Original',
    yourOriginal: 'Your original',
    imageAppears: 'Your image appears here.',
    result: 'Result',
  },
  compare: {
    original: 'Original',
    compressed: 'Compressed',
    before: 'Before',
    after: 'After',
    label: 'Before and after: move to compare',
    valueText: (percent: number) => `${percent}% of the width shows the original`,
  },
  summary: {
    originals: (count: number) => (count === 1 ? 'Original' : `${count} originals`),
    results: (count: number) => (count === 1 ? 'Result' : 'ZIP of the results'),
    change: (before: number, after: number) => sizeChange(before, after),
  },
  list: {
    inOrder: (item: string) => `${item}s in order`,
    moveUp: (item: string, place: number) => `Move ${item.toLowerCase()} ${place} up`,
    moveDown: (item: string, place: number) => `Move ${item.toLowerCase()} ${place} down`,
    remove: (item: string, place: number, name: string) =>
      `Remove ${item.toLowerCase()} ${place} (${name})`,
  },
  ordered: {
    hint: 'Drag a row, or use its arrow buttons, to change the order.',
    inOrder: (item: string) => `${item}s in order`,
    moveUp: (item: string, place: number, name: string) => `Move ${item} ${place} up (${name})`,
    moveDown: (item: string, place: number, name: string) => `Move ${item} ${place} down (${name})`,
    remove: (item: string, place: number, name: string) => `Remove ${item} ${place} (${name})`,
    moved: (name: string, place: number, total: number) =>
      `${name} moved to position ${place} of ${total}.`,
    removed: (name: string) => `${name} removed.`,
  },
  pages: {
    previews: 'Page previews',
    count: (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`,
    open: (page: number, total: number) => `Preview page ${page} of ${total}`,
    page: (page: number) => `Page ${page}`,
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    rendered: (page: number) => `Page ${page}, rendered`,
    download: (name: string) => `Download this page (${name})`,
  },
  time: {
    start: 'Start time (seconds)',
    end: 'End time (seconds)',
    secondsUnit: 's',
    /** The checks' own problems (shared/jobs/time-range.ts, src/lib/media/media-inputs.ts). */
    startNegative: 'The start time must be 0 seconds or more.',
    endBeforeStart: 'The end time must be after the start time.',
    tooShort: (min: string) => `The end time must be at least ${min} seconds after the start time.`,
    tooLong: (max: string) =>
      `The piece may be at most ${max} seconds long. Choose a shorter piece.`,
    startPastFile: (length: string) =>
      `The start time is past the end of the file (it is ${length} long).`,
    endPastFile: (length: string) =>
      `The end time is past the end of the file (it is ${length} long).`,
  },
};

/** The kinds of file as a Nepali visitor reads them (the English is fileKinds' own label). */
const nepaliKinds: Record<FileKind['id'], string> = {
  image: 'JPEG, PNG, WebP, HEIC, AVIF, GIF, TIFF वा BMP तस्बिर',
  video: 'MP4, MOV, MKV, AVI वा WebM भिडियो',
  audio: 'MP3, WAV, M4A, AAC, OGG, OPUS, FLAC वा WMA अडियो',
  media: 'अडियो वा भिडियो फाइल',
  pdf: 'PDF कागजात',
  word: 'Word कागजात (.docx वा .doc)',
  scan: 'PDF, वा JPEG, PNG वा WebP पृष्ठको तस्बिर',
};

export const jobMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    picker: {
      dropHere: (multiple) =>
        multiple ? 'फाइलहरू यहाँ तानेर छोड्नुहोस्, वा' : 'फाइल यहाँ तानेर छोड्नुहोस्, वा',
      hint: (kind, limit, multiple, max) =>
        multiple
          ? `${nepaliKinds[kind.id]}, प्रत्येक ${limit} सम्म, बढीमा ${max} वटा`
          : `${nepaliKinds[kind.id]}, ${limit} सम्म`,
      bringing: 'तपाईंले अगाडि बढाउन छानेको नतिजा ल्याउँदै…',
      uploadError: 'अपलोड त्रुटि: ',
      selected: 'छानिएको:',
    },
    progress: {
      retryingAnnouncement: 'जडान टुट्यो। अपलोड फेरि प्रयास गर्दै।',
      uploadingAnnouncement: 'तपाईंको फाइल अपलोड हुँदैछ।',
      startingAnnouncement: 'अपलोड सकियो। काम सुरु हुँदैछ।',
      queuedAtAnnouncement: (place) => `लाइनमा पर्खँदै: तपाईं ${place} नम्बरमा हुनुहुन्छ।`,
      queuedAnnouncement: 'लाइनमा पर्खँदै।',
      processedAnnouncement: (quarter) => `प्रशोधन हुँदैछ: ${quarter}% सकियो।`,
      processingAnnouncement: 'तपाईंको फाइल प्रशोधन हुँदैछ।',
      retrying: 'जडान टुट्यो: अपलोड फेरि प्रयास गर्दै…',
      uploading: 'अपलोड हुँदैछ…',
      sentOf: (sent, total) => `${total} मध्ये ${sent}`,
      queued: 'लाइनमा पर्खँदै',
      queuedAt: (place) =>
        `तपाईं लाइनमा ${place} नम्बरमा हुनुहुन्छ। तपाईंको फाइल अपलोड भइसकेको छ र सुरक्षित छ।`,
      queuedSafe: 'तपाईंको फाइल अपलोड भइसकेको छ र सुरक्षित छ।',
      processing: 'प्रशोधन हुँदैछ…',
      starting: 'सुरु हुँदैछ…',
      cancel: 'रद्द गर्नुहोस्',
      resumeHint:
        'जडान टुटे पनि अपलोड आफैं जारी रहन्छ। पृष्ठ फेरि लोड भयो भने उही फाइल फेरि छान्नुहोस्: रोकिएकै ठाउँबाट अघि बढ्छ।',
    },
    preview: {
      original: 'मूल तस्बिर',
      yourOriginal: 'तपाईंको मूल तस्बिर',
      imageAppears: 'तपाईंको तस्बिर यहाँ देखिन्छ।',
      result: 'नतिजा',
    },
    compare: {
      original: 'मूल तस्बिर',
      compressed: 'कम्प्रेस गरिएको तस्बिर',
      before: 'पहिले',
      after: 'पछि',
      label: 'पहिले र पछि: तुलना गर्न सार्नुहोस्',
      valueText: (percent) => `चौडाइको ${percent}% मा मूल तस्बिर देखिन्छ`,
    },
    summary: {
      originals: (count) => (count === 1 ? 'मूल फाइल' : `${count} मूल फाइल`),
      results: (count) => (count === 1 ? 'नतिजा' : 'नतिजाहरूको ZIP'),
      change: (before, after) => {
        if (before <= 0) return '';
        const percent = Math.round((100 * (before - after)) / before);
        if (percent > 0) return `${percent}% सानो`;
        if (percent < 0) return `${-percent}% ठूलो`;
        return 'लगभग उस्तै आकार';
      },
    },
    list: {
      inOrder: (item) => `क्रमअनुसार ${item}हरू`,
      moveUp: (item, place) => `${item} ${place} माथि सार्नुहोस्`,
      moveDown: (item, place) => `${item} ${place} तल सार्नुहोस्`,
      remove: (item, place, name) => `${item} ${place} हटाउनुहोस् (${name})`,
    },
    ordered: {
      hint: 'क्रम बदल्न पङ्क्ति तान्नुहोस्, वा त्यसका तीर बटन थिच्नुहोस्।',
      inOrder: (item) => `क्रमअनुसार ${item}हरू`,
      moveUp: (item, place, name) => `${item} ${place} माथि सार्नुहोस् (${name})`,
      moveDown: (item, place, name) => `${item} ${place} तल सार्नुहोस् (${name})`,
      remove: (item, place, name) => `${item} ${place} हटाउनुहोस् (${name})`,
      moved: (name, place, total) => `${name} ${total} मध्ये ${place} नम्बरमा सारियो।`,
      removed: (name) => `${name} हटाइयो।`,
    },
    pages: {
      previews: 'पृष्ठहरूको पूर्वावलोकन',
      count: (count) => `${count} पृष्ठ`,
      open: (page, total) => `${total} मध्ये पृष्ठ ${page} हेर्नुहोस्`,
      page: (page) => `पृष्ठ ${page}`,
      pageOf: (page, total) => `पृष्ठ ${page} (${total} मध्ये)`,
      rendered: (page) => `पृष्ठ ${page}, तस्बिरको रूपमा`,
      download: (name) => `यो पृष्ठ डाउनलोड गर्नुहोस् (${name})`,
    },
    time: {
      start: 'सुरु समय (सेकेन्डमा)',
      end: 'अन्त्य समय (सेकेन्डमा)',
      secondsUnit: 'सेकेन्ड',
      startNegative: 'सुरु समय 0 सेकेन्ड वा बढी हुनुपर्छ।',
      endBeforeStart: 'अन्त्य समय सुरु समयपछि हुनुपर्छ।',
      tooShort: (min) => `अन्त्य समय सुरु समयभन्दा कम्तीमा ${min} सेकेन्डपछि हुनुपर्छ।`,
      tooLong: (max) => `टुक्रा बढीमा ${max} सेकेन्ड लामो हुन सक्छ। छोटो टुक्रा छान्नुहोस्।`,
      startPastFile: (length) => `सुरु समय फाइलको अन्त्यभन्दा पछि छ (फाइल ${length} लामो छ)।`,
      endPastFile: (length) => `अन्त्य समय फाइलको अन्त्यभन्दा पछि छ (फाइल ${length} लामो छ)।`,
    },
  },
};
