/*
 * Colour markup in promotion texts (SPEC §5: promotion text may carry colour markup, split into coloured segments).
 *
 *   Plain text [color=#RRGGBB]coloured text[/color] more plain text
 *
 * - The colour is '#' and 6 or 3 hex digits, in any case; it is normalised to lowercase ('#FFAA00' -> '#ffaa00',
 *   '#F0A' -> '#f0a'). Named colours, rgb() and other lengths are not colours here.
 * - Tag names are lowercase and written exactly as above, with no spaces inside the brackets.
 * - Tags do not nest: an opening tag followed by another before its closing tag is left as text.
 * - Anything malformed (unknown colour, unclosed or stray tags) stays in the text literally, so a typo in a
 *   translation shows up on the page instead of silently swallowing words.
 * - The result is plain text segments for the view to render as text nodes: never HTML.
 */

/** A run of promotion text, coloured when `color` is set. */
export type TextSegment = { text: string; color?: string };

const COLOURED = /\[color=(#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3}))\]((?:(?!\[color=)[\s\S])*?)\[\/color\]/g;

/** SPEC §5 colour markup: splits `[color=#rrggbb]text[/color]` markup into plain and coloured segments; malformed markup stays text. */
export function colourSegments(markup: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushPlain = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last !== undefined && last.color === undefined) last.text += text;
    else segments.push({ text });
  };
  let plainFrom = 0;
  for (const match of markup.matchAll(COLOURED)) {
    const [whole, colour = '', text = ''] = match;
    pushPlain(markup.slice(plainFrom, match.index));
    if (text !== '') segments.push({ text, color: colour.toLowerCase() });
    plainFrom = match.index + whole.length;
  }
  pushPlain(markup.slice(plainFrom));
  return segments;
}
