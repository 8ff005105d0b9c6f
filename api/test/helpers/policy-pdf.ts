// Policy documents for the vault's tests: a text PDF written by pdfkit (one line of text per entry), a PDF with
// no text at all (a drawing only), scanned schedules as pictures (fixtures/vault, made by make-scans.ts) and a
// PDF whose page is such a picture, as a scanner makes it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Policy schedule' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

export function textPdf(lines: string[]): Promise<Buffer> {
  return render((doc) => {
    for (const line of lines) doc.fontSize(11).text(line);
  });
}

export function scannedPdf(): Promise<Buffer> {
  return render((doc) => {
    doc.rect(60, 60, 400, 300).fill('#777777');
  });
}

/** A scanned schedule (PNG) of englishSchedule or malaySchedule. */
export function scannedSchedule(language: 'en' | 'ms'): Buffer {
  return readFileSync(path.join(__dirname, '..', 'fixtures', 'vault', `schedule-${language}.png`));
}

/** A PDF with no text whose one page is the picture, as a scanner writes it. */
export function pictureAsPdf(picture: Buffer): Promise<Buffer> {
  return render((doc) => {
    doc.image(picture, 20, 20, { width: 555 });
  });
}

/** A schedule in English, as an insurer prints it. */
export const englishSchedule = [
  'Great Eastern Life Assurance (Malaysia) Berhad',
  'POLICY SCHEDULE',
  'Product Name: Great Life Protector',
  'Policy Number: GE-2024-0012345',
  'Plan Type: Life',
  'Sum Assured: RM 250,000.00',
  'Commencement Date: 15/03/2024',
  'Expiry Date: 14 March 2044',
];

/** A Malay schedule of a medical plan. */
export const malaySchedule = [
  'Etiqa Family Takaful Berhad',
  'JADUAL SIJIL',
  'Nama Pelan: i-Medik Keluarga',
  'No. Sijil: ET/77/889900',
  'Perlindungan perubatan dan hospital',
  'Jumlah Perlindungan: RM1,500,000',
  'Tarikh Mula: 1 Januari 2025',
  'Tarikh Tamat: 31 Disember 2025',
];
