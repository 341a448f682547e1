import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../processing-error.ts';
import {
  assertUrlTarget,
  bareHostname,
  effectivePort,
  isHostAllowed,
  parseRemoteUrl,
} from './url-policy.ts';

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ProcessingError) return error.code;
    throw error;
  }
  return 'passed';
}

describe('parseRemoteUrl', () => {
  it('accepts http and https', () => {
    expect(parseRemoteUrl(' https://example.com/video.mp4 ').href).toBe(
      'https://example.com/video.mp4',
    );
    expect(parseRemoteUrl('http://example.com').hostname).toBe('example.com');
  });

  it.each([
    'file:///etc/passwd',
    'gopher://127.0.0.1:70/_x',
    'ftp://example.com/a.mp4',
    'data:text/plain,hi',
    'javascript:alert(1)',
  ])('refuses %s as an unsupported protocol', (url) => {
    expect(codeOf(() => parseRemoteUrl(url))).toBe('unsupported_protocol');
  });

  it('refuses what is not a URL, user names and passwords, and very long URLs', () => {
    expect(codeOf(() => parseRemoteUrl('not a url'))).toBe('invalid_url');
    expect(codeOf(() => parseRemoteUrl(''))).toBe('invalid_url');
    expect(codeOf(() => parseRemoteUrl('https://user:secret@example.com/'))).toBe('invalid_url');
    expect(codeOf(() => parseRemoteUrl(`https://example.com/${'a'.repeat(2100)}`))).toBe(
      'invalid_url',
    );
  });

  it('normalises odd spellings of addresses, so they are judged as what they are', () => {
    expect(bareHostname(parseRemoteUrl('http://2130706433/'))).toBe('127.0.0.1');
    expect(bareHostname(parseRemoteUrl('http://0x7f.1/'))).toBe('127.0.0.1');
    expect(bareHostname(parseRemoteUrl('http://[::ffff:127.0.0.1]/'))).toBe('::ffff:7f00:1');
    expect(bareHostname(parseRemoteUrl('http://LOCALHOST./'))).toBe('localhost.');
  });
});

describe('assertUrlTarget', () => {
  it.each([
    'http://127.0.0.1/',
    'http://[::1]:8080/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
  ])('refuses the address literal in %s', (url) => {
    expect(codeOf(() => assertUrlTarget(parseRemoteUrl(url), []))).toBe('blocked_address');
  });

  it('leaves names to the connect-time check and lets public literals through', () => {
    expect(codeOf(() => assertUrlTarget(parseRemoteUrl('http://localhost/'), []))).toBe('passed');
    expect(codeOf(() => assertUrlTarget(parseRemoteUrl('http://8.8.8.8/'), []))).toBe('passed');
  });

  it('lets allowed hosts through', () => {
    expect(
      codeOf(() => assertUrlTarget(parseRemoteUrl('http://127.0.0.1:4100/'), ['127.0.0.1:4100'])),
    ).toBe('passed');
    expect(
      codeOf(() => assertUrlTarget(parseRemoteUrl('http://127.0.0.1:4101/'), ['127.0.0.1:4100'])),
    ).toBe('blocked_address');
  });
});

describe('isHostAllowed', () => {
  const url = (text: string) => new URL(text);
  it('matches a host on any port, or a host and port exactly', () => {
    expect(isHostAllowed(url('http://media.test:8080/a'), ['media.test'])).toBe(true);
    expect(isHostAllowed(url('http://media.test/a'), ['media.test:80'])).toBe(true);
    expect(isHostAllowed(url('https://media.test/a'), ['media.test:80'])).toBe(false);
    expect(isHostAllowed(url('http://other.test/a'), ['media.test'])).toBe(false);
    expect(isHostAllowed(url('http://sub.media.test/a'), ['media.test'])).toBe(false);
    expect(isHostAllowed(url('http://media.test/a'), [])).toBe(false);
  });

  it('understands IPv6 entries with and without brackets', () => {
    expect(isHostAllowed(url('http://[::1]:9000/'), ['[::1]:9000'])).toBe(true);
    expect(isHostAllowed(url('http://[::1]:9001/'), ['[::1]:9000'])).toBe(false);
    expect(isHostAllowed(url('http://[::1]:9001/'), ['::1'])).toBe(true);
  });

  it('knows the default ports', () => {
    expect(effectivePort(url('https://a.test/'))).toBe(443);
    expect(effectivePort(url('http://a.test/'))).toBe(80);
    expect(effectivePort(url('http://a.test:81/'))).toBe(81);
  });
});
