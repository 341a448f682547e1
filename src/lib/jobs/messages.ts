import type { LocalizedMessages } from '../../i18n/index.ts';
import { currentMessages, knownMessage } from '../../i18n/index.ts';
import { limitLabel } from '../../../shared/jobs/limits.ts';
import type { InputSlot } from '../../../shared/jobs/job-types.ts';

/**
 * The job layer's own texts shown to visitors: the job runner's and the upload's failures, a
 * carried result that could not be brought, the file checks' refusals and the progress clock.
 * The runner keeps the English (a failure is stored as it happened); the screen shows them in the
 * shown language through `shownJobMessage`.
 */
const en = {
  errors: {
    uploadCheckConnection: 'The upload failed. Please check your connection and try again.',
    uploadFailed: 'The upload failed. Please try again.',
    connectionLost:
      'The connection was lost and the upload could not continue. Please check your connection and try again.',
    serverLost: 'The connection to the server was lost. Reload the page to see your job.',
    resultGone: 'The result is no longer kept. Please run the tool again.',
    jobFailed: 'The job failed.',
    carriedNotFound: 'The result you wanted to continue with was not found. Please choose a file.',
    carriedExpired:
      'The result you wanted to continue with has expired and was deleted from the server. Please choose the file again.',
    carriedUnavailable:
      'The result you wanted to continue with is not available. Please choose a file.',
    carriedNotLoaded:
      'The result you wanted to continue with could not be loaded. Please choose a file.',
    invalidType: 'Invalid file type. Please check supported formats.',
    fileFailed: 'File upload failed',
  },
  tooLarge: (maxBytes: number) => `File too large. Maximum size is ${limitLabel(maxBytes)}`,
  tooMany: (max: number) => `Too many files. Maximum ${max} files allowed.`,
  clock: {
    left: (duration: string) => `about ${duration} left`,
    elapsed: (duration: string) => `${duration} elapsed`,
    hours: 'h',
    minutes: 'min',
    seconds: 's',
  },
};

export const jobTextMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    errors: {
      uploadCheckConnection: 'अपलोड असफल भयो। आफ्नो इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
      uploadFailed: 'अपलोड असफल भयो। फेरि प्रयास गर्नुहोस्।',
      connectionLost: 'जडान टुट्यो र अपलोड जारी रहन सकेन। आफ्नो इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।',
      serverLost: 'सर्भरसँगको जडान टुट्यो। आफ्नो काम हेर्न पृष्ठ फेरि लोड गर्नुहोस्।',
      resultGone: 'नतिजा अब राखिएको छैन। उपकरण फेरि चलाउनुहोस्।',
      jobFailed: 'काम असफल भयो।',
      carriedNotFound: 'तपाईंले अगाडि बढाउन खोजेको नतिजा भेटिएन। एउटा फाइल छान्नुहोस्।',
      carriedExpired:
        'तपाईंले अगाडि बढाउन खोजेको नतिजाको समय सकियो र सर्भरबाट मेटाइयो। फाइल फेरि छान्नुहोस्।',
      carriedUnavailable: 'तपाईंले अगाडि बढाउन खोजेको नतिजा उपलब्ध छैन। एउटा फाइल छान्नुहोस्।',
      carriedNotLoaded: 'तपाईंले अगाडि बढाउन खोजेको नतिजा लोड गर्न सकिएन। एउटा फाइल छान्नुहोस्।',
      invalidType: 'यो फाइलको प्रकार मिलेन। समर्थित ढाँचाहरू हेर्नुहोस्।',
      fileFailed: 'फाइल अपलोड असफल भयो',
    },
    tooLarge: (maxBytes) => `फाइल धेरै ठूलो छ। बढीमा ${limitLabel(maxBytes)} सम्मको फाइल मिल्छ`,
    tooMany: (max) => `धेरै फाइलहरू छन्। बढीमा ${max} वटा फाइल मात्र मिल्छ।`,
    clock: {
      left: (duration) => `करिब ${duration} बाँकी`,
      elapsed: (duration) => `${duration} बित्यो`,
      hours: 'घण्टा',
      minutes: 'मिनेट',
      seconds: 'सेकेन्ड',
    },
  },
};

/** The English texts the job layer stores and returns (kept byte for byte). */
export const jobTexts = en;

/**
 * A message of the job layer in the language shown now: the runner's and the file checks' own
 * texts are translated (the refusals with the slot's limits); any other (a server's) as it is.
 */
export function shownJobMessage(message: string, slot?: InputSlot): string {
  const shown = currentMessages(jobTextMessages);
  if (slot && message === en.tooLarge(slot.maxBytes)) return shown.tooLarge(slot.maxBytes);
  if (slot && message === en.tooMany(slot.max)) return shown.tooMany(slot.max);
  return knownMessage(message, en.errors, shown.errors);
}
