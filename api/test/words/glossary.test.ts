// Issue 21: one glossary. Every string the product shows uses its terms, and the public glossary page agrees.
import { glossary } from '@teduh/shared/domain';
import { glossarySeeds } from '../../src/modules/cms/content/glossary';
import { shownStrings, type ShownString } from './corpus';
import { describeWrongTerm, findWrongTerms } from './glossary-check';

describe('the glossary check', () => {
  it('finds no wrong variant of a glossary term in any shown string', () => {
    const wrong = findWrongTerms().map(describeWrongTerm);
    expect(wrong).toEqual([]);
  });

  it('reads every kind of source: locales, API messages, e-mails, PDFs and CMS content, in both languages', () => {
    const strings = shownStrings();
    const files = new Set(strings.map((s) => s.file));
    for (const file of [
      'mfe-pusara-journey/src/locales/ms.json',
      'api/src/lib/i18n.ts',
      'api/src/modules/certificates/messages.ts',
      'api/src/modules/certificates/certificate-pdf.ts',
      'api/src/modules/documents/product-documents.ts',
      'api/src/modules/cms/content/faq.ts',
    ]) {
      expect(files).toContain(file);
    }
    expect(strings.filter((s) => s.file.endsWith('.ts') && s.lang === 'ms').length).toBeGreaterThan(300);
  });

  it('reports a planted wrong term with its file, key and the right term', () => {
    const planted: ShownString[] = [
      { file: 'x/ms.json', key: 'beneficiary.wasi', lang: 'ms', text: 'Wasi (pentadbir)' },
      { file: 'x/ms.json', key: 'fee', lang: 'ms', text: 'Yuran wakalah 20%' },
      { file: 'x/en.json', key: 'nric', lang: 'en', text: 'Your NRIC' },
      { file: 'x.ts', key: 'row', lang: null, text: 'NRIC / No. KP' },
    ];
    expect(findWrongTerms(planted).map(describeWrongTerm)).toEqual([
      'x/ms.json: beneficiary.wasi [ms] says "Wasi (pentadbir"; the glossary term (wasi) is "wasi (pelaksana wasiat)"',
      'x/ms.json: fee [ms] says "Yuran wakalah"; the glossary term (wakalah fee) is "fi wakalah"',
      'x.ts: row [ms] says "No. KP"; the glossary term (MyKad / NRIC) is "No. MyKad"',
    ]);
  });

  it('catches the wrong variants the review found in a second pass (sign in, greeting, price, journey, fee, di mana, e-mail)', () => {
    const planted: ShownString[] = [
      { file: 'shell/en.json', key: 'nav.signIn', lang: 'en', text: 'Sign up / Log in' },
      { file: 'dashboard/en.json', key: 'logout.done', lang: 'en', text: 'You have logged out.' },
      { file: 'i18n.ts', key: 'email.greetingName', lang: 'ms', text: 'Hai {name},' },
      { file: 'dashboard/ms.json', key: 'profile.greeting', lang: 'ms', text: 'Helo, {{name}}' },
      { file: 'marketing/ms.json', key: 'about.price', lang: 'ms', text: 'Dari RM4.13 sebulan.' },
      { file: 'people.ts', key: 'bio', lang: 'ms', text: 'Menyemak perjalanan pembelian kami.' },
      { file: 'article.ts', key: 'body', lang: 'en', text: '## Wakalah: the agency fee' },
      {
        file: 'faq.ts',
        key: 'cooling',
        lang: 'ms',
        text: 'Hari-hari selepas pembelian di mana anda boleh membatalkan.',
      },
      { file: 'en.json', key: 'sent', lang: 'en', text: 'We sent an email to {{email}}.' },
    ];
    expect(findWrongTerms(planted).map((w) => `${w.key}: ${w.found} -> ${w.right}`)).toEqual([
      'nav.signIn: Log in -> sign in / sign out',
      'logout.done: logged out -> sign in / sign out',
      'email.greetingName: Hai -> Salam sejahtera',
      'profile.greeting: Helo -> Salam sejahtera',
      'about.price: Dari RM4.13 sebulan -> serendah',
      'bio: perjalanan pembelian -> proses permohonan / proses pembelian',
      'body: agency fee -> wakalah fee',
      'cooling: pembelian di mana -> "yang" (… pembelian yang membolehkan anda …)',
      'sent: email -> e-mail',
    ]);
    // Not wrong: a range of sums, travel insurance, "hai" inside a word, "di mana" that asks where, an {{email}} placeholder.
    expect(
      findWrongTerms([
        { file: 'a', key: 'a', lang: 'ms', text: 'Dari RM50,000 hingga RM500,000, dalam gandaan RM25,000.' },
        { file: 'b', key: 'b', lang: 'ms', text: 'Insurans perjalanan anda dan haiwan peliharaan.' },
        { file: 'c', key: 'c', lang: 'ms', text: 'Beritahu keluarga anda di mana ia disimpan.' },
        { file: 'd', key: 'd', lang: 'en', text: 'Sent to {{email}} (see email.subject).' },
      ]),
    ).toEqual([]);
  });
});

describe('the public glossary page', () => {
  const linked = glossary.filter((entry) => entry.cmsSlug);

  it.each(linked.map((entry) => [entry.concept, entry] as const))(
    'names %s with the glossary terms',
    (_, entry) => {
      const seed = glossarySeeds.find((s) => s.slug === entry.cmsSlug);
      expect(seed).toBeDefined();
      const agrees = (shown: string, term: string) => {
        const [a, b] = [shown.toLowerCase(), term.toLowerCase()];
        return a.includes(b) || b.includes(a);
      };
      expect([seed!.term.en, agrees(seed!.term.en, entry.en)]).toEqual([seed!.term.en, true]);
      expect([seed!.term.ms, agrees(seed!.term.ms, entry.ms)]).toEqual([seed!.term.ms, true]);
    },
  );
});
