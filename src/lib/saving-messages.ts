import type { LocalizedMessages } from '../i18n/index.ts';

/** How a result's size compares with the original's, in words (saving.ts). */
const en = {
  smaller: (percent: number) => `${percent}% smaller`,
  larger: (percent: number) => `${percent}% larger`,
  same: 'about the same size',
};

export const savingMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    smaller: (percent) => `${percent}% सानो`,
    larger: (percent) => `${percent}% ठूलो`,
    same: 'लगभग उत्रै आकार',
  },
};
