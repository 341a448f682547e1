import { describe, expect, it } from 'vitest';
import { DEVANAGARI_FONT, htmlToPdfContent, scriptRuns } from './html-to-pdf-content.ts';

const png = 'data:image/png;base64,iVBORw0KGgo=';

describe('htmlToPdfContent', () => {
  it('maps headings and paragraphs with inline styles', () => {
    const content = htmlToPdfContent(
      '<h1>Title</h1><p>Plain <strong>bold <em>both</em></strong> <u>under</u> <s>gone</s> x<sup>2</sup></p>',
    );
    expect(content).toEqual([
      { text: [{ text: 'Title' }], style: 'h1' },
      {
        text: [
          { text: 'Plain ' },
          { text: 'bold ', bold: true },
          { text: 'both', bold: true, italics: true },
          { text: ' ' },
          { text: 'under', decoration: 'underline' },
          { text: ' ' },
          { text: 'gone', decoration: 'lineThrough' },
          { text: ' x' },
          { text: '2', sup: true },
        ],
        style: 'body',
      },
    ]);
  });

  it('keeps safe links only', () => {
    const content = htmlToPdfContent(
      '<p><a href="https://example.com">site</a> <a href="javascript:alert(1)">bad</a></p>',
    );
    expect(content[0]).toEqual({
      text: [{ text: 'site', link: 'https://example.com' }, { text: ' ' }, { text: 'bad' }],
      style: 'body',
    });
  });

  it('maps nested lists', () => {
    const content = htmlToPdfContent('<ol><li>One</li><li>Two<ul><li>Inner</li></ul></li></ol>');
    expect(content).toEqual([
      {
        ol: [
          { text: [{ text: 'One' }] },
          {
            stack: [
              { text: [{ text: 'Two' }] },
              { ul: [{ text: [{ text: 'Inner' }] }], margin: [0, 2, 0, 8] },
            ],
          },
        ],
        margin: [0, 2, 0, 8],
      },
    ]);
  });

  it('lays tables on a grid with spans and a header row', () => {
    const content = htmlToPdfContent(
      '<table><tr><th>A</th><th>B</th></tr><tr><td colspan="2"><p>wide</p></td></tr><tr><td>c</td></tr></table>',
    );
    expect(content).toHaveLength(1);
    const table = content[0] as {
      table: { headerRows: number; widths: string[]; body: unknown[][] };
    };
    expect(table.table.headerRows).toBe(1);
    expect(table.table.widths).toEqual(['*', '*']);
    expect(table.table.body).toEqual([
      [{ stack: [{ text: [{ text: 'A' }] }] }, { stack: [{ text: [{ text: 'B' }] }] }],
      [{ stack: [{ text: [{ text: 'wide' }], margin: [0, 0, 0, 2] }], colSpan: 2 }, {}],
      [{ stack: [{ text: [{ text: 'c' }] }] }, { stack: [{ text: [{ text: '' }] }] }],
    ]);
  });

  it('lifts images out of paragraphs and drops images pdfmake cannot draw', () => {
    const content = htmlToPdfContent(
      `<p>Before <img src="${png}"> after <img src="data:image/x-emf;base64,AAAA"></p>`,
    );
    expect(content).toEqual([
      { text: [{ text: 'Before' }], style: 'body' },
      { image: png, fit: [483, 680], margin: [0, 4, 0, 4] },
      { text: [{ text: 'after' }], style: 'body' },
    ]);
  });

  it('draws images at their own size when it is known, within the page', () => {
    const content = htmlToPdfContent(
      `<img src="${png}" data-width="240" data-height="120"><img src="${png}" data-width="4000" data-height="3000">`,
    );
    expect(content.map((block) => ('fit' in block ? block.fit : null))).toEqual([
      [180, 90],
      [483, 680],
    ]);
  });

  it('drops empty paragraphs and decodes entities', () => {
    expect(htmlToPdfContent('<p>  </p><p>Fish &amp; chips</p>')).toEqual([
      { text: [{ text: 'Fish & chips' }], style: 'body' },
    ]);
  });
});

describe('scriptRuns', () => {
  it('sets Devanagari words, with the spaces and danda between them, in the Devanagari font', () => {
    expect(scriptRuns('Kathmandu: काठमाडौं नेपालको राजधानी हो। (capital)', { bold: true })).toEqual([
      { text: 'Kathmandu: ', bold: true },
      { text: 'काठमाडौं नेपालको राजधानी हो।', bold: true, font: DEVANAGARI_FONT },
      { text: ' (capital)', bold: true },
    ]);
  });

  it('leaves text without Devanagari as one run', () => {
    expect(scriptRuns('Plain text', {})).toEqual([{ text: 'Plain text' }]);
  });

  it('keeps the joiners inside a word', () => {
    const word = 'क्\u200dष';
    expect(scriptRuns(word, {})).toEqual([{ text: word, font: DEVANAGARI_FONT }]);
  });
});
