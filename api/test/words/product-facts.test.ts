// Issue 21: one set of product facts. Every English and Malay sentence the product shows that states one of the
// facts (ages, sums, fee, benefits, cooling-off, grace period, retention, the prevailing language, claims) states
// the value in productFacts.
import { productFacts } from '@teduh/shared/domain';
import { shownStrings, type Lang } from './corpus';

interface Sentence {
  where: string;
  lang: Lang | null;
  text: string;
}

const sentences: Sentence[] = shownStrings().flatMap((shown) =>
  shown.text
    .split(/(?<=[.;!?])\s+|\n+/)
    .map((text) => ({ where: `${shown.file}: ${shown.key}`, lang: shown.lang, text: text.trim() })),
);

const english = (s: Sentence) => s.lang !== 'ms';
const malay = (s: Sentence) => s.lang !== 'en';

const numberWords: Record<string, number> = { six: 6, seven: 7, enam: 6, tujuh: 7 };
const toNumber = (word: string) => numberWords[word.toLowerCase()] ?? Number(word.replace(/,/g, ''));

/** Sentences that mention `topic` and state a number with `pattern`, where the number is not `expected`. */
function wrongNumbers(
  filter: (s: Sentence) => boolean,
  topic: RegExp,
  pattern: RegExp,
  expected: number[],
): string[] {
  return sentences
    .filter((s) => filter(s) && topic.test(s.text))
    .flatMap((s) =>
      [...s.text.matchAll(new RegExp(pattern.source, 'gi'))]
        .filter((m) => !expected.includes(toNumber(m[1]!)))
        .map((m) => `${s.where}: "${s.text}" says ${m[0]}, the fact is ${expected.join(' or ')}`),
    );
}

/** Sentences that say something the facts rule out. */
function saying(filter: (s: Sentence) => boolean, pattern: RegExp, unless?: RegExp): string[] {
  return sentences
    .filter((s) => filter(s) && pattern.test(s.text) && !(unless && unless.test(s.text)))
    .map((s) => `${s.where}: "${s.text}"`);
}

const { coolingOff, gracePeriodDays, entryAge, renewableToAge } = productFacts;

const count = (pattern: RegExp) => sentences.filter((s) => pattern.test(s.text)).length;

