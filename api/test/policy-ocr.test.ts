// The reader's OCR workers: English and Malay read offline from node_modules (no traineddata fetched or cached in
// the working folder), a page past its time limit ends its worker, a full waiting line is refused at once, and
// close() ends every worker so the process can exit.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { OcrBusyError, OcrTimeoutError, PolicyOcr } from '../src/modules/vault/policy-ocr';
import { scannedSchedule } from './helpers/policy-pdf';

describe('PolicyOcr', () => {
  it('reads English and Malay, one worker in turn, and leaves no language file behind', async () => {
    const ocr = new PolicyOcr({ workers: 1 });
    try {
      const [english, malay] = await Promise.all([
        ocr.lines([scannedSchedule('en')]),
        ocr.lines([scannedSchedule('ms')]),
      ]);
      expect(english).toContain('Sum Assured: RM 250,000.00');
      expect(malay).toContain('Tarikh Tamat: 31 Disember 2025');
    } finally {
      await ocr.close();
    }
    for (const code of ['eng', 'msa']) {
      expect(existsSync(path.join(process.cwd(), `${code}.traineddata`))).toBe(false);
    }
  });

  it('refuses a page when every worker is busy and the waiting line is full', async () => {
    const ocr = new PolicyOcr({ workers: 1, maxWaiting: 0 });
    try {
      const first = ocr.lines([scannedSchedule('en')]);
      await expect(ocr.lines([scannedSchedule('ms')])).rejects.toBeInstanceOf(OcrBusyError);
      await expect(first).resolves.toContain('Policy Number: GE-2024-0012345');
    } finally {
      await ocr.close();
    }
  });

  it('ends a worker whose page runs past the time limit', async () => {
    const ocr = new PolicyOcr({ workers: 1, timeoutMs: 1 });
    try {
      await expect(ocr.lines([scannedSchedule('en')])).rejects.toBeInstanceOf(OcrTimeoutError);
    } finally {
      await ocr.close();
    }
  });

  it('refuses work once closed', async () => {
    const ocr = new PolicyOcr();
    await ocr.close();
    await expect(ocr.lines([scannedSchedule('en')])).rejects.toThrow('OCR is closed');
  });
});
