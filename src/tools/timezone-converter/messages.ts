import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  howItWorks: 'How it works',
  guide: {
    pick: 'Pick a date, a time and the zone they belong to; every zone below shows the same moment on its own clock.',
    database:
      'The zones and their daylight saving rules come from your browser’s copy of the IANA time zone database, so changes of clocks are taken into account on every date.',
    gaps: 'A time skipped when clocks go forward is moved past the gap; a time that happens twice when clocks go back is read as the first one. The tool says so when it happens.',
  },
  date: 'Date',
  enterDate: 'Enter a date.',
  time: 'Time',
  enterTime: 'Enter a time, like 09:30.',
  fromZone: 'Time zone of this date and time',
  swap: 'Swap with first zone',
  now: 'Use the current time',
  otherZones: 'In other time zones',
  addBelow: 'Add a time zone below to see this moment there.',
  enterBoth: 'Enter a date and a time to convert them.',
  remove: (zone: string) => `Remove ${zone}`,
  addZone: 'Add a time zone',
  listed: (zone: string) => `${zone} is in the list already.`,
  add: 'Add Time Zone',
  copyTimes: 'Copy Times',
  copiedWhat: 'The times',
  reset: 'Reset',
  more: (count: number) => `, and ${count} more`,
  row: {
    /** The Intl locale of the weekday and month names (with Latin digits). */
    dateLocale: 'en-GB',
    nextDay: 'next day',
    previousDay: 'previous day',
    days: (days: number) => `${days > 0 ? '+' : ''}${days} days`,
    gap: (asked: string, zone: string, shown: string) =>
      `${asked} does not exist on that day in ${zone}: clocks jump forward. Showing ${shown}.`,
    overlap: (asked: string, zone: string, first: string, second: string) =>
      `${asked} happens twice on that day in ${zone}: clocks go back. Showing the first (${first}); the second is ${second}.`,
  },
};

export const timezoneMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    howItWorks: 'यसले कसरी काम गर्छ',
    guide: {
      pick: 'मिति, समय र त्यो समय कुन क्षेत्रको हो छान्नुहोस्; तलका हरेक क्षेत्रले त्यही क्षण आफ्नै घडीमा देखाउँछ।',
      database:
        'क्षेत्रहरू र तिनका डेलाइट सेभिङ नियम तपाईंको ब्राउजरमा भएको IANA समय क्षेत्र डाटाबेसबाट आउँछन्, त्यसैले हरेक मितिमा घडी बदलिएको कुरा गनिन्छ।',
      gaps: 'घडी अगाडि सर्दा छुटेको समयलाई त्यो खाडलपछि सारिन्छ; घडी पछाडि सर्दा दुई पटक आउने समयलाई पहिलो मानिन्छ। यस्तो हुँदा उपकरणले भन्छ।',
    },
    date: 'मिति',
    enterDate: 'मिति लेख्नुहोस्।',
    time: 'समय',
    enterTime: 'समय लेख्नुहोस्, जस्तै 09:30।',
    fromZone: 'यो मिति र समयको समय क्षेत्र',
    swap: 'पहिलो क्षेत्रसँग साटासाट गर्नुहोस्',
    now: 'अहिलेको समय राख्नुहोस्',
    otherZones: 'अरू समय क्षेत्रमा',
    addBelow: 'यो क्षण त्यहाँ हेर्न तल समय क्षेत्र थप्नुहोस्।',
    enterBoth: 'रूपान्तरण गर्न मिति र समय लेख्नुहोस्।',
    remove: (zone) => `${zone} हटाउनुहोस्`,
    addZone: 'थप्ने समय क्षेत्र',
    listed: (zone) => `${zone} सूचीमा पहिल्यै छ।`,
    add: 'समय क्षेत्र थप्नुहोस्',
    copyTimes: 'समयहरू कपी गर्नुहोस्',
    copiedWhat: 'समयहरू',
    reset: 'रिसेट गर्नुहोस्',
    more: (count) => `, र अरू ${count}`,
    row: {
      dateLocale: 'ne-u-nu-latn',
      nextDay: 'भोलिपल्ट',
      previousDay: 'अघिल्लो दिन',
      days: (days) => `${days > 0 ? '+' : ''}${days} दिन`,
      gap: (asked, zone, shown) =>
        `${zone} मा त्यो दिन ${asked} हुँदैन: घडी अगाडि सर्छ। ${shown} देखाइएको छ।`,
      overlap: (asked, zone, first, second) =>
        `${zone} मा त्यो दिन ${asked} दुई पटक आउँछ: घडी पछाडि सर्छ। पहिलो (${first}) देखाइएको छ; दोस्रो ${second} हो।`,
    },
  },
};

export type RowWords = (typeof timezoneMessages)['ne']['row'];