describe('the copy states the product facts', () => {
  it('reads sentences that state each fact (so the checks below are not vacuous)', () => {
    for (const pattern of [
      /(\d+)-day cooling-off/,
      /tempoh bertenang (\d+) hari/,
      /grace period of \d+ days/,
      /tempoh tangguh selama \d+ hari/,
      /at least seven years/,
      /at least six years/,
      /English version prevails/,
      /citizens aged 16 to 50/,
      /RM50,000 to RM500,000/,
      /within 24 hours/,
    ]) {
      expect([pattern.source, count(pattern) > 0]).toEqual([pattern.source, true]);
    }
  });

  it('cooling-off: 15 days, from receipt of the certificate', () => {
    expect([
      ...wrongNumbers(english, /cooling-off|cancel/i, /(\d+)[- ]day cooling-off/, [coolingOff.days]),
      ...wrongNumbers(english, /cancel/i, /within (\d+) days of (?:receiving|receipt|issue|the start)/, [
        coolingOff.days,
      ]),
      ...wrongNumbers(malay, /tempoh bertenang|membatalkan/i, /tempoh bertenang (\d+) hari/, [
        coolingOff.days,
      ]),
      ...wrongNumbers(malay, /membatalkan/i, /dalam tempoh (\d+) hari selepas/, [coolingOff.days]),
      // It starts when the member receives the certificate, not at issue or at the start of cover.
      ...saying(
        english,
        /(?:days? of issue|from the start of your certificate|(?:once|when|after) your certificate (?:starts|begins)\b[^.]*\b\d+ days)/i,
      ),
      ...saying(
        malay,
        /(?:hari selepas sijil dikeluarkan|dari permulaan sijil|sijil anda bermula[^.]*\b\d+ hari)/i,
      ),
    ]).toEqual([]);
  });

  it(`grace period: ${gracePeriodDays} days after the paid period, stated (not "in the certificate")`, () => {
    expect([
      ...wrongNumbers(english, /grace period/i, /grace period of (\d+) days/, [gracePeriodDays]),
      ...wrongNumbers(english, /grace/i, /continues for (\d+) days/, [gracePeriodDays]),
      ...wrongNumbers(malay, /tempoh tangguh/i, /(?:selama|tangguh) (\d+) hari/, [gracePeriodDays]),
      ...saying(
        english,
        /grace period stated in your certificate|lapses at the end of the period already paid/i,
      ),
      ...saying(
        malay,
        /tempoh tangguh yang dinyatakan dalam sijil|luput pada akhir tempoh yang telah dibayar/i,
      ),
    ]).toEqual([]);
  });

  it('record retention: identity records 6 years, certificate records 7 years', () => {
    const years = /(\w+|\{…\}) (?:years|tahun)/;
    const identity = /identity|eKYC|pengesahan identiti/i;
    const records = /(?:keep|kept|retain|at least|menyimpan|simpan|sekurang-kurangnya)/i;
    const identityOnly = (s: Sentence) => identity.test(s.text) && !/certificate|sijil/i.test(s.text);
    const certificateOnly = (s: Sentence) => /certificate|sijil/i.test(s.text) && !identity.test(s.text);
    expect([
      ...wrongNumbers((s) => identityOnly(s), records, new RegExp(`at least ${years.source}`), [
        productFacts.identityRecordRetentionYears,
      ]),
      ...wrongNumbers((s) => certificateOnly(s), records, new RegExp(`at least ${years.source}`), [
        productFacts.certificateRecordRetentionYears,
      ]),
      ...wrongNumbers(certificateOnly, records, /sekurang-kurangnya (\w+) tahun/, [
        productFacts.certificateRecordRetentionYears,
      ]),
      // One number for both kinds of record is the contradiction the review found.
      ...saying(() => true, /identity verification records and certificate records for/i),
      ...saying(() => true, /rekod pengesahan identiti dan rekod sijil selama/i),
    ]).toEqual([]);
  });

  it('the English version prevails, in the terms and the privacy notice', () => {
    expect([
      ...saying(english, /version[^.]*(?:prevails|applies)/i, /English version prevails/i),
      ...saying(malay, /versi[^.]*(?:diguna pakai|terpakai)/i, /versi bahasa Inggeris diguna pakai/i),
    ]).toEqual([]);
    expect(productFacts.prevailingLanguage).toBe('en');
  });

  it(`entry ages ${entryAge.min} to ${entryAge.max}, renewable to ${renewableToAge}; an account from ${productFacts.accountMinAge}`, () => {
    // Who may join (not a rate band such as "a woman aged 26 to 35").
    const eligibility =
      /citizens|warganegara|entry|kemasukan|eligib|layak|new member|ahli baharu|friend|rakan/i;
    expect([
      ...wrongNumbers(english, eligibility, /aged (\d+) to/, [entryAge.min]),
      ...wrongNumbers(english, eligibility, /aged \d+ to (\d+)/, [entryAge.max]),
      ...wrongNumbers(malay, eligibility, /berumur (\d+) hingga/, [entryAge.min]),
      ...wrongNumbers(malay, eligibility, /berumur \d+ hingga (\d+)/, [entryAge.max]),
      ...wrongNumbers(english, /renew/i, /up to age (\d+)/, [renewableToAge]),
      ...wrongNumbers(malay, /diperbaharui/i, /sehingga umur (\d+)/, [renewableToAge]),
      // No older minimum age for an account than the entry age.
      ...saying(english, /at least 18\b|(?:account|apply|applicants)[^.]*parent or guardian/i),
      ...saying(malay, /sekurang-kurangnya 18 tahun|(?:akaun|memohon|pemohon)[^.]*ibu bapa atau penjaga/i),
    ]).toEqual([]);
  });

  it('sum covered RM50,000 to RM500,000 in steps of RM25,000; wakalah fee 20%; benefits 10% in 24 hours, 100% in 7 days', () => {
    const ringgit = (sen: number) => sen / 100;
    const { sumCovered, compassionateBenefit, deathBenefit } = productFacts;
    const sumRange = /(?:sum covered|cover|perlindungan)[^.]*RM[\d,]+ (?:to|hingga) RM[\d,]+/i;
    expect([
      ...wrongNumbers(() => true, sumRange, /RM([\d,]+) (?:to|hingga) RM[\d,]+/, [
        ringgit(sumCovered.minSen),
      ]),
      ...wrongNumbers(() => true, sumRange, /RM[\d,]+ (?:to|hingga) RM([\d,]+)/, [
        ringgit(sumCovered.maxSen),
      ]),
      ...wrongNumbers(() => true, /steps of|gandaan/i, /(?:steps of|gandaan) RM([\d,]+)/, [
        ringgit(sumCovered.stepSen),
      ]),
      ...wrongNumbers(() => true, /wakalah/i, /(\d+)%/, [
        productFacts.wakalahFeePercent,
        100 - productFacts.wakalahFeePercent,
      ]),
      ...wrongNumbers(() => true, /compassionate|ihsan/i, /(\d+) (?:hours|jam)/, [
        compassionateBenefit.withinHours,
      ]),
      ...wrongNumbers(
        english,
        /death benefit/i,
        /within (\d+) days of (?:receiving )?(?:complete, )?verified/,
        [deathBenefit.withinDaysOfVerifiedDocuments],
      ),
    ]).toEqual([]);
  });

  it('claims: the copy agrees with productFacts.claimsOnline', () => {
    const sayOnline = [
      ...saying(
        english,
        /claim (?:online|through the app|in the dashboard)|make a claim online|claim form in the dashboard|choose Make a claim|from the quote to the claim|upload the documents/i,
        /cannot|not yet|yet\b/i,
      ),
      ...saying(
        malay,
        /tuntutan dalam talian|tuntutan di papan pemuka|melalui aplikasi|borang tuntutan dalam papan pemuka|pilih Buat tuntutan|sebut harga hingga tuntutan/i,
        /belum|tidak/i,
      ),
    ];
    const sayNotOnline = [
      ...saying(
        english,
        /(?:cannot|can't|not yet)\b[^.]*\bclaim[^.]*\bonline|claims? (?:are|is) not (?:yet )?(?:made )?online|claims? (?:cannot|can't) be (?:made|filed) online/i,
      ),
      ...saying(
        malay,
        /(?:tidak|belum) (?:boleh|dapat)\b[^.]*\btuntutan[^.]*\bdalam talian|tuntutan (?:belum|tidak) boleh dibuat dalam talian/i,
      ),
    ];
    // Both directions are read, so the check cannot pass by reading nothing.
    expect(sayOnline.length + sayNotOnline.length).toBeGreaterThan(0);
    expect(productFacts.claimsOnline ? sayNotOnline : sayOnline).toEqual([]);
  });
});
