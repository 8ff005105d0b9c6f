// Reads the text of a scanned policy document (a photo, or a PDF page that is a picture) with tesseract.js, in
// English and Malay together. Fully offline: the engine is tesseract.js-core and the language data the
// @tesseract.js-data packages, all read from node_modules; nothing is fetched at run time. Recognition runs in
// worker threads (never on the request thread), at most `workers` at once, each page within `timeoutMs`; the
// workers are started on first use and ended by close().
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

export const OCR_LANGUAGES = ['eng', 'msa'] as const;

export interface OcrOptions {
  /** Pages recognised at once (each a worker thread holding both languages, about 100 MB). */
  workers: number;
  /** The longest one page may take; a worker past it is ended and replaced. */
  timeoutMs: number;
  /** Pages allowed to wait for a worker; more are refused at once rather than queued without end. */
  maxWaiting: number;
}

export const defaultOcrOptions: OcrOptions = { workers: 1, timeoutMs: 20_000, maxWaiting: 8 };

export class OcrBusyError extends Error {
  constructor() {
    super('every OCR worker is busy and the waiting line is full');
    this.name = 'OcrBusyError';
  }
}

export class OcrTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`OCR of one page took longer than ${timeoutMs} ms`);
    this.name = 'OcrTimeoutError';
  }
}

/** The largest picture read: a phone photo is brought down to this many pixels on its long side. */
const MAX_SIDE = 2_500;
/** Pictures larger than this are refused by the decoder (a decompression bomb, not a policy). */
export const MAX_INPUT_PIXELS = 60_000_000;

/** The picture as tesseract reads it best: upright (EXIF), grey, at most MAX_SIDE, as PNG. */
export async function prepareImage(image: sharp.Sharp): Promise<Buffer> {
  return image
    .rotate()
    .greyscale()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** Where both languages' data can be found by one langPath: links to the files in node_modules. */
async function languageFolder(): Promise<string> {
  // tesseract.js takes one langPath for all languages, and each @tesseract.js-data package has its own folder;
  // its in-memory alternative ({ code, data }) is broken in 7.0 (it initialises by the data, not the code).
  const folder = await mkdtemp(path.join(os.tmpdir(), 'teduh-ocr-'));
  for (const code of OCR_LANGUAGES) {
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    // The integer LSTM models, which tesseract.js itself uses for LSTM-only recognition.
    await symlink(
      path.join(packageDir, '4.0.0_best_int', `${code}.traineddata.gz`),
      path.join(folder, `${code}.traineddata.gz`),
    );
  }
  return folder;
}

export class PolicyOcr {
  private readonly options: OcrOptions;
  private folder: Promise<string> | null = null;
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private starting = 0;
  private readonly waiting: { resolve: (worker: Worker) => void; reject: (error: Error) => void }[] = [];
  private closed = false;

  constructor(options: Partial<OcrOptions> = {}) {
    this.options = { ...defaultOcrOptions, ...options };
  }

  /** The lines of text read from each picture (PNG or JPEG bytes, already prepared), in order. */
  async lines(images: Buffer[]): Promise<string[]> {
    const lines: string[] = [];
    for (const image of images) {
      const text = await this.recognize(image);
      lines.push(...text.split('\n'));
    }
    return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter((line) => line.length > 0);
  }

  private async recognize(image: Buffer): Promise<string> {
    const worker = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeoutError(this.options.timeoutMs)), this.options.timeoutMs);
      });
      const result = await Promise.race([worker.recognize(image), timeout]);
      this.release(worker);
      return result.data.text;
    } catch (error) {
      // A worker that failed or ran over may still be busy: end it, and start another when one is needed.
      this.busy.delete(worker);
      void worker.terminate().catch(() => undefined);
      this.serveNextWaiting();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private async acquire(): Promise<Worker> {
    if (this.closed) throw new Error('OCR is closed');
    const ready = this.idle.pop();
    if (ready) {
      this.busy.add(ready);
      return ready;
    }
    if (this.busy.size + this.starting < this.options.workers) return this.startWorker();
    if (this.waiting.length >= this.options.maxWaiting) throw new OcrBusyError();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private async startWorker(): Promise<Worker> {
    this.starting += 1;
    try {
      this.folder ??= languageFolder().catch((error: unknown) => {
        this.folder = null;
        throw error;
      });
      const worker = await createWorker(OCR_LANGUAGES.join('+'), OEM.LSTM_ONLY, {
        langPath: await this.folder,
        gzip: true,
        // Never read or write a cached copy in the working folder.
        cacheMethod: 'none',
      });
      // Pictures rarely say their resolution (a PDF's pictures never do); tesseract then guesses and warns.
      await worker.setParameters({ user_defined_dpi: '300' });
      if (this.closed) {
        await worker.terminate();
        throw new Error('OCR is closed');
      }
      this.busy.add(worker);
      return worker;
    } finally {
      this.starting -= 1;
    }
  }

  private release(worker: Worker) {
    this.busy.delete(worker);
    const next = this.waiting.shift();
    if (next) {
      this.busy.add(worker);
      next.resolve(worker);
    } else {
      this.idle.push(worker);
    }
  }

  /** After a worker was ended: the next page waiting gets a new one. */
  private serveNextWaiting() {
    const next = this.waiting.shift();
    if (next) this.startWorker().then(next.resolve, next.reject);
  }

  /** Ends every worker and removes the language folder; pages still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('OCR is closed'));
    const workers = [...this.idle.splice(0), ...this.busy];
    this.busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate().catch(() => undefined)));
    const folder = this.folder;
    this.folder = null;
    if (folder) await rm(await folder, { recursive: true, force: true }).catch(() => undefined);
  }
}
