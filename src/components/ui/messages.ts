import type { LocalizedMessages } from '../../i18n/index.ts';

/** The few texts of the shared UI parts (a dialog's close button). */
const en = {
  close: 'Close',
};

export const uiMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    close: 'बन्द गर्नुहोस्',
  },
};
