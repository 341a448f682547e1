import { describe, expect, it } from 'vitest';
import { knownMessage } from './known-message.ts';

describe('knownMessage', () => {
  const english = { empty: 'Type something.', bad: 'Not a number.' };
  const nepali = { empty: 'केही लेख्नुहोस्।', bad: 'सङ्ख्या होइन।' };

  it('gives the shown-language text of a known English message', () => {
    expect(knownMessage('Not a number.', english, nepali)).toBe('सङ्ख्या होइन।');
  });

  it('shows any other message as it is', () => {
    expect(knownMessage('Something else.', english, nepali)).toBe('Something else.');
  });
});
