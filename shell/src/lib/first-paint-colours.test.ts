import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colors } from '@teduh/shared';

// The pages paint before any JavaScript (boot bar, spinner, theme colour, icon), so their colours are written
// in the HTML; they must still be the design tokens' colours, the same palette as the app, e-mails and PDFs.
const pages = ['shell/public/index.html', 'tools/webpack/index.html'];
const repoRoot = path.resolve(__dirname, '../../..');

/** `#fff` -> `#ffffff`; the icon's data URL escapes `#` as `%23`. */
function hexColours(html: string): string[] {
  return [...html.matchAll(/(?:#|%23)([0-9a-f]{6}|[0-9a-f]{3})\b/gi)].map(([, hex = '']) => {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return `#${full.toLowerCase()}`;
  });
}

it.each(pages)('%s paints with the design tokens only', (page) => {
  const used = hexColours(readFileSync(path.join(repoRoot, page), 'utf8'));
  const tokens = new Set<string>(Object.values(colors));
  expect(used.length).toBeGreaterThan(0);
  expect(used.filter((hex) => !tokens.has(hex))).toEqual([]);
});
