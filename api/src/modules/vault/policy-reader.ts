// Reads the details of a policy from the text of its PDF (schedule or certificate), to prefill the vault's form
// for the member to confirm: nothing read here is saved. Text PDFs only: OCR of scans would need Malay language
// data, which no npm package ships for offline use (tesseract.js downloads its traineddata at run time).
import { getDocumentProxy } from 'unpdf';
import type { VaultPolicyType } from '../../db/schema-vault';

export interface InsurerName {
  id: number;
  name: string;
}

export interface ReadPolicy {
  product: string | null;
  policyNumber: string | null;
  insurerId: number | null;
  type: VaultPolicyType | null;
  coverageSen: number | null;
  startDate: string | null;
  expiryDate: string | null;
}

export class UnreadableDocumentError extends Error {
  constructor(readonly reason: 'no_text' | 'unreadable') {
    super(reason);
    this.name = 'UnreadableDocumentError';
  }
}

const MAX_PAGES = 20;

/** The text of a PDF, one string per line (pdf.js marks line ends on its text items). */
export async function pdfLines(data: Uint8Array): Promise<string[]> {
  let document;
  try {
    document = await getDocumentProxy(data, { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  } catch {
    throw new UnreadableDocumentError('unreadable');
  }
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
    return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line.length > 0);
  } finally {
    await document.destroy();
  }
}

const englishMonths = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const malayMonths = [
  'januari',
  'februari',
  'mac',
  'april',
  'mei',
  'jun',
  'julai',
  'ogos',
  'september',
  'oktober',
  'november',
  'disember',
];

function monthNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  for (const names of [englishMonths, malayMonths]) {
    const index = names.findIndex((name) => name === lower || (lower.length >= 3 && name.startsWith(lower)));
    if (index >= 0) return index + 1;
  }
  return null;
}

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

const datePattern =
  /(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})|(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]{3,9}\.?),? (\d{4})/;

/** The first date in `text`: 2025-01-15, 15/01/2025 (day first, as Malaysia writes it), 15 January 2025, 15 Januari 2025. */
export function parseDate(text: string): string | null {
  const match = datePattern.exec(text);
  if (!match) return null;
  if (match[1]) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (match[4]) return isoDate(Number(match[6]), Number(match[5]), Number(match[4]));
  const month = monthNumber(match[8]!);
  return month ? isoDate(Number(match[9]), month, Number(match[7])) : null;
}

/** "RM 250,000.00" -> 25000000 sen. */
export function parseRinggit(text: string): number | null {
  const match = /(?:RM|MYR)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/i.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const sen = whole * 100 + cents;
  return Number.isSafeInteger(sen) && sen > 0 ? sen : null;
}

// Labels as schedules in English and Malay print them; the value follows on the same line or the next one.
const labels = {
  policyNumber:
    /\b(?:policy|certificate|contract|polisi|sijil|kontrak)\s*(?:no\.?|number|nombor|num\.?|#)(?!\s*of)|\bno\.?\s*(?:polisi|sijil)\b/i,
  // Only as a label at the start of a line with its colon: "plan" and "product" are common words otherwise.
  product: /^(?:product|plan|nama pelan|nama produk|produk|pelan)(?:\s*name)?\s*(?=:)/i,
  coverage:
    /\b(?:sum (?:assured|insured|covered)|coverage amount|amount of cover|basic sum|death benefit|jumlah (?:perlindungan|diinsuranskan|dilindungi|matang)|amaun perlindungan|manfaat kematian)\b/i,
  start:
    /\b(?:commencement date|effective date|start date|enforce date|inception date|date of commencement|policy date|tarikh (?:mula|kuat ?kuasa|berkuat ?kuasa|permulaan))\b/i,
  expiry:
    /\b(?:expiry date|expiration date|maturity date|end date|date of expiry|date of maturity|tarikh (?:tamat|luput|matang))\b/i,
};

/** What follows the label on its line (after a colon, if any), else the next line. */
function valueAfter(lines: string[], label: RegExp, accept: (value: string) => boolean): string | null {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const match = label.exec(line);
    if (!match) continue;
    const rest = line.slice(match.index + match[0].length).replace(/^\s*[:\-–]?\s*/, '');
    if (rest && accept(rest)) return rest;
    const next = lines[index + 1];
    if (!rest && next && accept(next)) return next;
  }
  return null;
}

const typeKeywords: [VaultPolicyType, RegExp][] = [
  ['personal_accident', /\bpersonal accident\b|\bkemalangan diri\b/i],
  ['motor', /\bmotor\b|\bvehicle\b|\bkenderaan\b|\bcar insurance\b/i],
  ['medical', /\bmedical\b|\bhospital(?:isation|ization)?\b|\bperubatan\b|\bhealth\b|\bkesihatan\b/i],
  ['funeral', /\bfuneral\b|\bpengebumian\b|\bkhairat\b/i],
  [
    'life',
    /\blife\b|\bhayat\b|\bfamily takaful\b|\btakaful keluarga\b|\bdeath benefit\b|\bmanfaat kematian\b/i,
  ],
];

const companySuffix = /\b(?:berhad|bhd\.?|\(malaysia\))/gi;
const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(companySuffix, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The insurer whose name (without Berhad/Bhd.) appears in the text; the longest name wins (AIA PUBLIC Takaful over AIA). */
export function findInsurer(text: string, insurers: readonly InsurerName[]): number | null {
  const haystack = ` ${normalise(text)} `;
  let best: { id: number; length: number } | null = null;
  for (const insurer of insurers) {
    const needle = normalise(insurer.name);
    if (needle.length < 3 || !haystack.includes(` ${needle} `)) continue;
    if (!best || needle.length > best.length) best = { id: insurer.id, length: needle.length };
  }
  return best?.id ?? null;
}

/** The policy's details found in its lines; each is null when the document does not show it plainly. */
export function readPolicyFields(lines: string[], insurers: readonly InsurerName[]): ReadPolicy {
  const text = lines.join('\n');
  const policyNumber =
    valueAfter(
      lines,
      labels.policyNumber,
      (value) => /^[A-Z0-9][A-Z0-9/-]{3,39}\b/i.test(value) && /\d/.test(value.split(/\s/)[0]!),
    )?.split(/\s/)[0] ?? null;
  const product = valueAfter(
    lines,
    labels.product,
    (value) => /[A-Za-z]{3}/.test(value) && value.length <= 120,
  );
  const coverage = valueAfter(lines, labels.coverage, (value) => parseRinggit(value) !== null);
  const start = valueAfter(lines, labels.start, (value) => parseDate(value) !== null);
  const expiry = valueAfter(lines, labels.expiry, (value) => parseDate(value) !== null);
  const typeSource = `${product ?? ''}\n${text}`;
  const type = typeKeywords.find(([, pattern]) => pattern.test(typeSource))?.[0] ?? null;
  return {
    product: product ? product.slice(0, 120) : null,
    policyNumber: policyNumber ? policyNumber.toUpperCase() : null,
    insurerId: findInsurer(text, insurers),
    type,
    coverageSen: coverage ? parseRinggit(coverage) : null,
    startDate: start ? parseDate(start) : null,
    expiryDate: expiry ? parseDate(expiry) : null,
  };
}

/** Reads a text PDF; throws UnreadableDocumentError when it cannot be opened or carries no text. */
export async function readPolicyPdf(data: Buffer, insurers: readonly InsurerName[]): Promise<ReadPolicy> {
  const lines = await pdfLines(new Uint8Array(data));
  if (lines.join('').replace(/\s/g, '').length < 10) throw new UnreadableDocumentError('no_text');
  return readPolicyFields(lines, insurers);
}
