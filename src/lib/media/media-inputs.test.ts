import { describe, expect, it } from 'vitest';
import { formatLength, parseSeconds, pieceProblem, videoUrlProblem } from './media-inputs.ts';

describe('parseSeconds', () => {
  it('reads numbers and leaves blanks and words as NaN', () => {
    expect(parseSeconds(' 2.5 ')).toBe(2.5);
    expect(parseSeconds('0')).toBe(0);
    expect(parseSeconds('')).toBeNaN();
    expect(parseSeconds('abc')).toBeNaN();
  });
});

describe('formatLength', () => {
  it('keeps one decimal at most', () => {
    expect(formatLength(12.46)).toBe('12.5 s');
    expect(formatLength(3)).toBe('3 s');
  });
});

describe('pieceProblem', () => {
  it('accepts a piece inside the file', () => {
    expect(pieceProblem('1', '4', { fileSeconds: 6, endPastFile: 'error' })).toBeNull();
    expect(pieceProblem('0', '30', { endPastFile: 'error' })).toBeNull();
  });
  it('refuses an end before the start, as the server does', () => {
    expect(pieceProblem('5', '2', { endPastFile: 'stop' })).toEqual({
      field: 'endTime',
      message: 'The end time must be after the start time.',
    });
    expect(pieceProblem('', '2', { endPastFile: 'stop' })?.field).toBe('startTime');
  });
  it('refuses a start past the end of the file', () => {
    expect(pieceProblem('7', '9', { fileSeconds: 6, endPastFile: 'stop' })).toEqual({
      field: 'startTime',
      message: 'The start time is past the end of the file (it is 6 s long).',
    });
  });
  it('refuses an end past the file when trimming, but lets a GIF stop at the end', () => {
    expect(pieceProblem('0', '30', { fileSeconds: 6.03, endPastFile: 'error' })).toEqual({
      field: 'endTime',
      message: 'The end time is past the end of the file (it is 6 s long).',
    });
    expect(pieceProblem('0', '6.05', { fileSeconds: 6.03, endPastFile: 'error' })).toBeNull();
    expect(pieceProblem('0', '30', { fileSeconds: 6, endPastFile: 'stop' })).toBeNull();
  });
  it('refuses a GIF longer than its limit', () => {
    expect(pieceProblem('0', '90', { maxSeconds: 60, endPastFile: 'stop' })?.message).toBe(
      'The piece may be at most 60 seconds long. Choose a shorter piece.',
    );
  });
});

describe('videoUrlProblem', () => {
  it('accepts http and https addresses', () => {
    expect(videoUrlProblem(' https://videos.example/clip.mp4 ')).toBeNull();
    expect(videoUrlProblem('http://example.com/watch?v=1')).toBeNull();
  });
  it('says what is wrong with the rest', () => {
    expect(videoUrlProblem('   ')).toBe('Enter the address (URL) of the video.');
    expect(videoUrlProblem('example.com/video.mp4')).toBe(
      'Enter a full web address, starting with https://',
    );
    expect(videoUrlProblem('ftp://example.com/a.mp4')).toBe(
      'Only web addresses starting with http:// or https:// can be used.',
    );
  });
});
