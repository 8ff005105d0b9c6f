// The flagship plan's Product Disclosure Sheet and product statement, in English and Malay, built from the
// pricing stored in the database (so a deployment that prices differently prints its own figures).
// Terms the spec leaves open (exclusions, claim documents) are what a careful operator states; see api/README.md.
import { formatMoney, productFacts } from '@teduh/shared/domain';
import { brand } from '../../brand';
import type { Locale } from '../../lib/i18n';
import {
  microsToDecimalString,
  quote,
  type Gender,
  type PricingConstants,
  type RateBand,
} from '../products/pricing';
import type { Block, DocumentContent } from './pdf-writer';

export interface ProductFacts {
  name: string;
  operatorName: string;
  constants: PricingConstants;
  bands: RateBand[];
}

const rm = (sen: number) => formatMoney(sen);
/** Sums covered are whole ringgit: "RM50,000". */
const sum = (sen: number) => formatMoney(sen, { omitZeroSen: true });
const exampleSumsSen = [5_000_000, 10_000_000, 25_000_000, 50_000_000];
const exampleAges = [20, 30, 40, 50];

function rateRows(facts: ProductFacts, locale: Locale): string[][] {
  const renewalOnly = locale === 'ms' ? ' (pembaharuan sahaja)' : ' (renewal only)';
  const ranges = [...new Map(facts.bands.map((b) => [`${b.ageMin}-${b.ageMax}`, b])).values()];
  return ranges.map((band) => {
    const rate = (gender: Gender) => {
      const found = facts.bands.find((b) => b.gender === gender && b.ageMin === band.ageMin);
      return found ? `RM${microsToDecimalString(found.ratePerThousandMicros)}` : '-';
    };
    const label = `${band.ageMin}-${band.ageMax}${band.ageMin > facts.constants.entryAgeMax ? renewalOnly : ''}`;
    return [label, rate('female'), rate('male')];
  });
}

function exampleRows(facts: ProductFacts, gender: Gender): string[][] {
  return exampleAges.map((age) => [
    String(age),
    ...exampleSumsSen.map((sumCoveredSen) => {
      const priced = quote(facts.constants, facts.bands, { gender, ageNextBirthday: age, sumCoveredSen });
      return priced ? rm(priced.monthlySen) : '-';
    }),
  ]);
}

function lowestMonthly(facts: ProductFacts): number {
  const { constants } = facts;
  const prices = facts.bands
    .filter((band) => band.ageMin <= constants.entryAgeMax)
    .map(
      (band) =>
        quote(constants, facts.bands, {
          gender: band.gender,
          ageNextBirthday: band.ageMin,
          sumCoveredSen: constants.sumCoveredMinSen,
        })?.monthlySen ?? Number.POSITIVE_INFINITY,
    );
  return Math.min(...prices);
}

function breakdownExample(facts: ProductFacts) {
  const example = quote(facts.constants, facts.bands, {
    gender: 'female',
    ageNextBirthday: 30,
    sumCoveredSen: 10_000_000,
  });
  if (!example) throw new RangeError('The rate table does not price the worked example');
  return example;
}

