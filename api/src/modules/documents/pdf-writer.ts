// Renders a structured document (headings, paragraphs, lists, tables) to a PDF with pdfkit's built-in fonts.
import PDFDocument from 'pdfkit';
import { colors } from '@teduh/shared/tokens';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][]; widths: number[] }
  | { kind: 'note'; text: string };

type TableBlock = Extract<Block, { kind: 'table' }>;

export interface DocumentContent {
  title: string;
  subtitle: string;
  /** Printed in the footer of every page, with the page number. */
  footer: string;
  /** PDF metadata. */
  language: 'en' | 'ms';
  blocks: Block[];
}

/** The web's design tokens, so documents carry the same brand colours (and the same AA pairs) as the site. */
const colours = {
  ink: colors.text,
  accent: colors.primary,
  onAccent: colors.onPrimary,
  muted: colors.textMuted,
  rule: colors.border,
  band: colors.primarySoft,
};
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

  content.blocks.forEach((block, index) => {
    // A heading stays with the table it introduces: both move to the next page when the table would not fit.
    const next = content.blocks[index + 1];
    if (block.kind === 'heading' && next?.kind === 'table') {
      ensureRoom(doc, headingHeight(doc, block.text, width) + tableStart(doc, next, width));
    }
    writeBlock(doc, block, width);
  });

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

/** The height a fresh page offers between its margins. */
function pageRoom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.top - doc.page.margins.bottom;
}

const headingFont = (doc: PDFKit.PDFDocument) => doc.font('Helvetica-Bold').fontSize(13);

function headingHeight(doc: PDFKit.PDFDocument, text: string, width: number): number {
  headingFont(doc);
  // The heading's text and the space writeBlock leaves above (0.4 line) and below it (0.3 line).
  return doc.heightOfString(text, { width }) + doc.currentLineHeight(true) * 0.7;
}

const cellPadding = 5;

function tableColumns(table: TableBlock, width: number): number[] {
  const total = table.widths.reduce((sum, w) => sum + w, 0);
  return table.widths.map((w) => (w / total) * width);
}

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], columns: number[], header: boolean): number {
  doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
  return (
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]! - cellPadding * 2 }))) +
    cellPadding * 2
  );
}

/**
 * The room a table needs where it starts: all of it when it fits on a page; otherwise (it must be split) its
 * header and first row.
 */
function tableStart(doc: PDFKit.PDFDocument, table: TableBlock, width: number): number {
  const whole = tableHeight(doc, table, width);
  if (whole <= pageRoom(doc)) return whole;
  const columns = tableColumns(table, width);
  return (
    rowHeight(doc, table.header, columns, true) +
    (table.rows[0] ? rowHeight(doc, table.rows[0], columns, false) : 0)
  );
}

function tableHeight(doc: PDFKit.PDFDocument, table: TableBlock, width: number): number {
  const columns = tableColumns(table, width);
  return [table.header, ...table.rows].reduce(
    (sum, cells, index) => sum + rowHeight(doc, cells, columns, index === 0),
    0,
  );
}

function writeBlock(doc: PDFKit.PDFDocument, block: Block, width: number) {
  const x = margin;
  switch (block.kind) {
    case 'heading':
      ensureRoom(doc, 60);
      headingFont(doc.moveDown(0.4)).fillColor(colours.accent);
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

/**
 * A table on one page: moved whole to the next page when it does not fit in what is left of this one. Only a
 * table longer than a page is split, and then its header is repeated on the next page.
 */
function writeTable(doc: PDFKit.PDFDocument, table: TableBlock, width: number) {
  const columns = tableColumns(table, width);
  const row = (cells: string[], header: boolean, shaded: boolean) => {
    const height = rowHeight(doc, cells, columns, header);
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
        .fillColor(header ? colours.onAccent : colours.ink)
        .text(cell, left + cellPadding, top + cellPadding, { width: columns[i]! - cellPadding * 2 });
      left += columns[i]!;
    });
    doc.y = top + height;
  };
  ensureRoom(doc, tableStart(doc, table, width));
  row(table.header, true, false);
  const headerHeight = rowHeight(doc, table.header, columns, true);
  table.rows.forEach((cells, index) => {
    const height = rowHeight(doc, cells, columns, false);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (headerHeight + height <= pageRoom(doc)) row(table.header, true, false);
    }
    row(cells, false, index % 2 === 1);
  });
  doc.moveDown(0.8);
}
