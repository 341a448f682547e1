import { describe, expect, it } from 'vitest';
import { convertCase, splitWords } from './convert-case.ts';

describe('convertCase', () => {
  it('upper and lower case every letter, accents included', () => {
    expect(convertCase('Hello, Wörld 42!', 'upper')).toBe('HELLO, WÖRLD 42!');
    expect(convertCase('Hello, Wörld 42!', 'lower')).toBe('hello, wörld 42!');
  });

  it('title case capitalises each word and lowers the rest', () => {
    expect(convertCase('the QUICK brown fox', 'title')).toBe('The Quick Brown Fox');
    expect(convertCase("don't stop (now) well-known", 'title')).toBe("Don't Stop (Now) Well-Known");
    expect(convertCase('first line\nsecond   line', 'title')).toBe('First Line\nSecond   Line');
  });

  it('camel case joins the words with no spaces, each after the first capitalised', () => {
    expect(convertCase('hello world', 'camel')).toBe('helloWorld');
    expect(convertCase('Hello World Again', 'camel')).toBe('helloWorldAgain');
    expect(convertCase('user-id_number 2', 'camel')).toBe('userIdNumber2');
    expect(convertCase('XML HTTP request', 'camel')).toBe('xmlHttpRequest');
    expect(convertCase('snake_case_here', 'camel')).toBe('snakeCaseHere');
  });

  it('snake case is lower case with underscores between the words', () => {
    expect(convertCase('Hello World', 'snake')).toBe('hello_world');
    expect(convertCase('parseHTTPResponse now', 'snake')).toBe('parse_http_response_now');
    expect(convertCase("  don't   panic!  ", 'snake')).toBe('dont_panic');
    expect(convertCase('café au lait', 'snake')).toBe('café_au_lait');
  });

  it('keeps line breaks for camel and snake case', () => {
    expect(convertCase('first name\nlast name', 'camel')).toBe('firstName\nlastName');
    expect(convertCase('first name\nlast name', 'snake')).toBe('first_name\nlast_name');
  });

  it('returns empty text for empty text', () => {
    for (const type of ['upper', 'lower', 'title', 'camel', 'snake'] as const) {
      expect(convertCase('', type)).toBe('');
    }
  });
});

describe('splitWords', () => {
  it('splits identifiers at case changes and punctuation', () => {
    expect(splitWords('getHTTPResponseCode2xx')).toEqual(['get', 'HTTP', 'Response', 'Code2xx']);
    expect(splitWords('a.b/c--d')).toEqual(['a', 'b', 'c', 'd']);
  });
});
