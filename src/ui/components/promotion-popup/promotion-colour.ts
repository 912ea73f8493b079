/**
 * Colour markup in promotion texts (SPEC §5) names any hex colour, but the site's CSP (`style-src 'self'`)
 * forbids inline styles, so a segment cannot carry its colour in a `style` attribute. Instead each colour is
 * mapped to the nearest of a small palette by hue, rendered as `data-colour="<name>"` and coloured by
 * promotion-popup.css from --color-promo-* tokens, each AA on the dialog surface. Greys, black and white
 * (no usable hue) become `neutral`: emphasised text in the body colour, since a pale grey would be unreadable.
 */
export type PromotionColour = 'red' | 'orange' | 'green' | 'blue' | 'purple' | 'pink' | 'neutral';

const HUE_BANDS: readonly (readonly [upTo: number, colour: PromotionColour])[] = [
  [15, 'red'],
  [70, 'orange'], // yellows too: a yellow readable on white is a dark orange
  [165, 'green'],
  [255, 'blue'], // cyans too
  [290, 'purple'],
  [335, 'pink'],
  [360, 'red'],
];

/** The palette colour for a `#rgb` or `#rrggbb` markup colour; anything unreadable as a hue is `neutral`. */
export function promotionColour(hex: string): PromotionColour {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) return 'neutral';
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  // Too grey to have a hue worth keeping.
  if (chroma < 0.15) return 'neutral';
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  const hue = sector * 60;
  return HUE_BANDS.find(([upTo]) => hue < upTo)?.[1] ?? 'red';
}
