import { describe, expect, it } from 'vitest';
import { colourSegments } from './colour-markup.ts';

describe('colourSegments (SPEC §5 colour markup)', () => {
  it('splits plain and coloured text in order', () => {
    expect(colourSegments('Save [color=#ff0000]59%[/color] today')).toEqual([{ text: 'Save ' }, { text: '59%', color: '#ff0000' }, { text: ' today' }]);
  });

  it.each([
    ['#FFAA00', '#ffaa00'],
    ['#ffaa00', '#ffaa00'],
    ['#AbCdEf', '#abcdef'],
    ['#F0A', '#f0a'],
    ['#123', '#123'],
  ])('normalises the colour %s to %s', (colour, normalised) => {
    expect(colourSegments(`[color=${colour}]x[/color]`)).toEqual([{ text: 'x', color: normalised }]);
  });

  it('handles several coloured runs, including adjacent ones', () => {
    expect(colourSegments('[color=#f00]a[/color][color=#0f0]b[/color] and [color=#00f]c[/color]')).toEqual([
      { text: 'a', color: '#f00' },
      { text: 'b', color: '#0f0' },
      { text: ' and ' },
      { text: 'c', color: '#00f' },
    ]);
  });

  it('keeps line breaks and brackets inside a coloured run', () => {
    expect(colourSegments('[color=#abc]line one\n[line two][/color]')).toEqual([{ text: 'line one\n[line two]', color: '#abc' }]);
  });

  it.each([
    ['a named colour', '[color=red]x[/color]'],
    ['a colour without #', '[color=ff0000]x[/color]'],
    ['four hex digits', '[color=#ff00]x[/color]'],
    ['eight hex digits', '[color=#ff000080]x[/color]'],
    ['a non-hex digit', '[color=#ggg]x[/color]'],
    ['an unclosed tag', '[color=#fff]x'],
    ['a stray closing tag', 'x[/color]'],
    ['an uppercase tag name', '[COLOR=#fff]x[/COLOR]'],
    ['spaces in the tag', '[color = #fff]x[/color]'],
    ['a missing bracket', '[color=#fff x[/color]'],
    ['HTML', '<span style="color:red">x</span>'],
  ])('keeps %s as literal text', (_label, markup) => {
    expect(colourSegments(markup)).toEqual([{ text: markup }]);
  });

  it('keeps an outer tag literal when another opens inside it, and colours the inner one', () => {
    expect(colourSegments('[color=#f00]a[color=#0f0]b[/color]c[/color]')).toEqual([
      { text: '[color=#f00]a' },
      { text: 'b', color: '#0f0' },
      { text: 'c[/color]' },
    ]);
  });

  it('merges the text around an empty coloured run and drops the run', () => {
    expect(colourSegments('a[color=#fff][/color]b')).toEqual([{ text: 'ab' }]);
  });

  it('colours a valid run after a malformed one', () => {
    expect(colourSegments('[color=red]a[/color] [color=#00f]b[/color]')).toEqual([{ text: '[color=red]a[/color] ' }, { text: 'b', color: '#00f' }]);
  });

  it('answers no segments for empty text', () => {
    expect(colourSegments('')).toEqual([]);
    expect(colourSegments('[color=#fff][/color]')).toEqual([]);
  });

  it('returns markup-like text untouched, never escaped or turned into HTML', () => {
    expect(colourSegments('[color=#fff]<b>&amp;</b>[/color]')).toEqual([{ text: '<b>&amp;</b>', color: '#fff' }]);
  });
});
