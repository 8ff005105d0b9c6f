// The text a PDF shows, page by page: pdfkit writes each page as one deflated content stream, each line of text
// as hex strings in a TJ array.
import zlib from 'node:zlib';

export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    const lines = [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((array) => {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      return Buffer.from(hex, 'hex').toString('latin1');
    });
    if (lines.length > 0) pages.push(lines.join('\n'));
  }
  return pages;
}

export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join('\n');
}
