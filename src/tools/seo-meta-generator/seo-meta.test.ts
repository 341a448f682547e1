import { describe, expect, it } from 'vitest';
import { charCount, describeTopic, generateSeoMeta, truncate } from './seo-meta.ts';

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('a'.repeat(60), 60)).toBe('a'.repeat(60));
  });

  it('cuts a 61-character title to 57 characters plus an ellipsis', () => {
    const cut = truncate('a'.repeat(61), 60);
    expect(cut).toBe(`${'a'.repeat(57)}...`);
    expect(cut.length).toBe(60);
  });

  it('cuts a long description to 152 characters plus an ellipsis', () => {
    const cut = truncate('b'.repeat(200), 155);
    expect(cut).toBe(`${'b'.repeat(152)}...`);
    expect(cut.length).toBe(155);
  });

  it('never splits an emoji', () => {
    expect(truncate('😀'.repeat(61), 60)).toBe(`${'😀'.repeat(57)}...`);
    expect(charCount('😀😀')).toBe(2);
  });
});

describe('generateSeoMeta', () => {
  it('does nothing for a blank topic', () => {
    expect(generateSeoMeta('')).toBeNull();
    expect(generateSeoMeta('   \n ')).toBeNull();
  });

  it('uses the topic as the title and the lower-cased topic in the description', () => {
    const meta = generateSeoMeta('  Home   Gardening ')!;
    expect(meta.title).toBe('Home Gardening');
    expect(meta.description).toBe(describeTopic('Home Gardening'));
    expect(meta.description).toContain('about home gardening:');
    expect(charCount(meta.description)).toBeLessThanOrEqual(155);
  });

  it('cuts a long topic and its description to their limits', () => {
    const topic = 'The Complete Beginner Guide To Growing Tomatoes On A Small City Balcony';
    const meta = generateSeoMeta(topic)!;
    expect(meta.title).toBe(`${topic.slice(0, 57)}...`);
    expect(charCount(meta.description)).toBe(155);
    expect(meta.description.endsWith('...')).toBe(true);
    expect(meta.description.slice(0, 152)).toBe(describeTopic(topic).slice(0, 152));
  });

  it('writes the tags with the values escaped for HTML', () => {
    const meta = generateSeoMeta('Fish & "Chips" <today>')!;
    expect(meta.tags.split('\n')[0]).toBe(
      '<title>Fish &amp; &quot;Chips&quot; &lt;today&gt;</title>',
    );
    expect(meta.tags).toContain(
      '<meta name="description" content="Learn everything about fish &amp; &quot;chips&quot; &lt;today&gt;:',
    );
    expect(meta.tags).toContain(
      '<meta property="og:title" content="Fish &amp; &quot;Chips&quot; &lt;today&gt;">',
    );
    expect(meta.tags.split('\n')).toHaveLength(8);
  });
});
