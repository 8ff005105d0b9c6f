// The certificate document: one bilingual PDF (English / Bahasa Melayu side by side), rendered by the shared
// pdf-writer and kept in the certificates storage folder.
import { formatMoney, productFacts } from '@teduh/shared/domain';
import { brand } from '../../brand';
import type { Beneficiary, QuotationHolder } from '../../db/schema';
import { renderPdf, type DocumentContent } from '../documents/pdf-writer';
import { longDate } from './emails';

export interface CertificateDocumentFacts {
  number: string;
  productName: string;
  operatorName: string;
  holder: QuotationHolder;
  beneficiary: Beneficiary | null;
  /** The beneficiary's relationship in English and Malay (the code when it is no longer listed). */
  relationship: { en: string; ms: string } | null;
  sumCoveredSen: number;
  contributionSen: number;
  wakalahSen: number;
  tabarruSen: number;
  frequency: 'month' | 'year';
  startDate: string;
  endDate: string;
  nextRenewalDate: string;
  issuedAt: Date;
  /** A sponsored certificate: the partner who pays its contributions, and the funeral benefit it adds. */
  sponsor?: { name: string; funeralBenefitSen: number } | null;
}

const both = (en: string, ms: string) => `${en} / ${ms}`;
/** A date in both languages, written once when they agree (April, September and November are spelt alike). */
export function bilingualDate(iso: string): string {
  const [en, ms] = [longDate(iso, 'en'), longDate(iso, 'ms')];
  return en === ms ? en : both(en, ms);
}
const maskNric = (idRef: string) => `${idRef.slice(0, 6)}-XX-${idRef.slice(-4)}`;

