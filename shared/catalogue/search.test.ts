import { describe, expect, it } from 'vitest';
import { categories } from './categories.ts';
import { rankTools, searchTools, searchWords, singularForms, toolMatches } from './search.ts';
import type { Tool } from './types.ts';
import { nepaliCatalogue } from '../i18n/ne-catalogue.ts';

const count = (query: string) => searchTools(query).reduce((n, g) => n + g.tools.length, 0);
const total = categories.reduce((n, c) => n + c.tools.length, 0);

describe('tool search', () => {
  it('shows everything for a blank query', () => {
    expect(count('')).toBe(total);
    expect(count('   ')).toBe(total);
  });

  it('matches names case-insensitively', () => {
    const groups = searchTools('JSON');
    expect(groups.flatMap((g) => g.tools.map((t) => t.slug))).toContain('json-formatter');
    expect(count('json')).toBe(count('JSON'));
  });

  it('matches descriptions as substrings', () => {
    const slugs = searchTools('ropani').flatMap((g) => g.tools.map((t) => t.slug));
    expect(slugs).toEqual(['nepali-land-converter']);
  });

  it('finds the image tools by what phone owners type', () => {
    const first = (query: string) => rankTools(query)[0]?.tool.slug;
    expect(first('heic')).toBe('image-converter');
    expect(first('heic to jpg')).toBe('image-converter');
    expect(first('iphone photo')).toBe('image-converter');
    expect(first('rotate')).toBe('rotate-image');
    expect(first('flip photo')).toBe('rotate-image');
    expect(first('watermark')).toBe('watermark-image');
    expect(rankTools('वाटरमार्क', 1, nepaliCatalogue)[0]?.tool.slug).toBe('watermark-image');
  });

  it('returns no group when nothing matches', () => {
    expect(searchTools('zzzz-no-such-tool')).toEqual([]);
  });

  it('drops categories without matches and keeps catalogue order', () => {
    const groups = searchTools('converter');
    expect(groups.every((g) => g.tools.length > 0)).toBe(true);
    const order = categories.map((c) => c.slug);
    const seen = groups.map((g) => order.indexOf(g.category.slug));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('finds the PDF tools by their synonyms', () => {
    const slugs = (query: string) => searchTools(query).flatMap((g) => g.tools.map((t) => t.slug));
    for (const query of ['merge', 'combine', 'JOIN']) expect(slugs(query)).toContain('merge-pdf');
    for (const query of ['split', 'extract pages']) expect(slugs(query)).toContain('split-pdf');
    for (const query of ['compress', 'shrink', 'reduce']) {
      expect(slugs(query)).toContain('compress-pdf');
    }
    expect(slugs('pdf')).toEqual(
      expect.arrayContaining(['merge-pdf', 'split-pdf', 'compress-pdf']),
    );
  });

  it('matches on name, description or keywords', () => {
    const tool = {
      slug: 'x',
      name: 'Alpha',
      description: 'Beta',
      icon: 'Hash',
      kinds: ['text'],
      keywords: ['gamma'],
    } satisfies Tool;
    expect(toolMatches(tool, 'alp')).toBe(true);
    expect(toolMatches(tool, 'bet')).toBe(true);
    expect(toolMatches(tool, 'gamm')).toBe(true);
    expect(toolMatches(tool, 'delta')).toBe(false);
  });

  it('finds the image compressor and resizer by the words visitors use', () => {
    const found = (query: string) =>
      searchTools(query).flatMap((group) => group.tools.map((tool) => tool.slug));
    for (const word of ['compress', 'shrink', 'reduce', 'optimize', 'jpg', 'webp', 'avif']) {
      expect(found(word)).toContain('compress-image');
    }
    for (const word of ['resize', 'scale', 'pixels']) expect(found(word)).toContain('resize-image');
  });
});

describe('ranked tool search', () => {
  const ranked = (query: string) => rankTools(query).map((ref) => ref.tool.slug);

  it('puts the three compressors first for "compress"', () => {
    expect(ranked('compress').slice(0, 3).sort()).toEqual([
      'compress-image',
      'compress-pdf',
      'compress-video',
    ]);
    expect(ranked('compress video')[0]).toBe('compress-video');
    expect(ranked('make video smaller')[0]).toBe('compress-video');
    expect(ranked('shrink mov')[0]).toBe('compress-video');
  });

  it('finds the new media tools by the words visitors use', () => {
    expect(ranked('louder')[0]).toBe('normalize-audio');
    expect(ranked('make audio louder')[0]).toBe('normalize-audio');
    expect(ranked('convert mp4')[0]).toBe('convert-video');
    expect(ranked('convert mkv')[0]).toBe('convert-video');
    expect(ranked('convert wav to mp3')[0]).toBe('convert-audio');
    expect(ranked('mp3').slice(0, 5)).toContain('convert-audio');
    expect(ranked('Compress PDF')[0]).toBe('compress-pdf');
    expect(ranked('compress image')[0]).toBe('compress-image');
  });

  it('takes a plural for its singular ("merge pdfs", "compress images", "jpgs")', () => {
    expect(ranked('merge pdfs')[0]).toBe('merge-pdf');
    expect(ranked('compress images')[0]).toBe('compress-image');
    expect(ranked('jpgs').slice(0, 3)).toEqual(ranked('jpg').slice(0, 3));
    expect(singularForms('boxes')).toContain('box');
    expect(singularForms('properties')).toContain('property');
    expect(singularForms('css')).toEqual([]);
    expect(singularForms('class')).toEqual([]);
    expect(singularForms('रोपनी')).toEqual([]);
  });

  it('finds the video tools for "mp4" and the audio tools for "mp3"', () => {
    const video = categories.find((c) => c.slug === 'video-tools')!.tools.map((t) => t.slug);
    const mp4 = ranked('mp4');
    expect(mp4.slice(0, video.length).sort()).toEqual([...video].sort());
    const mp3 = ranked('mp3');
    for (const slug of ['extract-audio', 'trim-audio']) expect(mp3.slice(0, 5)).toContain(slug);
  });

  it('finds the Nepali converters by Nepali words', () => {
    expect(ranked('रोपनी')[0]).toBe('nepali-land-converter');
    expect(ranked('मिति')[0]).toBe('nepali-date-converter');
    expect(ranked('तौल')).toContain('nepali-weight-converter');
    expect(ranked('ropani')[0]).toBe('nepali-land-converter');
  });

  it('ranks tools tagged with a file type above tools found through a synonym', () => {
    const jpg = ranked('jpg');
    expect(jpg.slice(0, 3)).toEqual(expect.arrayContaining(['compress-image', 'image-converter']));
    expect(jpg).toContain('crop-image');
    expect(ranked('png')).toContain('image-converter');
    expect(ranked('webp').slice(0, 3)).toContain('image-converter');
    expect(ranked('gif').slice(0, 2).sort()).toEqual(['image-to-gif', 'video-to-gif']);
  });

  it('finds the document tools by file type and verb', () => {
    expect(ranked('docx')).toContain('word-to-pdf');
    expect(ranked('merge pdf')[0]).toBe('merge-pdf');
    expect(ranked('merge')[0]).toBe('merge-pdf');
    expect(ranked('split')[0]).toBe('split-pdf');
    const pdfNamed = rankTools('pdf').filter((ref) => /pdf/i.test(ref.tool.name)).length;
    expect(pdfNamed).toBeGreaterThanOrEqual(6);
    for (const ref of rankTools('pdf').slice(0, pdfNamed)) expect(ref.tool.name).toMatch(/PDF/);
  });

  it('puts the resizer first for "resize" and finds it by "shrink"', () => {
    expect(ranked('resize')[0]).toBe('resize-image');
    expect(ranked('shrink')).toEqual(expect.arrayContaining(['compress-image', 'resize-image']));
  });

  it('needs every word of the query, and lists each tool once', () => {
    expect(ranked('merge zzzz')).toEqual([]);
    const all = ranked('');
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(new Set(categories.flatMap((c) => c.tools.map((t) => t.slug))).size);
    expect(ranked('converter').filter((slug) => slug === 'temperature-converter')).toHaveLength(1);
  });

  it('respects a limit', () => {
    expect(rankTools('converter', 3)).toHaveLength(3);
  });

  it('splits words in any script, keeping Devanagari vowel signs', () => {
    expect(searchWords('  Merge-PDF, रोपनी!  ')).toEqual(['merge', 'pdf', 'रोपनी']);
  });
});

describe('queries of the form "x to y"', () => {
  const first = (query: string) => rankTools(query, 1)[0]?.tool.slug;

  it('find the tool that turns x into y, not one that only says "to"', () => {
    expect(first('heic to jpg')).toBe('image-converter');
    expect(first('mp4 to mp3')).toBe('extract-audio');
    expect(first('pdf to word')).toBe('pdf-to-word');
  });

  it('read the direction: the same formats the other way find the other tool', () => {
    expect(first('word to pdf')).toBe('word-to-pdf');
    expect(first('docx to pdf')).toBe('word-to-pdf');
    expect(first('jpg to pdf')).toBe('images-to-pdf');
    expect(first('pdf to jpg')).toBe('pdf-to-images');
    expect(first('heic to gif')).toBe('image-to-gif');
    expect(first('mp4 to gif')).toBe('video-to-gif');
  });

  it('take a format for its kind and one of its synonyms ("mov" for video, "jpeg" for jpg)', () => {
    expect(first('mov to mp3')).toBe('extract-audio');
    expect(first('heic into jpeg')).toBe('image-converter');
    expect(first('wav to mp3')).toBe('convert-audio');
  });

  it('do not count words like "to", "the" or "online" as words to find', () => {
    const slugs = (query: string) => rankTools(query).map((ref) => ref.tool.slug);
    expect(slugs('compress the pdf online')).toEqual(slugs('compress pdf'));
    // Counted, "to" would drop every tool that does not say it.
    expect(new Set(slugs('png to jpg'))).toEqual(new Set(slugs('png jpg')));
    // A query of nothing else still looks for them.
    expect(slugs('to')).toContain('image-to-gif');
  });
});

describe('tool search in Nepali', () => {
  it('finds a tool by its Nepali name, and still by its English one', () => {
    expect(rankTools('मिति रूपान्तरण', 3, nepaliCatalogue)[0]?.tool.slug).toBe(
      'nepali-date-converter',
    );
    expect(rankTools('date converter', 3, nepaliCatalogue)[0]?.tool.slug).toBe(
      'nepali-date-converter',
    );
    const grouped = searchTools('रूपान्तरण', nepaliCatalogue).flatMap((group) => group.tools);
    expect(grouped.map((tool) => tool.slug)).toContain('nepali-date-converter');
  });

  it('finds nothing by a Nepali name without the translation', () => {
    expect(rankTools('मिति रूपान्तरण', 3).map((ref) => ref.tool.slug)).not.toContain(
      'nepali-date-converter',
    );
  });
});

describe('the PDF page tools in the palette', () => {
  const first = (query: string, translation?: typeof nepaliCatalogue) =>
    rankTools(query, 3, translation)[0]?.tool.slug;

  it('are found by the words people type, in English', () => {
    expect(first('rotate pdf')).toBe('rotate-pdf');
    expect(first('turn pages')).toBe('rotate-pdf');
    expect(first('reorder pages')).toBe('organize-pdf');
    expect(first('delete pages')).toBe('organize-pdf');
    expect(first('page numbers')).toBe('number-pdf-pages');
    expect(first('paginate')).toBe('number-pdf-pages');
    // A bare 'watermark' finds the image tool first (see above); with 'pdf' it is this one.
    expect(first('watermark pdf')).toBe('watermark-pdf');
    expect(first('stamp pdf')).toBe('watermark-pdf');
  });

  it('are found by Nepali words', () => {
    expect(first('पृष्ठ नम्बर', nepaliCatalogue)).toBe('number-pdf-pages');
    expect(first('पीडीएफ घुमाउने', nepaliCatalogue)).toBe('rotate-pdf');
    expect(first('पृष्ठ मेटाउने', nepaliCatalogue)).toBe('organize-pdf');
    expect(first('पृष्ठ क्रम', nepaliCatalogue)).toBe('organize-pdf');
    const three = (query: string) => rankTools(query, 3, nepaliCatalogue).map((r) => r.tool.slug);
    expect(three('वाटरमार्क')).toEqual(expect.arrayContaining(['watermark-pdf', 'watermark-image']));
    expect(three('छाप')).toContain('watermark-pdf');
  });
});

describe('the PDF tools run by programs, as visitors ask for them', () => {
  const top = (query: string, translation = nepaliCatalogue) =>
    rankTools(query, 3, translation).map((ref) => ref.tool.slug);

  it('finds OCR by what people call it, in English and Nepali', () => {
    for (const query of ['scan to text', 'searchable pdf', 'ocr', 'scanned pdf']) {
      expect(top(query)[0], query).toBe('ocr-pdf');
    }
    for (const query of ['स्क्यानबाट पाठ', 'नेपाली ओसीआर'])
      expect(top(query), query).toContain('ocr-pdf');
  });

  it('finds protect and unlock by password words, in English and Nepali', () => {
    expect(top('encrypt pdf')[0]).toBe('protect-pdf');
    expect(top('lock pdf')).toContain('protect-pdf');
    expect(top('password protect pdf')[0]).toBe('protect-pdf');
    expect(top('unlock')[0]).toBe('unlock-pdf');
    expect(top('remove pdf password')[0]).toBe('unlock-pdf');
    expect(top('pdf password')).toEqual(expect.arrayContaining(['protect-pdf', 'unlock-pdf']));
    expect(top('पासवर्ड हटाउने')[0]).toBe('unlock-pdf');
    expect(top('पीडीएफ पासवर्ड')).toContain('protect-pdf');
  });

  it('finds PDF/A by archive words', () => {
    for (const query of ['archive', 'pdf/a', 'pdfa', 'अभिलेख']) {
      expect(top(query)[0], query).toBe('pdf-to-pdfa');
    }
  });
});
