// The words of a description without a document parsed for it: plain text, and paragraphs and line
// breaks around plain text. (Everything else goes to the browser's parser, which the back-office
// browser test holds to words only, nothing that runs.) The shortcut's answers were checked against
// DOMParser's in Chromium for 200,000 random strings of these tags and characters (decision 065).
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText without a parser', () => {
  it.each([
    ['  Smoky, charred.  ', 'Smoky, charred.'],
    ['<p>Smoky, charred.</p>', 'Smoky, charred.'],
    ['<P>Two</P>\n<p>paragraphs</p>', 'Two\nparagraphs'],
    ['Line<br>break<BR/>and<br />more', 'Linebreakandmore'],
    ['<p>5 > 3, "quoted" and \'single\'</p>', '5 > 3, "quoted" and \'single\''],
    ['<p>दाल मखनी</p>', 'दाल मखनी'],
    ['</p>', ''],
  ])('%j reads %j', (html, words) => {
    expect(plainText(html)).toBe(words);
  });

  it('leaves any other markup to the parser', () => {
    // No DOMParser here: reaching for it is the proof the shortcut was not taken.
    for (const html of ['<p class="x">a</p>', '<b>a</b>', 'a &amp; b', '<p>a\r\nb</p>', '<script>x</script>'])
      expect(() => plainText(html), html).toThrow(/DOMParser/);
  });
});
