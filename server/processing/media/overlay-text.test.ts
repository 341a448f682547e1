import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../processing-error.ts';
import {
  cleanOverlayText,
  layoutOverlayText,
  MAX_OVERLAY_TEXT_LENGTH,
  wrapWords,
} from './overlay-text.ts';

describe('cleanOverlayText', () => {
  it('removes control characters and collapses white space', () => {
    expect(cleanOverlayText('  Hello\n\tworld\u0007 ')).toBe('Hello world');
  });

  it('keeps characters ffmpeg would otherwise parse, since the text goes through a file', () => {
    expect(cleanOverlayText("50% off: it's %{pts} \\ [1]")).toBe("50% off: it's %{pts} \\ [1]");
  });

  it('refuses text over the limit', () => {
    expect(() => cleanOverlayText('x'.repeat(MAX_OVERLAY_TEXT_LENGTH + 1))).toThrow(
      ProcessingError,
    );
    expect(cleanOverlayText('x'.repeat(MAX_OVERLAY_TEXT_LENGTH))).toHaveLength(
      MAX_OVERLAY_TEXT_LENGTH,
    );
  });
});

describe('wrapWords', () => {
  it('wraps greedily at the limit and keeps long words whole', () => {
    expect(wrapWords('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapWords('extraordinarily long', 5)).toEqual(['extraordinarily', 'long']);
  });
});

describe('layoutOverlayText', () => {
  it('draws a short caption on one line at the largest size', () => {
    const layout = layoutOverlayText('Hi!', 480, 270);
    expect(layout.lines).toEqual(['Hi!']);
    expect(layout.fontSize).toBe(30);
  });

  it('fits a long caption by wrapping rather than shrinking it below a readable size', () => {
    const text = 'When the cat finally noticed the cucumber behind it, everything changed forever';
    const layout = layoutOverlayText(text, 480, 270);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.join(' ')).toBe(text);
    const longest = Math.max(...layout.lines.map((line) => line.length));
    expect(longest * layout.fontSize * 0.68).toBeLessThanOrEqual(480 * 0.92 + 1);
    expect(layout.fontSize).toBeGreaterThanOrEqual(Math.round(270 / 16));
  });

  it('keeps the lines inside the picture', () => {
    const layout = layoutOverlayText('a '.repeat(70).trim(), 320, 180);
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.bottomMargin + layout.lines.length * layout.lineHeight).toBeLessThan(180);
  });
});
