import { describe, expect, it } from 'vitest';
import { isMediaContentType, isPageContentType, isVideoSiteHost } from './video-sites.ts';
import { suggestedFileName } from './safe-download.ts';

describe('isVideoSiteHost', () => {
  it('knows video sites and their subdomains', () => {
    for (const host of [
      'youtube.com',
      'www.youtube.com',
      'm.youtube.com',
      'youtu.be',
      'vimeo.com',
      'www.tiktok.com',
      'x.com',
      'WWW.INSTAGRAM.COM',
      'youtube.com.',
    ]) {
      expect(isVideoSiteHost(host)).toBe(true);
    }
  });

  it('is not fooled by look-alikes', () => {
    for (const host of [
      'notyoutube.com',
      'youtube.com.evil.test',
      'example.com',
      'x.company.test',
    ]) {
      expect(isVideoSiteHost(host)).toBe(false);
    }
  });
});

describe('content types', () => {
  it('tells pages from media', () => {
    expect(isPageContentType('text/html; charset=utf-8')).toBe(true);
    expect(isPageContentType('application/xhtml+xml')).toBe(true);
    expect(isPageContentType('video/mp4')).toBe(false);
    expect(isPageContentType(null)).toBe(false);
    for (const type of [
      'video/mp4',
      'audio/mpeg',
      'application/octet-stream',
      'application/ogg',
      null,
    ]) {
      expect(isMediaContentType(type)).toBe(true);
    }
    for (const type of ['image/png', 'application/json', 'text/plain', 'text/html']) {
      expect(isMediaContentType(type)).toBe(false);
    }
  });
});

describe('suggestedFileName', () => {
  const url = new URL('https://cdn.test/media/My%20Clip.mp4?x=1');
  it('prefers Content-Disposition, then the path', () => {
    expect(suggestedFileName('attachment; filename="holiday.mp4"', url)).toBe('holiday.mp4');
    expect(suggestedFileName("attachment; filename*=UTF-8''f%C3%AAte.mp4", url)).toBe('fête.mp4');
    expect(suggestedFileName(null, url)).toBe('My Clip.mp4');
    expect(suggestedFileName(null, new URL('https://cdn.test/'))).toBeNull();
  });

  it('keeps only a name, never a path', () => {
    expect(suggestedFileName('attachment; filename="../../etc/passwd"', url)).toBe('passwd');
    expect(suggestedFileName('attachment; filename=".."', url)).toBe('My Clip.mp4');
  });
});
