import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.tsx';

describe('richText', () => {
  it('places the parts where the sentence names them', () => {
    const html = renderToStaticMarkup(
      <p>{richText('Type {latin} to get {ne}.', { latin: <code>ka</code>, ne: 'क' })}</p>,
    );
    expect(html).toBe('<p>Type <code>ka</code> to get क.</p>');
  });

  it('leaves an unknown name visible rather than dropping it', () => {
    expect(renderToStaticMarkup(<p>{richText('a {b} c', {})}</p>)).toBe('<p>a {b} c</p>');
  });
});
