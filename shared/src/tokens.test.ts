import { breakpoints, colors, media } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('tokens', () => {
  // Every text colour on every background it is used on (the ratios noted in tokens.ts).
  const textPairs: Array<[keyof typeof colors, keyof typeof colors]> = [
    ['text', 'background'],
    ['text', 'surface'],
    ['text', 'primarySoft'],
    ['text', 'successBackground'],
    ['text', 'warningBackground'],
    ['text', 'errorBackground'],
    ['text', 'infoBackground'],
    ['textMuted', 'background'],
    ['textMuted', 'surface'],
    ['textMuted', 'primarySoft'],
    ['primary', 'background'],
    ['primary', 'surface'],
    ['primary', 'primarySoft'],
    ['primaryHover', 'background'],
    ['primaryHover', 'primarySoft'],
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['onAccent', 'accent'],
    ['accentText', 'background'],
    ['accentText', 'surface'],
    ['textInverse', 'text'],
    ['disabledText', 'disabledBackground'],
    ['success', 'successBackground'],
    ['warning', 'warningBackground'],
    ['error', 'errorBackground'],
    ['error', 'background'],
    ['error', 'surface'],
    ['onError', 'error'],
    ['onError', 'errorHover'],
    ['info', 'infoBackground'],
  ];

  it.each(textPairs)('%s on %s meets WCAG AA for text (4.5:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['borderStrong', 'background'],
    ['borderStrong', 'surface'],
    ['focus', 'background'],
    ['focus', 'surface'],
  ] as Array<[keyof typeof colors, keyof typeof colors]>)('%s on %s meets 3:1 for controls', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });

  it('has the spec breakpoints and non-overlapping media helpers', () => {
    expect(breakpoints).toEqual({ sm: 720, md: 800, compactNav: 1190, lg: 1200 });
    expect(media.above('compactNav')).toBe('@media (min-width: 1190px)');
    expect(media.below('compactNav')).toBe('@media (max-width: 1189.98px)');
    expect(media.above(540)).toBe('@media (min-width: 540px)');
  });
});
