// E-mails, PDFs and the web share one palette: the design tokens of @teduh/shared (their text pairs are
// checked for WCAG AA in shared/src/tokens.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colors } from '@teduh/shared/tokens';
import { renderEmail } from '../src/modules/mail/templates';

const hexColour = /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/gi;

/** The API's sources that draw our brand (the sandboxes imitate other companies' pages and are left out). */
const brandedSources = [
  'src/modules/mail/templates.ts',
  'src/modules/documents/pdf-writer.ts',
  'src/modules/documents/product-documents.ts',
  'src/modules/documents/privacy-policy.ts',
  'src/modules/certificates/certificate-pdf.ts',
  'src/modules/dev/mailbox-routes.ts',
];

describe('brand colours', () => {
  it.each(brandedSources)('%s writes no colour of its own', (file) => {
    const source = readFileSync(path.join(__dirname, '..', file), 'utf8');
    expect(source.match(hexColour) ?? []).toEqual([]);
  });

  it("colours an e-mail with the design tokens only, the web's teal included", () => {
    const { html } = renderEmail(
      { template: 'welcome', params: { firstName: 'Aisyah', email: 'aisyah@example.com' } },
      'en',
      { webUrl: 'https://teduh.example' },
    );
    const used = new Set((html.match(hexColour) ?? []).map((hex) => hex.toLowerCase()));
    const tokens = new Set<string>(Object.values(colors).map((value) => value.toLowerCase()));
    expect([...used].filter((hex) => !tokens.has(hex))).toEqual([]);
    expect(used).toContain(colors.primary);
  });
});
