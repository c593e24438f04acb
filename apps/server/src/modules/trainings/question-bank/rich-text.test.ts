/** Moodle's HTML to content markup and back: passages never reach a page as tags, and survive a round trip. */
import { describe, expect, it } from 'vitest';
import { htmlToMarkup, markupToHtml } from './rich-text';

describe('passages between HTML and content markup', () => {
  it('reads a Moodle description as markup: tags gone, emphasis kept, paragraphs apart', () => {
    const { text } = htmlToMarkup('<p>The goods are loaded at <b>Ningbo</b> port.</p><p>Ship &amp; insure them.</p>');
    expect(text).not.toMatch(/<\/?p>/);
    expect(text).toContain('<bl>Ningbo</bl>');
    expect(text).toContain('Ship & insure them.');
  });

  it('writes markup back as HTML, escaping what is only text, and reads it again unchanged', () => {
    const markup = 'Price < 5 USD & <bl>FOB</bl> terms\n\nSecond line';
    const html = markupToHtml(markup);
    expect(html).toBe('<p>Price &lt; 5 USD &amp; <b>FOB</b> terms</p><p>Second line</p>');
    expect(htmlToMarkup(html).text).toBe(markup);
  });
});
