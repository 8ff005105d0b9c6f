/**
 * The product's bilingual glossary: for each takaful concept, the one English term, the one Malay term, and
 * the variants that are wrong. Every string the product shows (locale files, API messages, e-mails, PDFs, CMS
 * seed content) is checked against it by `npm run check:glossary` (also a jest test in the api project), and the
 * CMS glossary page must use the same terms (api/test/words/glossary.test.ts).
 */
export interface WrongVariant {
  /** What the wrong wording looks like, for the report. */
  text: string;
  /** Where it is wrong: in Malay strings, English strings, or both. */
  lang: 'ms' | 'en';
  /** Case-insensitive pattern; defaults to `text` as a whole word. */
  pattern?: RegExp;
  /** The right wording when it is not simply the entry's term. */
  right?: string;
}

export interface GlossaryEntry {
  concept: string;
  en: string;
  ms: string;
  wrong: WrongVariant[];
  note: string;
  /** The slug of the public glossary page's entry (CMS) that must use these terms, when there is one. */
  cmsSlug?: string;
}

const ms = (text: string, pattern?: RegExp): WrongVariant => ({ text, lang: 'ms', pattern });
const en = (text: string, pattern?: RegExp): WrongVariant => ({ text, lang: 'en', pattern });

export const glossary: readonly GlossaryEntry[] = [
  {
    concept: 'contribution',
    en: 'contribution',
    ms: 'caruman',
    wrong: [ms('sumbangan', /\bsumbangan\b/i)],
    note: 'What the participant pays. Takaful never says "premium". Caruman is the word of the PDS and certificate.',
    cmsSlug: 'contribution',
  },
  {
    concept: 'wakalah fee',
    en: 'wakalah fee',
    ms: 'fi wakalah',
    wrong: [
      ms('yuran wakalah', /\byuran wakalah\b/i),
      ms('caj wakalah', /\bcaj wakalah\b/i),
      ms('fi wakalah (agensi)', /wakalah \(agensi\)/i),
      en('wakalah (agency)', /wakalah(?: fee)? \(agency\)/i),
      en('agency fee', /\bagency fee\b/i),
      ms('fi perwakilan', /\bfi perwakilan\b/i),
    ],
    note: 'The operator’s fee: a fixed 20% of each contribution. "(pengendali)" / "(operator)" is the gloss.',
    cmsSlug: 'wakalah-fee',
  },
  {
    concept: 'nominee',
    en: 'nominee',
    ms: 'penama',
    wrong: [ms('penerima (alone)', /\bpenerima\b(?!\s+(?:manfaat|hibah|e-?mel))/i)],
    note: 'The person named under hibah or wasi, who receives the benefit. Penama is the statutory nomination term Malaysians see on takaful forms. The English UI calls this person the "beneficiary"; in Malay it is always penama.',
    cmsSlug: 'nominee',
  },
  {
    concept: 'beneficiary',
    en: 'beneficiary',
    ms: 'penerima manfaat',
    wrong: [
      {
        text: 'benefisiari',
        lang: 'ms',
        pattern: /\bbenefisiari\b/i,
        right: 'penama (the person a member names) or penerima manfaat (general legal text)',
      },
    ],
    note: 'Whoever receives a benefit, in general legal text. For the person a member names, Malay says penama.',
    cmsSlug: 'beneficiary',
  },
  {
    concept: 'hibah',
    en: 'hibah',
    ms: 'hibah',
    wrong: [ms('hebah', /\bhebah\b/i)],
    note: 'A gift: the benefit becomes the nominee’s own property, outside the estate.',
    cmsSlug: 'hibah',
  },
  {
    concept: 'wasi',
    en: 'executor (wasi)',
    ms: 'wasi (pelaksana wasiat)',
    wrong: [
      ms('wasi (pentadbir)', /\bwasi\b[^.]{0,25}\bpentadbir\b/i),
      en('wasi (administrator)', /\bwasi\W{1,3}(?:or\s+)?administrator\b/i),
    ],
    note: 'The executor receives the benefit for the estate and distributes it by faraid. A pentadbir (administrator) is appointed by the court: a different legal office.',
    cmsSlug: 'wasi',
  },
  {
    concept: 'age next birthday',
    en: 'age next birthday',
    ms: 'umur hari lahir akan datang',
    wrong: [
      ms('umur hari jadi berikutnya', /\bhari jadi\s+(?:berikutnya|akan datang)\b/i),
      ms('umur pada hari lahir berikutnya', /\bhari lahir\s+berikutnya\b/i),
    ],
    note: 'The age used for entry and pricing. "umur pada hari lahir akan datang" (with "pada") is also right.',
    cmsSlug: 'age-next-birthday',
  },
  {
    concept: 'entry age',
    en: 'entry age',
    ms: 'umur kemasukan',
    wrong: [ms('umur masuk', /\bumur masuk\b/i)],
    note: 'The ages at which a certificate can be bought (16 to 50, age next birthday).',
  },
  {
    concept: 'MyKad / NRIC',
    en: 'NRIC',
    ms: 'No. MyKad',
    wrong: [
      ms('NRIC', /(?<!\()\bNRIC\b/),
      ms('No. KP / No. kad pengenalan', /\b(?:no\.|nombor)\s+(?:KP|kad pengenalan)\b/i),
    ],
    note: 'Malaysians hold a MyKad; "(NRIC)" may follow it as a gloss. In running text: "nombor MyKad anda".',
  },
  {
    concept: 'FPX direct debit',
    en: 'FPX direct debit',
    ms: 'debit terus FPX',
    wrong: [ms('debit langsung', /\bdebit langsung\b/i)],
    note: 'The monthly collection by bank mandate. The payment page says "debit terus".',
  },
  {
    concept: 'product disclosure sheet',
    en: 'Product Disclosure Sheet',
    ms: 'Helaian Pendedahan Produk',
    wrong: [ms('Lembaran pendedahan produk', /\blembaran pendedahan\b/i)],
    note: 'The BNM name (HPP / PDS).',
    cmsSlug: 'product-disclosure-sheet',
  },
  {
    concept: 'sum covered',
    en: 'sum covered',
    ms: 'jumlah perlindungan',
    wrong: [ms('jumlah dilindungi', /\bjumlah dilindungi\b/i)],
    note: 'RM50,000 to RM500,000 in steps of RM25,000. "Sum insured" is the conventional-insurance name, given only as an alias.',
    cmsSlug: 'sum-covered',
  },
  {
    concept: 'person covered',
    en: 'person covered',
    ms: 'orang yang dilindungi',
    wrong: [ms('orang dilindungi', /\borang dilindungi\b/i)],
    note: 'The life the certificate covers; for this plan also the certificate holder.',
  },
  {
    concept: 'participant / member',
    en: 'participant (of the fund) / member (account holder)',
    ms: 'peserta / ahli',
    wrong: [],
    note: 'Peserta is the takaful term for a participant of the fund; ahli is kept for the holder of a Teduh account.',
    cmsSlug: 'participant',
  },
  {
    concept: 'cooling-off',
    en: 'cooling-off period',
    ms: 'tempoh bertenang',
    wrong: [en('free-look period', /\bfree[- ]look\b/i)],
    note: '15 days from receipt of the certificate (productFacts.coolingOff).',
    cmsSlug: 'cooling-off-period',
  },
  {
    concept: 'grace period',
    en: 'grace period',
    ms: 'tempoh tangguh',
    wrong: [],
    note: '30 days after the end of the paid period (productFacts.gracePeriodDays).',
    cmsSlug: 'grace-period',
  },
  {
    concept: 'compassionate benefit',
    en: 'compassionate benefit',
    ms: 'manfaat ihsan',
    wrong: [ms('manfaat belas kasihan', /\bmanfaat belas kasihan\b/i)],
    note: '10% of the sum covered, paid within 24 hours of the death certificate.',
    cmsSlug: 'compassionate-benefit',
  },
  {
    concept: 'funeral benefit',
    en: 'funeral benefit',
    ms: 'manfaat pengebumian',
    wrong: [ms('manfaat khairat kematian', /\bkhairat kematian\b/i)],
    note: 'The sponsored RM5,000 benefit of the partner programme.',
  },
  {
    concept: 'Ombudsman for Financial Services',
    en: 'Ombudsman for Financial Services (OFS)',
    ms: 'Ombudsman bagi Perkhidmatan Kewangan (OFS)',
    wrong: [
      ms('Ombudsman untuk / Ombudsman Perkhidmatan Kewangan', /\bOmbudsman\s+(?:untuk|Perkhidmatan)\b/i),
      en('Financial Ombudsman', /\bFinancial (?:Services )?Ombudsman\b/i),
    ],
    note: 'The official name of the dispute body.',
  },
  {
    concept: 'underwriting',
    en: 'underwriting',
    ms: 'pengunderaitan',
    wrong: [ms('underwriting', /\bunderwriting\b/i)],
    note: 'In the Malay a member reads, the health questions are "soalan kesihatan"; the process is pengunderaitan.',
  },
  {
    concept: 'journey (the buying process)',
    en: 'application',
    ms: 'proses permohonan / proses pembelian',
    wrong: [
      ms(
        'perjalanan (for a user journey)',
        /\b(?:perjalanan\s+(?:ini|demonstrasi|pembelian|permohonan)|perjalanannya)\b/i,
      ),
    ],
    note: 'Perjalanan is a physical trip (and "insurans perjalanan" is travel insurance, which is right).',
  },
  {
    concept: 'cancel (spelling)',
    en: 'cancelled',
    ms: 'dibatalkan',
    wrong: [en('canceled / canceling', /\bcancel(?:ed|ing)\b/i)],
    note: 'Malaysian English uses British spelling.',
  },
  {
    concept: 'e-mail',
    en: 'e-mail',
    ms: 'e-mel',
    wrong: [
      // Not a {{email}} placeholder or an email.* key.
      en('email', /(?<![{.\w-])emails?\b(?![}.])/i),
      ms('emel', /(?<![{.\w-])emel\b/i),
    ],
    note: 'The site writes e-mail with a hyphen, as the dashboard and the e-mails do.',
  },
  {
    concept: 'help centre',
    en: 'Help centre',
    ms: 'Pusat bantuan',
    wrong: [en('Help Center', /\bhelp center\b/i)],
    note: 'British spelling.',
  },
  {
    concept: 'sign in',
    en: 'sign in / sign out',
    ms: 'log masuk / log keluar',
    wrong: [en('log in / logged in / log out', /\blog(?:s|ged|ging)?[ -]?(?:in|out)\b/i)],
    note: 'The dashboard\'s buttons say "Sign in" and "Sign out"; "Register" opens an account. Malay says log masuk.',
  },
  {
    concept: 'greeting',
    en: 'Hello',
    ms: 'Salam sejahtera',
    wrong: [{ text: 'Hai / Helo', lang: 'ms', pattern: /\b(?:Hai|Helo)\b/ }],
    note: 'The polite greeting of an insurer, in the e-mails and the dashboard alike.',
  },
  {
    concept: 'lowest price ("from RM4.13")',
    en: 'from',
    ms: 'serendah',
    wrong: [
      {
        text: 'dari (a price)',
        lang: 'ms',
        pattern: /\bdari\s+(?:<strong>)?(?:RM\s?[\d.,]+|\{\{price\}\})[^.]{0,30}\bsebulan\b/i,
      },
    ],
    note: '"Serendah RM4.13 sebulan": the lowest contribution; "dari" reads as "sent from".',
  },
  {
    concept: 'why us',
    en: 'Why Teduh',
    ms: 'Mengapa Teduh',
    wrong: [ms('Kenapa Teduh', /\bkenapa (?:teduh|\{\{brand\}\})/i)],
    note: 'Mengapa is the page title; the menu uses the same words.',
  },
  {
    concept: 'claim',
    en: 'claim',
    ms: 'tuntutan',
    wrong: [ms('klaim', /\bklaim\b/i)],
    note: 'Claims are made online, through the claim form and tracker (productFacts.claimsOnline).',
    cmsSlug: 'claim',
  },
  {
    concept: 'quotation',
    en: 'quotation',
    ms: 'sebut harga',
    wrong: [ms('kuotasi', /\bkuotasi\b/i)],
    note: 'A price for the details entered; not an offer of cover.',
  },
  {
    concept: 'identity verification (eKYC)',
    en: 'identity verification (eKYC)',
    ms: 'pengesahan identiti (eKYC)',
    wrong: [],
    note: 'MyKad photos and a selfie, checked by our vendor and staff.',
  },
  {
    concept: 'relative "di mana" (an anglicism)',
    en: '—',
    ms: 'yang',
    wrong: [
      {
        text: 'tempoh / masa / keadaan di mana',
        lang: 'ms',
        pattern: /\b(?:tempoh|masa|keadaan|situasi|hari|pembelian)\s+di mana\b/i,
        right: '"yang" (… pembelian yang membolehkan anda …)',
      },
    ],
    note: '"Di mana" asks where; as a relative pronoun ("the period in which") it is a calque of English.',
  },
  {
    concept: 'Malaysian Malay (not Indonesian)',
    en: '—',
    ms: 'boleh, kerana, wang, sila, kata laluan, muat turun, muat naik, dasar, terma',
    wrong: [
      ms('Indonesian word', /\b(?:bisa|karena|uang|silakan|kata sandi|unduh|unggah|kebijakan|ketentuan)\b/i),
    ],
    note: 'The site is written in Malaysian Malay (DBP), in the "anda" register.',
  },
];
