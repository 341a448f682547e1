import type { LocalizedMessages } from '../../i18n/index.ts';
import { BS_MONTHS_EN, BS_MONTHS_NE } from '../../../shared/calendar/nepali-names.ts';
import { SEASON_NOT_FOUND } from './seasons.ts';

/** The words of a season the screen shows, keyed by its English name in seasons.ts. */
type SeasonWords = { name: string; character: string; period: string };

const en = {
  sixSeasons: 'The six seasons',
  intro: 'The Nepali year has six seasons (ritu) of two months each.',
  month: 'Nepali month',
  monthHint: 'Opens on the current month in Nepal.',
  monthOption: (index: number) => `${BS_MONTHS_EN[index] ?? ''} (${BS_MONTHS_NE[index] ?? ''})`,
  monthName: (index: number) => BS_MONTHS_EN[index] ?? '',
  and: ' and ',
  season: 'Season',
  detail: (month: string, season: string, months: string, period: string) =>
    `${month} is in ${season}, with ${months}: roughly ${period}.`,
  line: (
    month: string,
    season: string,
    nepali: string,
    character: string,
    months: string,
    period: string,
  ) => `${month} is in ${season} (${nepali}), ${character.toLowerCase()}: ${months}, ${period}.`,
  guideLine: (months: string, character: string) => `: ${months}, ${character.toLowerCase()}`,
  notFound: SEASON_NOT_FOUND,
  copiedWhat: 'The season',
  copySeason: 'Copy Season',
  thisMonth: 'This Month',
  /** English keeps seasons.ts's own words (the screen reads them there). */
  seasons: {} as Readonly<Record<string, SeasonWords>>,
};

export const seasonMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    sixSeasons: 'छ ऋतु',
    intro: 'नेपाली वर्षमा दुई-दुई महिनाका छ वटा ऋतु हुन्छन्।',
    month: 'नेपाली महिना',
    monthHint: 'नेपालको चालु महिनामा खुल्छ।',
    monthOption: (index) => BS_MONTHS_NE[index] ?? '',
    monthName: (index) => BS_MONTHS_NE[index] ?? '',
    and: ' र ',
    season: 'ऋतु',
    detail: (month, season, months, period) =>
      `${month} ${season} ऋतुमा पर्छ, ${months} सँगै: लगभग ${period}।`,
    line: (month, _season, nepali, character, months, period) =>
      `${month} ${nepali} ऋतुमा पर्छ (${character}): ${months}, ${period}।`,
    guideLine: (months, character) => `: ${months}, ${character}`,
    notFound: 'छानिएको महिनाको ऋतु पत्ता लगाउन सकिएन',
    copiedWhat: 'ऋतु',
    copySeason: 'ऋतु कपी गर्नुहोस्',
    thisMonth: 'यो महिना',
    seasons: {
      Basanta: { name: 'बसन्त', character: 'फूल फुल्ने न्यानो याम', period: 'मार्चको मध्यदेखि मेको मध्यसम्म' },
      Grishma: { name: 'ग्रीष्म', character: 'गर्मी याम', period: 'मेको मध्यदेखि जुलाईको मध्यसम्म' },
      Barsha: {
        name: 'वर्षा',
        character: 'मनसुन, पानी पर्ने याम',
        period: 'जुलाईको मध्यदेखि सेप्टेम्बरको मध्यसम्म',
      },
      Sharad: {
        name: 'शरद',
        character: 'खुला आकाश र चाडपर्वको याम',
        period: 'सेप्टेम्बरको मध्यदेखि नोभेम्बरको मध्यसम्म',
      },
      Shishir: {
        name: 'शिशिर',
        character: 'जाडो सुरु हुने याम',
        period: 'नोभेम्बरको मध्यदेखि जनवरीको मध्यसम्म',
      },
      Shheet: { name: 'शीत', character: 'कडा जाडोको याम', period: 'जनवरीको मध्यदेखि मार्चको मध्यसम्म' },
    },
  },
};
