import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGES,
  amountInWords,
  englishWords,
  groupNepali,
  MAX_RUPEES,
  nepaliWords,
  readAmount,
  type Amount,
} from './amount-words.ts';
import { NEPALI_NUMBER_NAMES } from './number-names.ts';

function read(text: string): Amount {
  const reading = readAmount(text);
  if (!reading.ok) throw new Error(`${text}: ${reading.message}`);
  return reading.amount;
}

describe('Nepali number names', () => {
  it('has one distinct name for each number from 0 to 99', () => {
    expect(NEPALI_NUMBER_NAMES).toHaveLength(100);
    expect(new Set(NEPALI_NUMBER_NAMES).size).toBe(100);
    expect(NEPALI_NUMBER_NAMES[19]).toBe('उन्नाइस');
    expect(NEPALI_NUMBER_NAMES[39]).toBe('उनन्चालीस');
    expect(NEPALI_NUMBER_NAMES[99]).toBe('उनान्सय');
  });
});

describe('readAmount', () => {
  it('reads plain, grouped and Devanagari digits with paisa', () => {
    expect(read('1234567')).toEqual({ rupees: 1234567, paisa: 0 });
    expect(read('12,34,567.5')).toEqual({ rupees: 1234567, paisa: 50 });
    expect(read('1,234,567.05')).toEqual({ rupees: 1234567, paisa: 5 });
    expect(read('१२,३४,५६७.५०')).toEqual({ rupees: 1234567, paisa: 50 });
    expect(read('रु. ५००')).toEqual({ rupees: 500, paisa: 0 });
    expect(read('Rs 500')).toEqual({ rupees: 500, paisa: 0 });
    expect(read('.01')).toEqual({ rupees: 0, paisa: 1 });
    expect(read('0')).toEqual({ rupees: 0, paisa: 0 });
  });

  it('accepts the largest amount and refuses one paisa more', () => {
    expect(read('99,99,99,99,99,999.99')).toEqual({ rupees: MAX_RUPEES, paisa: 99 });
    expect(readAmount('1,00,00,00,00,00,000')).toEqual({
      ok: false,
      message: AMOUNT_MESSAGES.tooLarge,
    });
    expect(readAmount('99999999999999999999')).toEqual({
      ok: false,
      message: AMOUNT_MESSAGES.tooLarge,
    });
  });

  it('refuses invalid input with a message saying what is wrong', () => {
    expect(readAmount('')).toEqual({ ok: false, message: AMOUNT_MESSAGES.empty });
    expect(readAmount('  ')).toEqual({ ok: false, message: AMOUNT_MESSAGES.empty });
    expect(readAmount('-5')).toEqual({ ok: false, message: AMOUNT_MESSAGES.negative });
    expect(readAmount('1.234')).toEqual({ ok: false, message: AMOUNT_MESSAGES.paisa });
    for (const bad of ['abc', '12a', '1,5', '1.2.3', '1e5', '12,34,5', '.']) {
      expect(readAmount(bad), bad).toEqual({ ok: false, message: AMOUNT_MESSAGES.notNumber });
    }
  });
});

describe('amount in words', () => {
  it('writes zero', () => {
    expect(amountInWords(read('0'))).toEqual({
      grouped: '0',
      groupedDevanagari: '०',
      nepali: 'शून्य रुपैयाँ',
      english: 'Zero Rupees',
      chequeNepali: 'रु. शून्य मात्र',
      chequeEnglish: 'Rupees Zero only',
    });
  });

  it('writes one paisa', () => {
    expect(amountInWords(read('0.01'))).toEqual({
      grouped: '0.01',
      groupedDevanagari: '०.०१',
      nepali: 'शून्य रुपैयाँ एक पैसा',
      english: 'Zero Rupees and One Paisa',
      chequeNepali: 'रु. शून्य र एक पैसा मात्र',
      chequeEnglish: 'Rupees Zero and One Paisa only',
    });
  });

  it('writes one lakh and one crore', () => {
    const lakh = amountInWords(read('100000'));
    expect(lakh.grouped).toBe('1,00,000');
    expect(lakh.chequeNepali).toBe('रु. एक लाख मात्र');
    expect(lakh.chequeEnglish).toBe('Rupees One Lakh only');
    const crore = amountInWords(read('10000000'));
    expect(crore.grouped).toBe('1,00,00,000');
    expect(crore.chequeNepali).toBe('रु. एक करोड मात्र');
    expect(crore.chequeEnglish).toBe('Rupees One Crore only');
  });

  it('writes the largest amount', () => {
    const largest = amountInWords(read('9999999999999.99'));
    expect(largest.grouped).toBe('99,99,99,99,99,999.99');
    expect(largest.groupedDevanagari).toBe('९९,९९,९९,९९,९९,९९९.९९');
    expect(largest.chequeNepali).toBe(
      'रु. उनान्सय खरब उनान्सय अरब उनान्सय करोड उनान्सय लाख उनान्सय हजार नौ सय उनान्सय र उनान्सय पैसा मात्र',
    );
    expect(largest.chequeEnglish).toBe(
      'Rupees Ninety Nine Kharab Ninety Nine Arab Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paisa only',
    );
  });

  it('writes an amount typed in Devanagari digits', () => {
    const words = amountInWords(read('१२,३४,५६,७८९.५०'));
    expect(words.grouped).toBe('12,34,56,789.50');
    expect(words.nepali).toBe('बाह्र करोड चौंतीस लाख छपन्न हजार सात सय उनान्नब्बे रुपैयाँ पचास पैसा');
    expect(words.english).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees and Fifty Paisa',
    );
  });

  it('skips empty groups and names every place value', () => {
    expect(nepaliWords(1_00_00_00_001)).toBe('एक अरब एक');
    expect(englishWords(1_00_00_00_00_000)).toBe('One Kharab');
    expect(englishWords(20_05_000)).toBe('Twenty Lakh Five Thousand');
    expect(englishWords(110)).toBe('One Hundred Ten');
    expect(nepaliWords(110)).toBe('एक सय दश');
    expect(nepaliWords(99)).toBe('उनान्सय');
  });

  it('groups digits the Nepali way', () => {
    expect(groupNepali(999)).toBe('999');
    expect(groupNepali(1000)).toBe('1,000');
    expect(groupNepali(123456789)).toBe('12,34,56,789');
  });
});