export function productDisclosureSheet(
  locale: Locale,
  facts: ProductFacts,
  issuedOn: string,
): DocumentContent {
  const c = facts.constants;
  const min = sum(c.sumCoveredMinSen);
  const max = sum(c.sumCoveredMaxSen);
  const step = sum(c.sumCoveredStepSen);
  const fee = `${c.wakalahFeeBasisPoints / 100}%`;
  const from = rm(lowestMonthly(facts));
  const example = breakdownExample(facts);
  const sumHeader = exampleSumsSen.map(sum);
  const en = locale === 'en';
  const exampleWidths = [1, 1.3, 1.3, 1.3, 1.3];

  const blocks: Block[] = en
    ? [
        {
          kind: 'note',
          text: `Please read this Product Disclosure Sheet before you decide to take up ${facts.name}. Be sure to also read the terms and conditions of the certificate. Issued ${issuedOn}.`,
        },
        { kind: 'heading', text: '1. What is this product about?' },
        {
          kind: 'paragraph',
          text: `${facts.name} is a yearly renewable term family takaful plan offered online by ${facts.operatorName} (${brand.name}). It pays your family a lump sum if you die during the term. It has no cash value and no maturity benefit: it is pure protection, which keeps the contribution low.`,
        },
        { kind: 'heading', text: '2. What are the covers and benefits?' },
        {
          kind: 'table',
          header: ['Benefit', 'Code', 'Amount', 'When it is paid'],
          widths: [2, 0.8, 2, 2.6],
          rows: [
            [
              'Death benefit',
              'DB1',
              `100% of the sum covered (${min} to ${max})`,
              'Within 7 days of receiving complete, verified claim documents',
            ],
            [
              'Compassionate benefit',
              'CB1',
              '10% of the sum covered, in addition',
              'Within 24 hours of receiving the death certificate',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: `You choose the sum covered from ${min} to ${max} in steps of ${step}. The term is 12 months, renewable every year up to age ${c.calculatorAgeMax} (age next birthday).`,
        },
        { kind: 'heading', text: '3. How much contribution do I have to pay?' },
        {
          kind: 'paragraph',
          text: `Your contribution depends on your age next birthday, your gender and the sum covered. Contributions start from ${from} per month. The monthly contribution is the sum covered divided by RM1,000, times the rate below, rounded to the nearest sen. A yearly contribution is ${c.yearlyMonths} times the monthly one: you get one month free.`,
        },
        {
          kind: 'table',
          header: ['Age next birthday', 'Female, per RM1,000 a month', 'Male, per RM1,000 a month'],
          widths: [1.4, 1.3, 1.3],
          rows: rateRows(facts, locale),
        },
        { kind: 'paragraph', text: 'Examples of the monthly contribution, female:' },
        {
          kind: 'table',
          header: ['Age', ...sumHeader],
          widths: exampleWidths,
          rows: exampleRows(facts, 'female'),
        },
        { kind: 'paragraph', text: 'Examples of the monthly contribution, male:' },
        {
          kind: 'table',
          header: ['Age', ...sumHeader],
          widths: exampleWidths,
          rows: exampleRows(facts, 'male'),
        },
        {
          kind: 'note',
          text: 'The rates are not guaranteed. We may revise them at renewal with at least 30 days\u2019 written notice.',
        },
        { kind: 'heading', text: '4. What are the fees and charges?' },
        {
          kind: 'paragraph',
          text: `A wakalah (operator) fee of ${fee} of each contribution is paid to ${brand.name} as the takaful operator for managing the plan. The rest is your tabarru' (donation) to the participants' risk fund, from which benefits are paid. Example: a woman aged 30 next birthday covered for ${sum(10_000_000)} pays ${rm(example.monthlySen)} a month, of which ${rm(example.wakalahMonthlySen)} is the wakalah fee and ${rm(example.tabarruMonthlySen)} is tabarru'. There are no agents and no commissions.`,
        },
        { kind: 'heading', text: '5. What are the key terms and conditions?' },
        {
          kind: 'list',
          items: [
            `Eligibility: Malaysian citizens aged ${c.entryAgeMin} to ${c.entryAgeMax} (age next birthday) when the certificate starts. You must pass identity verification (eKYC) with your MyKad.`,
            'One certificate per person. If more than one is issued, the earliest is kept and the contributions of the others are refunded, and we tell you by e-mail within 30 days.',
            'No medical examination. You answer four health and lifestyle questions; a "Yes" answer is reviewed by our underwriters before cover starts.',
            'Duty of disclosure: you must answer every question fully and accurately. A wrong answer can mean a claim is not paid or the certificate is cancelled.',
            'Surplus: the participants\u2019 risk fund is held by an independent trustee. Any surplus after claims, re-takaful and reserves is returned to certificate holders.',
            'To raise the sum covered, cancel your certificate and take up a new one at the new amount.',
            `Grace period: if a contribution is not paid, cover continues for ${productFacts.gracePeriodDays} days after the end of the period already paid for. If it is still unpaid then, the certificate lapses.`,
          ],
        },
        { kind: 'heading', text: '6. What are the major exclusions?' },
        {
          kind: 'list',
          items: [
            'Suicide within 12 months of the certificate start date: only the tabarru\u2019 paid is refunded.',
            'Death caused by a condition you knew of and did not disclose when you answered the underwriting questions.',
          ],
        },
        {
          kind: 'note',
          text: 'This list is not exhaustive. The certificate wording sets out all exclusions.',
        },
        { kind: 'heading', text: '7. Can I cancel my certificate?' },
        {
          kind: 'paragraph',
          text: `Yes, at any time, with no penalty. Within the ${productFacts.coolingOff.days}-day cooling-off period after you receive your certificate, every contribution you paid is refunded in full. After that, cover continues until the end of the period you already paid for.`,
        },
        { kind: 'heading', text: '8. What if my details change?' },
        {
          kind: 'paragraph',
          text: `Change your beneficiary, address or phone number on your certificate's page in the dashboard, so that we can reach you and your family. Each change is confirmed with a code we e-mail to you, and we e-mail you when it is made. You can also write to ${brand.supportEmail}.`,
        },
        { kind: 'heading', text: '9. Where can I get more information?' },
        {
          kind: 'paragraph',
          text: `Write to ${brand.supportEmail} or use the enquiry form on our website (weekdays 9am to 5pm). If you are not satisfied with our answer, you may refer your complaint to the Ombudsman for Financial Services (OFS).`,
        },
        {
          kind: 'note',
          text: 'IMPORTANT NOTE: You should be satisfied that this plan will serve your needs and that you can afford the contributions. This sheet is a summary; the certificate terms and conditions prevail.',
        },
      ]
    : [
        {
          kind: 'note',
          text: `Sila baca Helaian Pendedahan Produk ini sebelum anda memutuskan untuk menyertai ${facts.name}. Pastikan anda juga membaca terma dan syarat sijil. Dikeluarkan ${issuedOn}.`,
        },
        { kind: 'heading', text: '1. Apakah produk ini?' },
        {
          kind: 'paragraph',
          text: `${facts.name} ialah pelan takaful keluarga bertempoh yang diperbaharui setiap tahun, ditawarkan dalam talian oleh ${facts.operatorName} (${brand.name}). Pelan ini membayar sejumlah wang kepada keluarga anda jika anda meninggal dunia dalam tempoh perlindungan. Tiada nilai tunai dan tiada manfaat matang: ia perlindungan semata-mata, jadi caruman kekal rendah.`,
        },
        { kind: 'heading', text: '2. Apakah perlindungan dan manfaatnya?' },
        {
          kind: 'table',
          header: ['Manfaat', 'Kod', 'Jumlah', 'Bila dibayar'],
          widths: [2, 0.8, 2, 2.6],
          rows: [
            [
              'Manfaat kematian',
              'DB1',
              `100% jumlah perlindungan (${min} hingga ${max})`,
              'Dalam masa 7 hari selepas dokumen tuntutan yang lengkap dan disahkan diterima',
            ],
            [
              'Manfaat ihsan',
              'CB1',
              '10% jumlah perlindungan, sebagai tambahan',
              'Dalam masa 24 jam selepas sijil kematian diterima',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: `Anda memilih jumlah perlindungan daripada ${min} hingga ${max} dalam gandaan ${step}. Tempohnya 12 bulan, boleh diperbaharui setiap tahun sehingga umur ${c.calculatorAgeMax} tahun (umur hari lahir akan datang).`,
        },
        { kind: 'heading', text: '3. Berapakah caruman yang perlu saya bayar?' },
        {
          kind: 'paragraph',
          text: `Caruman anda bergantung pada umur hari lahir akan datang, jantina dan jumlah perlindungan. Caruman bermula dari ${from} sebulan. Caruman bulanan ialah jumlah perlindungan dibahagi RM1,000, didarab dengan kadar di bawah, dibundarkan kepada sen terdekat. Caruman tahunan ialah ${c.yearlyMonths} kali caruman bulanan: anda mendapat rebat sebanyak caruman sebulan.`,
        },
        {
          kind: 'table',
          header: [
            'Umur hari lahir akan datang',
            'Perempuan, setiap RM1,000 sebulan',
            'Lelaki, setiap RM1,000 sebulan',
          ],
          widths: [1.4, 1.3, 1.3],
          rows: rateRows(facts, locale),
        },
        { kind: 'paragraph', text: 'Contoh caruman bulanan, perempuan:' },
        {
          kind: 'table',
          header: ['Umur', ...sumHeader],
          widths: exampleWidths,
          rows: exampleRows(facts, 'female'),
        },
        { kind: 'paragraph', text: 'Contoh caruman bulanan, lelaki:' },
        {
          kind: 'table',
          header: ['Umur', ...sumHeader],
          widths: exampleWidths,
          rows: exampleRows(facts, 'male'),
        },
        {
          kind: 'note',
          text: 'Kadar caruman tidak dijamin. Kami boleh menyemaknya semasa pembaharuan dengan notis bertulis sekurang-kurangnya 30 hari.',
        },
        { kind: 'heading', text: '4. Apakah fi dan caj yang dikenakan?' },
        {
          kind: 'paragraph',
          text: `Fi wakalah (pengendali) sebanyak ${fee} daripada setiap caruman dibayar kepada ${brand.name} sebagai pengendali takaful untuk menguruskan pelan. Bakinya ialah tabarru' (derma) anda kepada dana risiko peserta, yang digunakan untuk membayar manfaat. Contoh: seorang wanita berumur 30 tahun pada hari lahir akan datang dengan perlindungan ${sum(10_000_000)} membayar ${rm(example.monthlySen)} sebulan; ${rm(example.wakalahMonthlySen)} ialah fi wakalah dan ${rm(example.tabarruMonthlySen)} ialah tabarru'. Tiada ejen dan tiada komisen.`,
        },
        { kind: 'heading', text: '5. Apakah terma dan syarat utama?' },
        {
          kind: 'list',
          items: [
            `Kelayakan: warganegara Malaysia berumur ${c.entryAgeMin} hingga ${c.entryAgeMax} tahun (umur hari lahir akan datang) semasa sijil bermula. Anda mesti lulus pengesahan identiti (eKYC) dengan MyKad anda.`,
            'Satu sijil bagi setiap orang. Jika lebih daripada satu sijil dikeluarkan, sijil yang terawal dikekalkan, caruman bagi sijil yang lain dipulangkan, dan kami memaklumkan anda melalui e-mel dalam masa 30 hari.',
            'Tiada pemeriksaan perubatan. Anda menjawab empat soalan kesihatan dan gaya hidup; jawapan "Ya" disemak oleh penaja jamin kami sebelum perlindungan bermula.',
            'Kewajipan pendedahan: anda mesti menjawab setiap soalan dengan lengkap dan tepat. Jawapan yang salah boleh menyebabkan tuntutan tidak dibayar atau sijil dibatalkan.',
            'Lebihan: dana risiko peserta dipegang oleh pemegang amanah bebas. Sebarang lebihan selepas tuntutan, retakaful dan rizab dikembalikan kepada pemegang sijil.',
            'Untuk menaikkan jumlah perlindungan, batalkan sijil anda dan mohon sijil baharu pada jumlah yang baharu.',
            `Tempoh tangguh: jika caruman tidak dibayar, perlindungan berterusan selama ${productFacts.gracePeriodDays} hari selepas akhir tempoh yang telah dibayar. Jika caruman masih belum dibayar pada masa itu, sijil luput.`,
          ],
        },
        { kind: 'heading', text: '6. Apakah pengecualian utama?' },
        {
          kind: 'list',
          items: [
            'Bunuh diri dalam tempoh 12 bulan dari tarikh sijil bermula: hanya tabarru\u2019 yang telah dibayar dipulangkan.',
            'Kematian akibat keadaan yang anda ketahui tetapi tidak didedahkan semasa menjawab soalan pengunderaitan.',
          ],
        },
        {
          kind: 'note',
          text: 'Senarai ini tidak lengkap. Semua pengecualian dinyatakan dalam syarat sijil.',
        },
        { kind: 'heading', text: '7. Bolehkah saya membatalkan sijil saya?' },
        {
          kind: 'paragraph',
          text: `Ya, pada bila-bila masa, tanpa penalti. Dalam tempoh bertenang ${productFacts.coolingOff.days} hari selepas anda menerima sijil, semua caruman yang telah dibayar dipulangkan sepenuhnya. Selepas itu, perlindungan berterusan sehingga akhir tempoh yang telah dibayar.`,
        },
        { kind: 'heading', text: '8. Bagaimana jika butiran saya berubah?' },
        {
          kind: 'paragraph',
          text: `Tukar penama, alamat atau nombor telefon anda di halaman sijil dalam papan pemuka, supaya kami dapat menghubungi anda dan keluarga anda. Setiap perubahan disahkan dengan kod yang kami e-melkan kepada anda, dan kami akan memaklumkan anda melalui e-mel setelah ia dibuat. Anda juga boleh menulis kepada ${brand.supportEmail}.`,
        },
        { kind: 'heading', text: '9. Di manakah saya boleh mendapatkan maklumat lanjut?' },
        {
          kind: 'paragraph',
          text: `Tulis kepada ${brand.supportEmail} atau gunakan borang pertanyaan di laman web kami (hari bekerja, 9 pagi hingga 5 petang). Jika anda tidak berpuas hati dengan jawapan kami, anda boleh merujuk aduan anda kepada Ombudsman bagi Perkhidmatan Kewangan (OFS).`,
        },
        {
          kind: 'note',
          text: 'NOTA PENTING: Anda harus berpuas hati bahawa pelan ini memenuhi keperluan anda dan anda mampu membayar carumannya. Helaian ini ialah ringkasan; terma dan syarat sijil adalah muktamad.',
        },
      ];

  return {
    language: locale,
    title: en ? `${facts.name}: Product Disclosure Sheet` : `${facts.name}: Helaian Pendedahan Produk`,
    subtitle: en
      ? `Yearly renewable term family takaful · ${facts.operatorName}`
      : `Takaful keluarga bertempoh yang diperbaharui setiap tahun · ${facts.operatorName}`,
    footer: en ? `${brand.name} · ${facts.name} PDS` : `${brand.name} · HPP ${facts.name}`,
    blocks,
  };
}

export function productStatement(locale: Locale, facts: ProductFacts, issuedOn: string): DocumentContent {
  const c = facts.constants;
  const en = locale === 'en';
  const example = breakdownExample(facts);
  const rows: string[][] = en
    ? [
        ['Plan', `${facts.name} (yearly renewable term family takaful)`],
        ['Takaful operator', facts.operatorName],
        ['Certificate term', '12 months, renewable every year'],
        [
          'Entry age',
          `${c.entryAgeMin} to ${c.entryAgeMax}, age next birthday; renewable up to ${c.calculatorAgeMax}`,
        ],
        [
          'Sum covered',
          `${sum(c.sumCoveredMinSen)} to ${sum(c.sumCoveredMaxSen)}, in steps of ${sum(c.sumCoveredStepSen)}`,
        ],
        [
          'Benefits',
          'DB1 death benefit: 100% of the sum covered. CB1 compassionate benefit: 10% of the sum covered, within 24 hours of the death certificate',
        ],
        ['Contribution', `Monthly, or yearly at ${c.yearlyMonths} times the monthly contribution`],
        ['Wakalah fee', `${c.wakalahFeeBasisPoints / 100}% of each contribution`],
        [
          'Worked example',
          `Female, 30 next birthday, ${sum(10_000_000)}: ${rm(example.monthlySen)} a month (tabarru' ${rm(example.tabarruMonthlySen)}, wakalah ${rm(example.wakalahMonthlySen)}) or ${rm(example.yearlySen)} a year`,
        ],
        ['Payment', 'Debit or credit card, or FPX direct debit (e-mandate)'],
        ['Cooling-off', `${productFacts.coolingOff.days} days from receipt of the certificate, full refund`],
        [
          'Grace period',
          `${productFacts.gracePeriodDays} days after the end of the paid period; the certificate then lapses`,
        ],
        ['Cash value', 'None; no maturity benefit'],
      ]
    : [
        ['Pelan', `${facts.name} (takaful keluarga bertempoh yang diperbaharui setiap tahun)`],
        ['Pengendali takaful', facts.operatorName],
        ['Tempoh sijil', '12 bulan, boleh diperbaharui setiap tahun'],
        [
          'Umur kemasukan',
          `${c.entryAgeMin} hingga ${c.entryAgeMax}, umur hari lahir akan datang; boleh diperbaharui sehingga ${c.calculatorAgeMax}`,
        ],
        [
          'Jumlah perlindungan',
          `${sum(c.sumCoveredMinSen)} hingga ${sum(c.sumCoveredMaxSen)}, dalam gandaan ${sum(c.sumCoveredStepSen)}`,
        ],
        [
          'Manfaat',
          'DB1 manfaat kematian: 100% jumlah perlindungan. CB1 manfaat ihsan: 10% jumlah perlindungan, dalam masa 24 jam selepas sijil kematian',
        ],
        ['Caruman', `Bulanan, atau tahunan pada ${c.yearlyMonths} kali caruman bulanan`],
        ['Fi wakalah', `${c.wakalahFeeBasisPoints / 100}% daripada setiap caruman`],
        [
          'Contoh pengiraan',
          `Perempuan, 30 tahun pada hari lahir akan datang, ${sum(10_000_000)}: ${rm(example.monthlySen)} sebulan (tabarru' ${rm(example.tabarruMonthlySen)}, wakalah ${rm(example.wakalahMonthlySen)}) atau ${rm(example.yearlySen)} setahun`,
        ],
        ['Pembayaran', 'Kad debit atau kredit, atau debit terus FPX (e-mandat)'],
        [
          'Tempoh bertenang',
          `${productFacts.coolingOff.days} hari dari penerimaan sijil, bayaran balik penuh`,
        ],
        [
          'Tempoh tangguh',
          `${productFacts.gracePeriodDays} hari selepas akhir tempoh yang telah dibayar; sijil kemudian luput`,
        ],
        ['Nilai tunai', 'Tiada; tiada manfaat matang'],
      ];

  const blocks: Block[] = [
    {
      kind: 'note',
      text: en ? `Product statement issued ${issuedOn}.` : `Penyata produk dikeluarkan ${issuedOn}.`,
    },
    { kind: 'heading', text: en ? 'The plan at a glance' : 'Ringkasan pelan' },
    { kind: 'table', header: en ? ['Item', 'Detail'] : ['Perkara', 'Butiran'], widths: [1, 2.6], rows },
    { kind: 'heading', text: en ? 'How your contributions are managed' : 'Bagaimana caruman anda diuruskan' },
    {
      kind: 'paragraph',
      text: en
        ? `Participants help one another: each tabarru' goes into the participants' risk fund, held by an independent trustee, and claims are paid from it. ${brand.name} manages the fund for the wakalah fee and does not own it. A Shariah committee oversees the plan. Surplus left after claims, re-takaful and reserves is returned to certificate holders.`
        : `Peserta saling membantu: setiap tabarru' dimasukkan ke dalam dana risiko peserta yang dipegang oleh pemegang amanah bebas, dan tuntutan dibayar daripadanya. ${brand.name} menguruskan dana untuk fi wakalah dan tidak memilikinya. Jawatankuasa Syariah mengawasi pelan ini. Lebihan selepas tuntutan, retakaful dan rizab dikembalikan kepada pemegang sijil.`,
    },
    { kind: 'heading', text: en ? 'Making a claim' : 'Membuat tuntutan' },
    {
      kind: 'list',
      items: en
        ? [
            `Your beneficiary or family makes the claim online on our claim page; no account is needed. You can also write to ${brand.supportEmail}.`,
            'Documents: the death certificate, the claimant\u2019s MyKad, and bank account details. We may ask for a police or medical report when the cause of death needs it.',
            'The compassionate benefit is paid within 24 hours of receiving the death certificate; the death benefit within 7 days of complete, verified documents.',
          ]
        : [
            `Penama atau keluarga anda membuat tuntutan dalam talian di halaman tuntutan kami; akaun tidak diperlukan. Anda juga boleh menulis kepada ${brand.supportEmail}.`,
            'Dokumen: sijil kematian, MyKad penuntut dan butiran akaun bank. Kami mungkin meminta laporan polis atau perubatan jika punca kematian memerlukannya.',
            'Manfaat ihsan dibayar dalam masa 24 jam selepas sijil kematian diterima; manfaat kematian dalam masa 7 hari selepas dokumen lengkap dan disahkan.',
          ],
    },
    {
      kind: 'note',
      text: en
        ? 'This statement summarises the plan. The certificate terms and conditions prevail. Read it together with the Product Disclosure Sheet.'
        : 'Penyata ini meringkaskan pelan. Terma dan syarat sijil adalah muktamad. Bacalah bersama Helaian Pendedahan Produk.',
    },
  ];

  return {
    language: locale,
    title: en ? `${facts.name}: Product Statement` : `${facts.name}: Penyata Produk`,
    subtitle: facts.operatorName,
    footer: en
      ? `${brand.name} · ${facts.name} product statement`
      : `${brand.name} · Penyata produk ${facts.name}`,
    blocks,
  };
}