export function certificateDocument(facts: CertificateDocumentFacts): DocumentContent {
  const frequency = facts.frequency === 'month' ? both('Monthly', 'Bulanan') : both('Yearly', 'Tahunan');
  const compassionateSen = Math.round(facts.sumCoveredSen / 10);
  const coolingOff = productFacts.coolingOff.days;
  const grace = productFacts.gracePeriodDays;
  const blocks: DocumentContent['blocks'] = [
    {
      kind: 'paragraph',
      text:
        `This certifies that the person named below is covered by ${facts.productName}, a family takaful ` +
        `(term life) plan managed by ${facts.operatorName}, on the terms of the Product Disclosure Sheet. / ` +
        `Ini mengesahkan bahawa orang yang dinamakan di bawah dilindungi oleh ${facts.productName}, pelan takaful ` +
        `keluarga (hayat bertempoh) yang diuruskan oleh ${facts.operatorName}, tertakluk kepada Helaian Pendedahan Produk.`,
    },
    { kind: 'heading', text: both('Certificate', 'Sijil') },
    {
      kind: 'table',
      header: [both('Item', 'Butiran'), both('Details', 'Maklumat')],
      widths: [2, 3],
      rows: [
        [both('Certificate number', 'Nombor sijil'), facts.number],
        [both('Status', 'Status'), both('Issued', 'Dikeluarkan')],
        [both('Sum covered', 'Jumlah perlindungan'), formatMoney(facts.sumCoveredSen)],
        [both('Start date', 'Tarikh mula'), bilingualDate(facts.startDate)],
        [both('End of term', 'Akhir tempoh'), bilingualDate(facts.endDate)],
        [both('Next renewal', 'Pembaharuan seterusnya'), bilingualDate(facts.nextRenewalDate)],
        [both('Term', 'Tempoh'), both('12 months', '12 bulan')],
        ...(facts.sponsor ? [[both('Sponsored by', 'Ditaja oleh'), facts.sponsor.name]] : []),
      ],
    },
    {
      kind: 'heading',
      text: both('Person covered and certificate holder', 'Orang yang dilindungi dan pemegang sijil'),
    },
    {
      kind: 'table',
      header: [both('Item', 'Butiran'), both('Details', 'Maklumat')],
      widths: [2, 3],
      rows: [
        [both('Name', 'Nama'), `${facts.holder.first_name} ${facts.holder.last_name}`.trim()],
        [both('NRIC', 'No. MyKad'), maskNric(facts.holder.id_ref)],
        [both('Date of birth', 'Tarikh lahir'), bilingualDate(facts.holder.dob)],
        [
          both('Gender', 'Jantina'),
          facts.holder.gender === 'male' ? both('Male', 'Lelaki') : both('Female', 'Perempuan'),
        ],
        [both('E-mail', 'E-mel'), facts.holder.email],
      ],
    },
    { kind: 'heading', text: both('Benefits', 'Manfaat') },
    {
      kind: 'table',
      header: [both('Code', 'Kod'), both('Benefit', 'Manfaat'), both('Amount', 'Jumlah')],
      widths: [1, 4, 2],
      rows: [
        [
          'DB1',
          both(
            'Death benefit: 100% of the sum covered',
            'Manfaat kematian: 100% daripada jumlah perlindungan',
          ),
          formatMoney(facts.sumCoveredSen),
        ],
        [
          'CB1',
          both(
            'Compassionate benefit: 10% of the sum covered, paid within 24 hours of the death certificate',
            'Manfaat ihsan: 10% daripada jumlah perlindungan, dibayar dalam masa 24 jam selepas sijil kematian',
          ),
          formatMoney(compassionateSen),
        ],
        ...(facts.sponsor && facts.sponsor.funeralBenefitSen > 0
          ? [
              [
                'FB1',
                both(
                  `Funeral benefit, sponsored by ${facts.sponsor.name}`,
                  `Manfaat pengebumian, ditaja oleh ${facts.sponsor.name}`,
                ),
                formatMoney(facts.sponsor.funeralBenefitSen),
              ],
            ]
          : []),
      ],
    },
    { kind: 'heading', text: both('Contribution', 'Caruman') },
    {
      kind: 'table',
      header: [both('Item', 'Butiran'), both('Amount', 'Jumlah')],
      widths: [3, 2],
      rows: [
        [both('Frequency', 'Kekerapan'), frequency],
        ...(facts.sponsor
          ? [
              [both('Paid by', 'Dibayar oleh'), facts.sponsor.name],
              [both('Paid by you', 'Dibayar oleh anda'), formatMoney(0)],
            ]
          : []),
        [both('Gross contribution', 'Caruman kasar'), formatMoney(facts.contributionSen)],
        [both('Wakalah fee (20%)', 'Fi wakalah (20%)'), formatMoney(facts.wakalahSen)],
        [
          both("Tabarru' (donation to the fund)", "Tabarru' (derma kepada dana)"),
          formatMoney(facts.tabarruSen),
        ],
      ],
    },
  ];
  if (facts.beneficiary) {
    const b = facts.beneficiary;
    blocks.push(
      { kind: 'heading', text: both('Beneficiary', 'Penama') },
      {
        kind: 'table',
        header: [both('Item', 'Butiran'), both('Details', 'Maklumat')],
        widths: [2, 3],
        rows: [
          [both('Name', 'Nama'), b.name],
          [
            both('Relationship', 'Hubungan'),
            facts.relationship ? both(facts.relationship.en, facts.relationship.ms) : b.relationship,
          ],
          [
            both('Nomination', 'Penamaan'),
            b.type === 'hibah'
              ? both('Hibah (gift)', 'Hibah (pemberian)')
              : both('Wasi (executor)', 'Wasi (pelaksana wasiat)'),
          ],
          [both('Share of payout', 'Bahagian bayaran'), '100%'],
        ],
      },
    );
  }
  blocks.push(
    { kind: 'heading', text: both('Good to know', 'Perlu diketahui') },
    {
      kind: 'list',
      items: [
        both(
          `You may cancel within ${coolingOff} days of receiving this certificate for a full refund of your contributions; later, the cover ends at the end of the period you paid for.`,
          `Anda boleh membatalkan dalam tempoh ${coolingOff} hari selepas menerima sijil ini untuk bayaran balik penuh caruman; selepas itu, perlindungan tamat pada akhir tempoh yang telah dibayar.`,
        ),
        both(
          `Grace period: if a contribution is not paid, cover continues for ${grace} days after the end of the period you paid for; if it is still unpaid then, this certificate lapses.`,
          `Tempoh tangguh: jika caruman tidak dibayar, perlindungan berterusan selama ${grace} hari selepas akhir tempoh yang telah dibayar; jika caruman masih belum dibayar pada masa itu, sijil ini luput.`,
        ),
        both(
          'There is no cash value or maturity benefit. Surplus of the fund is returned to certificate holders.',
          'Tiada nilai tunai atau manfaat matang. Lebihan dana dikembalikan kepada pemegang sijil.',
        ),
        both(
          'One certificate per person. To change the sum covered, cancel and buy a new certificate.',
          'Satu sijil bagi setiap orang. Untuk menukar jumlah perlindungan, batalkan dan beli sijil baharu.',
        ),
      ],
    },
    {
      kind: 'note',
      text: both(
        `Issued electronically by ${brand.name}; no signature is needed. Questions: ${brand.supportEmail}.`,
        `Dikeluarkan secara elektronik oleh ${brand.name}; tiada tandatangan diperlukan. Pertanyaan: ${brand.supportEmail}.`,
      ),
    },
  );
  return {
    title: both('Takaful Certificate', 'Sijil Takaful'),
    subtitle: `${facts.productName} · ${facts.number}`,
    footer: `${brand.name} · ${facts.number}`,
    language: 'en',
    blocks,
  };
}

export function renderCertificatePdf(facts: CertificateDocumentFacts): Promise<Buffer> {
  return renderPdf(certificateDocument(facts), facts.issuedAt);
}
