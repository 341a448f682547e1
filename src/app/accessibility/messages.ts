import type { LocalizedMessages } from '../../i18n/index.ts';
import { announcements, type FontSize } from '../../../shared/preferences.ts';

/** What the accessibility settings announce to screen readers (English: preferences.ts's). */
const en = {
  highContrast: announcements.highContrast,
  reducedMotion: announcements.reducedMotion,
  fontSize: announcements.fontSize,
  screenReader: announcements.screenReader,
  menu: announcements.menu,
  reset: announcements.reset,
};

const nepaliFontSizes: Record<FontSize, string> = {
  normal: 'सामान्य',
  large: 'ठूलो',
  xl: 'अझ ठूलो',
};

const onOff = (on: boolean) => (on ? 'सक्रिय गरियो' : 'निष्क्रिय गरियो');

export const announcementMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    highContrast: (on) => `उच्च कन्ट्रास्ट ${onOff(on)}`,
    reducedMotion: (on) => `कम गति ${onOff(on)}`,
    fontSize: (size) => `अक्षरको आकार ${nepaliFontSizes[size]} बनाइयो`,
    screenReader: (on) => `स्क्रिन रिडर मोड ${onOff(on)}`,
    menu: (open) => `पहुँचयोग्यता मेनु ${open ? 'खोलियो' : 'बन्द गरियो'}`,
    reset: 'पहुँचयोग्यता सेटिङहरू पूर्वनिर्धारितमा फर्काइयो',
  },
};
