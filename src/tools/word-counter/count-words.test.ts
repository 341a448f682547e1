import { describe, expect, it } from 'vitest';
import { countText, formatDuration } from './count-words.ts';

describe('countText', () => {
  it('counts nothing in an empty or blank text', () => {
    expect(countText('')).toEqual({
      words: 0,
      characters: 0,
      charactersWithoutSpaces: 0,
      sentences: 0,
      paragraphs: 0,
      readingTime: 0,
      speakingTime: 0,
    });
    expect(countText('  \n\n ')).toMatchObject({
      words: 0,
      sentences: 0,
      paragraphs: 0,
      characters: 5,
    });
  });

  it('counts words, characters, sentences and paragraphs of a known text', () => {
    const text = "Hello world. Don't panic!\n\nThis is the second paragraph, with 3 numbers: 1, 2.";
    expect(countText(text)).toMatchObject({
      words: 14,
      characters: 78,
      charactersWithoutSpaces: 64,
      sentences: 3,
      paragraphs: 2,
    });
  });

  it('counts an emoji or an accented letter as one character', () => {
    expect(countText('👍🏽 café')).toMatchObject({
      characters: 6,
      charactersWithoutSpaces: 5,
      words: 1,
    });
  });

  it('counts words in scripts without spaces', () => {
    expect(countText('नमस्ते दुनिया').words).toBe(2);
  });

  it('works out reading (238 wpm) and speaking (140 wpm) time', () => {
    const text = Array.from({ length: 476 }, () => 'word').join(' ');
    expect(countText(text)).toMatchObject({ words: 476, readingTime: 120, speakingTime: 204 });
  });
});

describe('formatDuration', () => {
  it('writes seconds, minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 sec');
    expect(formatDuration(45)).toBe('45 sec');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(200)).toBe('3 min 20 sec');
    expect(formatDuration(3900)).toBe('1 h 5 min');
    expect(formatDuration(7200)).toBe('2 h');
  });
});
