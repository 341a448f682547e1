import { describe, expect, it } from 'vitest';
import type { LocalizedMessages, MessageTree } from '../i18n/index.ts';
import { copyMessages } from './_converters/copy-messages.ts';
import { digitsMessages } from './_converters/digits/messages.ts';
import { multiFieldMessages } from './_converters/multi-field/messages.ts';
import { calendarMessages } from './nepali-calendar/messages.ts';
import { dateMessages } from './nepali-date-converter/messages.ts';
import { distanceMessages } from './nepali-distance-converter/messages.ts';
import { landMessages, landUnitMessages } from './nepali-land-converter/messages.ts';
import { numberToWordsMessages } from './nepali-number-to-words/messages.ts';
import { seasonMessages } from './nepali-season-converter/messages.ts';
import { SEASONS } from './nepali-season-converter/seasons.ts';
import { volumeMessages } from './nepali-volume-converter/messages.ts';
import { weightMessages } from './nepali-weight-converter/messages.ts';
import { preetiMessages } from './preeti-unicode-converter/messages.ts';
import { typingMessages } from './romanized-nepali-typing/messages.ts';
import { copyButtonMessages } from './text-common/copy-messages.ts';

/** Every message set of the Nepali tools' screens and of the shared parts they show. */
const screens: Record<string, LocalizedMessages<MessageTree>> = {
  copy: copyMessages,
  digits: digitsMessages,
  multiField: multiFieldMessages,
  copyButton: copyButtonMessages,
  calendar: calendarMessages,
  date: dateMessages,
  distance: distanceMessages,
  landUnits: landUnitMessages,
  land: landMessages,
  numberToWords: numberToWordsMessages,
  season: seasonMessages,
  volume: volumeMessages,
  weight: weightMessages,
  preeti: preetiMessages,
  typing: typingMessages,
};

const DEVANAGARI = /[\u0900-\u097f]/;
/**
 * Unit symbols (mm, kg, US gal) are meant to stay in Latin letters, as Nepali writes them; the
 * season guide's line is punctuation around Nepali words it is given.
 */
const LATIN_ALLOWED = /\.short$|^season\.guideLine$/;
/** Records the English side leaves empty: their keys are checked on their own below. */
const OPEN_RECORDS = new Set(['season.seasons']);

/** A message function's text for sample values: strings first, lists for the few that join. */
function sampleText(message: (...values: never[]) => string): string {
  const strings = Array.from({ length: message.length }, () => '1');
  try {
    return (message as (...values: unknown[]) => string)(...strings);
  } catch {
    return (message as (...values: unknown[]) => string)(...strings.map((value) => [value]));
  }
}

function texts(tree: MessageTree, path: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const at = `${path}.${key}`;
    if (typeof value === 'string') return [[at, value]];
    if (typeof value === 'function') return [[at, sampleText(value)]];
    return texts(value, at);
  });
}

function shape(tree: MessageTree, path: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const at = `${path}.${key}`;
    if (OPEN_RECORDS.has(at)) return [at];
    return typeof value === 'object' ? [at, ...shape(value, at)] : [at];
  });
}

describe.each(Object.entries(screens))('the %s messages', (name, messages) => {
  it('give Nepali every key English has', () => {
    expect(shape(messages.ne as MessageTree, name)).toEqual(shape(messages.en, name));
  });

  it('are all non-empty and written in Devanagari, unit symbols aside', () => {
    for (const [path, text] of texts(messages.ne as MessageTree, name)) {
      expect(text.trim(), path).not.toBe('');
      if (!LATIN_ALLOWED.test(path)) expect(text, path).toMatch(DEVANAGARI);
    }
  });
});

describe('the season names', () => {
  it('are in Nepali for every season', () => {
    for (const season of SEASONS) {
      expect(seasonMessages.ne.seasons[season.name]?.name).toMatch(DEVANAGARI);
    }
  });
});
