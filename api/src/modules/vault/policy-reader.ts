// Reads the details of a policy from its document (schedule or certificate), to prefill the vault's form for the
// member to confirm: nothing read here is saved. A PDF's own text is read directly; a photo, or a PDF whose pages
// are pictures (a scan), is read by OCR in English and Malay (policy-ocr.ts). Both feed the same field reading.
import sharp from 'sharp';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { VaultPolicyType } from '../../db/schema-vault';
import type { DocumentType } from './documents';
import { MAX_INPUT_PIXELS, prepareImage, type PolicyOcr } from './policy-ocr';

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
/** A scan's first pages carry the schedule; OCR of each takes a second or more. */
const MAX_SCANNED_PAGES = 3;
/** Pictures smaller than this on either side are logos or stamps, not a scanned page. */
const MIN_SCAN_SIDE = 300;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  try {
    return await getDocumentProxy(data, { isEvalSupported: false, stopAtErrors: false, verbosity: 0 });
  } catch {
    throw new UnreadableDocumentError('unreadable');
  }
}

/** The text of a PDF, one string per line (pdf.js marks line ends on its text items). */
async function pdfDocumentLines(document: PdfDocument): Promise<string[]> {
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
}

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** pdf.js's decoded picture as 8-bit grey or colour pixels (1-bit scans come packed, a set bit white). */
export function rawPixels(image: DecodedImage): { data: Uint8Array; channels: 1 | 3 | 4 } | null {
  const { width, height, data } = image;
  if (!data) return null;
  if (image.kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        grey[y * width + x] = data[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0;
      }
    }
    return { data: grey, channels: 1 };
  }
  const channels = data.length / (width * height);
  if (channels !== 1 && channels !== 3 && channels !== 4) return null;
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), channels };
}

/** The largest picture on each of the first pages, upright and ready for OCR: a scanner's page images. */
async function pdfPagePictures(document: PdfDocument): Promise<Buffer[]> {
  const { OPS } = await getResolvedPDFJS();
  const pictures: Buffer[] = [];
  for (let number = 1; number <= Math.min(document.numPages, MAX_SCANNED_PAGES); number += 1) {
    const page = await document.getPage(number);
    const operators = await page.getOperatorList();
    let largest: DecodedImage | null = null;
    for (let index = 0; index < operators.fnArray.length; index += 1) {
      if (operators.fnArray[index] !== OPS.paintImageXObject) continue;
      const key = (operators.argsArray[index] as [string])[0];
      const objects = key.startsWith('g_') ? page.commonObjs : page.objs;
      const image = await new Promise<DecodedImage | null>((resolve) => objects.get(key, resolve));
      if (!image?.width || !image.height) continue;
      if (!largest || image.width * image.height > largest.width * largest.height) largest = image;
    }
    if (!largest || Math.min(largest.width, largest.height) < MIN_SCAN_SIDE) continue;
    const pixels = rawPixels(largest);
    if (!pixels) continue;
    const raw = { width: largest.width, height: largest.height, channels: pixels.channels };
    pictures.push(await prepareImage(sharp(pixels.data, { raw }).rotate(page.rotate)));
  }
  return pictures;
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

/** Letters to change, add or drop to turn one text into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The insurer whose name (without Berhad/Bhd.) appears in the text; the longest name wins (AIA PUBLIC Takaful over
 * AIA). When no name appears exactly, one misread letter per 12 is forgiven, as OCR reads "Etiqa" as "Etiga".
 */
export function findInsurer(text: string, insurers: readonly InsurerName[]): number | null {
  const normalisedText = normalise(text);
  const haystack = ` ${normalisedText} `;
  let best: { id: number; length: number } | null = null;
  for (const insurer of insurers) {
    const needle = normalise(insurer.name);
    if (needle.length < 3 || !haystack.includes(` ${needle} `)) continue;
    if (!best || needle.length > best.length) best = { id: insurer.id, length: needle.length };
  }
  if (best) return best.id;
  const words = normalisedText.split(' ');
  let closest: { id: number; distance: number; length: number } | null = null;
  for (const insurer of insurers) {
    const needle = normalise(insurer.name);
    const allowed = Math.floor(needle.length / 12);
    if (allowed === 0) continue;
    const count = needle.split(' ').length;
    for (let start = 0; start + count <= words.length; start += 1) {
      const distance = editDistance(words.slice(start, start + count).join(' '), needle);
      if (distance > allowed) continue;
      if (
        !closest ||
        distance < closest.distance ||
        (distance === closest.distance && needle.length > closest.length)
      ) {
        closest = { id: insurer.id, distance, length: needle.length };
      }
    }
  }
  return closest?.id ?? null;
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

const hasText = (lines: string[]) => lines.join('').replace(/\s/g, '').length >= 10;

async function photoLines(data: Buffer, ocr: PolicyOcr): Promise<string[]> {
  let picture: Buffer;
  try {
    picture = await prepareImage(sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }));
  } catch {
    throw new UnreadableDocumentError('unreadable');
  }
  return ocr.lines([picture]);
}

/**
 * Reads a policy document (its type already checked by content). Throws UnreadableDocumentError when it cannot
 * be opened, or when neither its text nor OCR gives anything; a scan whose OCR finds none of the fields is
 * taken as unread too, as its text is then most likely noise.
 */
export async function readPolicyDocument(
  data: Buffer,
  type: DocumentType,
  insurers: readonly InsurerName[],
  ocr: PolicyOcr,
): Promise<ReadPolicy> {
  let scanned = type !== 'application/pdf';
  let lines: string[];
  if (scanned) {
    lines = await photoLines(data, ocr);
  } else {
    const document = await openPdf(new Uint8Array(data));
    try {
      lines = await pdfDocumentLines(document);
      if (!hasText(lines)) {
        scanned = true;
        const pictures = await pdfPagePictures(document);
        lines = pictures.length > 0 ? await ocr.lines(pictures) : [];
      }
    } finally {
      await document.destroy();
    }
  }
  if (!hasText(lines)) throw new UnreadableDocumentError('no_text');
  const read = readPolicyFields(lines, insurers);
  if (scanned && Object.values(read).every((value) => value === null)) {
    throw new UnreadableDocumentError('no_text');
  }
  return read;
}
