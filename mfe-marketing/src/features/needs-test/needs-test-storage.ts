import { brand } from '@teduh/shared';
import type { NeedsTestResult, NeedsTestValues } from './api/get-recommendation';

/** Where the test is kept in sessionStorage, so that a reload loses nothing (the tab's session only). */
export const storageKey = `${brand.slug}.needs-test`;

export type Stage = 'intro' | 'form' | 'result';

export interface StoredTest {
  stage: Stage;
  step: number;
  values: NeedsTestValues;
  result: NeedsTestResult | null;
}

export function readStoredTest(): StoredTest | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredTest>;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.step !== 'number')
      return null;
    return {
      stage: parsed.stage ?? 'form',
      step: Math.min(4, Math.max(0, Math.floor(parsed.step))),
      values: parsed.values,
      result: parsed.result ?? null,
    };
  } catch {
    return null;
  }
}

export function writeStoredTest(test: StoredTest): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(test));
  } catch {
    // Storage full or blocked (private mode): the test still works, it is only not kept across reloads.
  }
}

export function clearStoredTest(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
