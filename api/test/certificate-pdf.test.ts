// The certificate PDF as a member reads it: dates once per language, the sum covered stated, and no table
// broken across pages (the PDF writer moves a table, with its heading, to the next page when it does not fit).
import {
  bilingualDate,
  certificateDocument,
  renderCertificatePdf,
  type CertificateDocumentFacts,
} from '../src/modules/certificates/certificate-pdf';
import { renderPdf, type DocumentContent } from '../src/modules/documents/pdf-writer';
import { pdfPages, pdfText } from './helpers/pdf-text';

const facts: CertificateDocumentFacts = {
  number: 'TPP-2026-000123',
  productName: 'Pusara Pro',
  operatorName: 'Teduh Takaful Berhad',
  holder: {
    first_name: 'Nur Aisyah',
    last_name: 'binti Rahman',
    email: 'aisyah@example.my',
    id_ref: '900512145678',
    gender: 'female',
    dob: '1990-05-12',
    contact_number: '+60123456789',
  },
  beneficiary: {
    name: 'Hafiz bin Rahman',
    contact_number: '+60129876543',
    relationship: 'spouse',
    type: 'hibah',
    gender: 'male',
    email: null,
    payout: 100,
    agreed: true,
  },
  relationship: { en: 'Spouse', ms: 'Pasangan' },
  sumCoveredSen: 10_000_000,
  contributionSen: 1239,
  wakalahSen: 248,
  tabarruSen: 991,
  frequency: 'month',
  startDate: '2026-11-23',
  endDate: '2027-11-23',
  nextRenewalDate: '2027-11-23',
  issuedAt: new Date('2026-11-23T02:00:00Z'),
};

/** The one page that reads `text` (a heading may wrap onto a second line). */
const pageOf = (pages: string[], text: string) => {
  const found = pages.flatMap((page, index) => (page.replace(/\s+/g, ' ').includes(text) ? [index] : []));
  expect(found).toHaveLength(1);
  return found[0]!;
};

test('a date spelt alike in both languages is written once, otherwise once in each', () => {
  expect(bilingualDate('2026-11-23')).toBe('23 November 2026');
  expect(bilingualDate('2027-01-05')).toBe('5 January 2027 / 5 Januari 2027');
  const certificate = certificateDocument({ ...facts, holder: { ...facts.holder, dob: '1990-08-12' } });
  const rows = certificate.blocks.flatMap((block) => (block.kind === 'table' ? block.rows : []));
  const cell = (label: string) => rows.find(([term]) => term!.startsWith(label))![1];
  expect(cell('Start date')).toBe('23 November 2026');
  expect(cell('Next renewal')).toBe('23 November 2027');
  expect(cell('Date of birth')).toBe('12 August 1990 / 12 Ogos 1990');
});

test('the certificate states the sum covered beside its number', async () => {
  const [certificateTable] = certificateDocument(facts).blocks.filter((block) => block.kind === 'table');
  expect(certificateTable).toMatchObject({
    rows: expect.arrayContaining([
      ['Certificate number / Nombor sijil', 'TPP-2026-000123'],
      ['Sum covered / Jumlah perlindungan', 'RM100,000.00'],
    ]),
  });
  const text = pdfText(await renderCertificatePdf(facts));
  expect(text).toContain('Sum covered / Jumlah perlindungan');
  expect(text).not.toContain('23 November 2026 / 23 November 2026');
});

test('every table of the certificate is on one page with its heading', async () => {
  const pages = pdfPages(await renderCertificatePdf(facts));
  expect(pages.length).toBeGreaterThan(1);
  const blocks = certificateDocument(facts).blocks;
  blocks.forEach((block, index) => {
    if (block.kind !== 'table') return;
    const heading = blocks[index - 1];
    expect(heading?.kind).toBe('heading');
    const page = pageOf(pages, heading!.kind === 'heading' ? heading!.text : '');
    // Each row's last cell, which is short enough to be written on one line.
    for (const row of block.rows) expect(pages[page]).toContain(row[row.length - 1]!.slice(0, 12));
  });
});

describe('the PDF writer', () => {
  const rows = Array.from({ length: 8 }, (_, index) => [`Row ${index + 1}`, `Value ${index + 1}`]);
  const document = (fillers: number): DocumentContent => ({
    title: 'Test',
    subtitle: 'Tables',
    footer: 'Test',
    language: 'en',
    blocks: [
      ...Array.from({ length: fillers }, () => ({
        kind: 'paragraph' as const,
        text: 'A line of text that takes the room of one line.',
      })),
      { kind: 'heading', text: 'The table' },
      { kind: 'table', header: ['Item', 'Value'], widths: [1, 1], rows },
    ],
  });

  test('moves a table that does not fit whole to the next page, with its heading, wherever it falls', async () => {
    for (let fillers = 20; fillers <= 45; fillers += 1) {
      const pages = pdfPages(await renderPdf(document(fillers), new Date('2026-11-23T00:00:00Z')));
      const page = pageOf(pages, 'The table');
      for (const [label] of rows) expect({ fillers, page: pageOf(pages, label!) }).toEqual({ fillers, page });
    }
  });

  test('splits only a table longer than a page, repeating its header', async () => {
    const long = Array.from({ length: 60 }, (_, index) => [`Line ${index + 1}`, `${index + 1}`]);
    const pages = pdfPages(
      await renderPdf(
        {
          ...document(0),
          blocks: [{ kind: 'table', header: ['Item', 'Value'], widths: [1, 1], rows: long }],
        },
        new Date('2026-11-23T00:00:00Z'),
      ),
    );
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.split('\n')).toContain('Item');
    expect(pageOf(pages, 'Line 1')).toBe(0);
    expect(pageOf(pages, 'Line 60')).toBe(pages.length - 1);
  });
});
