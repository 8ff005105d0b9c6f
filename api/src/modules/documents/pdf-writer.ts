// Renders a structured document (headings, paragraphs, lists, tables) to a PDF with pdfkit's built-in fonts.
import PDFDocument from 'pdfkit';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][]; widths: number[] }
  | { kind: 'note'; text: string };

export interface DocumentContent {
  title: string;
  subtitle: string;
  /** Printed in the footer of every page, with the page number. */
  footer: string;
  /** PDF metadata. */
  language: 'en' | 'ms';
  blocks: Block[];
}

const colours = { ink: '#1d2b26', accent: '#0b6b4f', muted: '#55625d', rule: '#c9d6d1', band: '#eef5f2' };
const margin = 56;

export function renderPdf(content: DocumentContent, createdAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin + 20, left: margin, right: margin },
    bufferPages: true,
    lang: content.language === 'ms' ? 'ms-MY' : 'en-MY',
    displayTitle: true,
    info: { Title: content.title, Subject: content.subtitle, CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - margin * 2;
  doc.fillColor(colours.accent).font('Helvetica-Bold').fontSize(20).text(content.title, { width });
  doc.moveDown(0.2).fillColor(colours.muted).font('Helvetica').fontSize(11).text(content.subtitle, { width });
  doc.moveDown(0.6);
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + width, doc.y)
    .strokeColor(colours.rule)
    .stroke();
  doc.moveDown(0.8);

  for (const block of content.blocks) writeBlock(doc, block, width);

  // Footers once every page exists (bufferPages), so each can say "page n of m".
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.height - margin;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(colours.muted)
      .text(`${content.footer}  ·  ${index + 1}/${range.count}`, margin, bottom, { width, align: 'center' });
  }
  doc.end();
  return finished;
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeBlock(doc: PDFKit.PDFDocument, block: Block, width: number) {
  const x = margin;
  switch (block.kind) {
    case 'heading':
      ensureRoom(doc, 60);
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(13).fillColor(colours.accent);
      doc.text(block.text, x, doc.y, { width });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      doc.font('Helvetica').fontSize(10.5).fillColor(colours.ink);
      doc.text(block.text, x, doc.y, { width, lineGap: 2 });
      doc.moveDown(0.5);
      return;
    case 'note':
      doc.font('Helvetica-Oblique').fontSize(9.5).fillColor(colours.muted);
      doc.text(block.text, x, doc.y, { width, lineGap: 1.5 });
      doc.moveDown(0.5);
      return;
    case 'list':
      doc.font('Helvetica').fontSize(10.5).fillColor(colours.ink);
      for (const item of block.items) {
        ensureRoom(doc, 16);
        const top = doc.y;
        doc.text('•', x + 4, top, { width: 10 });
        doc.text(item, x + 18, top, { width: width - 18, lineGap: 2 });
        doc.moveDown(0.15);
      }
      doc.moveDown(0.4);
      return;
    case 'table':
      writeTable(doc, block, width);
      return;
  }
}

function writeTable(doc: PDFKit.PDFDocument, table: Extract<Block, { kind: 'table' }>, width: number) {
  const total = table.widths.reduce((sum, w) => sum + w, 0);
  const columns = table.widths.map((w) => (w / total) * width);
  const padding = 5;
  const row = (cells: string[], header: boolean, shaded: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]! - padding * 2 }))) +
      padding * 2;
    ensureRoom(doc, height);
    const top = doc.y;
    if (header || shaded) {
      doc
        .rect(margin, top, width, height)
        .fill(header ? colours.accent : colours.band)
        .fillColor(colours.ink);
    }
    let left = margin;
    cells.forEach((cell, i) => {
      doc
        .fillColor(header ? '#ffffff' : colours.ink)
        .text(cell, left + padding, top + padding, { width: columns[i]! - padding * 2 });
      left += columns[i]!;
    });
    doc.y = top + height;
  };
  row(table.header, true, false);
  table.rows.forEach((cells, index) => row(cells, false, index % 2 === 1));
  doc.moveDown(0.8);
}
