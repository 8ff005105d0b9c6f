// Issue 21: copy that promises a dashboard feature names only features that exist. Every sentence of every shown
// string that mentions the dashboard is matched to the promise it makes; each promise must be a dashboard feature
// (productFacts) whose page is one of the dashboard's routes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brand } from '@teduh/shared/brand';
import { dashboardFeatures } from '@teduh/shared/domain';
import { repoRoot, shownStrings } from './corpus';

/** What a sentence that mentions the dashboard promises, first match wins. `null`: a promise we do not keep. */
const promises: Array<{ says: RegExp; feature: keyof typeof dashboardFeatures | null; what: string }> = [
  {
    says: /claim form|make a claim|borang tuntutan|buat tuntutan/i,
    feature: 'claims',
    what: 'claims online',
  },
  // A partner plan's success page: "See it in your dashboard" (the policy list shows partner plans).
  { says: /see it|lihat di/i, feature: 'partnerPlans', what: 'the partner plan just bought' },
  {
    says: /(?:update|change|add|kemas kini|tukar|tambah)\b[^.]*\b(?:nominee|beneficiar|penama|address|alamat|phone|telefon)/i,
    feature: 'changeDetails',
    what: 'changing the nominee, address or phone in the dashboard',
  },
  { says: /referral|rujukan/i, feature: 'referrals', what: 'referrals and their status' },
  { says: /cancel|pembatalan/i, feature: 'cancelCertificate', what: 'Request cancellation' },
  { says: /payment|billing|bayaran|tarikh bil/i, feature: 'payments', what: 'payments and billing' },
  { says: /document|dokumen/i, feature: 'documents', what: 'documents' },
  { says: /certificate|sijil|term\b|tempoh/i, feature: 'certificate', what: 'the certificate' },
  // The payment result page: "We have e-mailed your certificate to you. You can also find it in your dashboard."
  { says: /find it|melihatnya/i, feature: 'certificate', what: 'the certificate just issued' },
  { says: /correct|betulkan/i, feature: 'editProfile', what: 'correcting your details' },
  { says: /profile|profil|identity|identiti/i, feature: 'profile', what: 'the profile and identity data' },
  {
    says: /welcome|selamat datang|go to|ke papan|start again|bermula semula|account|akaun|^dashboard$|^papan pemuka$/i,
    feature: 'home',
    what: 'the dashboard itself',
  },
];

function dashboardRoutes(): Set<string> {
  const source = readFileSync(path.join(repoRoot, 'mfe-dashboard/src/routes.ts'), 'utf8');
  const paths = [...source.matchAll(/path:\s*['`]([^'`]+)['`]/g)].map((m) =>
    m[1]!.replace('${brand.slug}', brand.slug),
  );
  return new Set(paths);
}

function dashboardSentences() {
  return shownStrings().flatMap((shown) =>
    shown.text
      .split(/(?<=[.;!?:])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /dashboard|papan pemuka/i.test(sentence))
      .map((sentence) => ({ ...shown, sentence })),
  );
}

describe('promises the copy makes about the dashboard', () => {
  it('every dashboard feature has its page', () => {
    const routes = dashboardRoutes();
    for (const [feature, route] of Object.entries(dashboardFeatures)) {
      expect([feature, routes.has(route)]).toEqual([feature, true]);
    }
  });

  it('every sentence that mentions the dashboard promises a feature that exists', () => {
    const sentences = dashboardSentences();
    expect(sentences.length).toBeGreaterThan(20);
    const broken = sentences.flatMap(({ file, key, sentence }) => {
      const promise = promises.find((p) => p.says.test(sentence));
      if (!promise) return [`${file}: ${key}: "${sentence}" promises something this test does not list`];
      if (!promise.feature)
        return [`${file}: ${key}: "${sentence}" promises ${promise.what}, which does not exist`];
      return [];
    });
    expect(broken).toEqual([]);
  });
});

describe('buttons the copy tells members to press', () => {
  const label = (lang: 'en' | 'ms') =>
    JSON.parse(readFileSync(path.join(repoRoot, `mfe-dashboard/src/locales/${lang}.json`), 'utf8')).policies
      .cancel.request as string;

  it('names the cancellation button as the dashboard labels it, in English and Malay', () => {
    const named = shownStrings().flatMap((shown) =>
      [...shown.text.matchAll(/\b(?:choose|pilih) (\p{Lu}\p{L}+ (?:cancellation|pembatalan))/gu)].map(
        (m) => ({
          where: `${shown.file}: ${shown.key}`,
          lang: shown.lang === 'ms' ? ('ms' as const) : ('en' as const),
          button: m[1]!,
        }),
      ),
    );
    expect(named.length).toBeGreaterThanOrEqual(4);
    const wrong = named.filter((n) => n.button !== label(n.lang)).map((n) => `${n.where}: "${n.button}"`);
    expect(wrong).toEqual([]);
  });
});
