/**
 * The quick quote a visitor priced before registering: date of birth, gender and sum covered. Kept in this
 * tab's sessionStorage from "Create quotation" through registration and eKYC, so the member's quotation
 * starts from the same values. Per tab and never sent anywhere; removed once the quotation exists.
 */
import type { RateGender } from '@teduh/shared/product-rate';
import { COVERAGE_MAX_RINGGIT, COVERAGE_MIN_RINGGIT, COVERAGE_STEP_RINGGIT } from './coverage';

export interface SavedQuickQuote {
  /** `YYYY-MM-DD`. */
  dob: string;
  gender: RateGender;
  coverageRinggit: number;
}

export const quickQuoteStorageKey = 'teduh.quickQuote';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off: the quotation then starts from its defaults.
    return null;
  }
}

function isSavedQuickQuote(value: unknown): value is SavedQuickQuote {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.dob === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(v.dob) &&
    (v.gender === 'm' || v.gender === 'f') &&
    typeof v.coverageRinggit === 'number' &&
    v.coverageRinggit >= COVERAGE_MIN_RINGGIT &&
    v.coverageRinggit <= COVERAGE_MAX_RINGGIT &&
    v.coverageRinggit % COVERAGE_STEP_RINGGIT === 0
  );
}

export function saveQuickQuote(quote: SavedQuickQuote): void {
  try {
    storage()?.setItem(quickQuoteStorageKey, JSON.stringify(quote));
  } catch {
    // Full or blocked storage only costs the prefill.
  }
}

export function loadQuickQuote(): SavedQuickQuote | null {
  try {
    const raw = storage()?.getItem(quickQuoteStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSavedQuickQuote(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearQuickQuote(): void {
  try {
    storage()?.removeItem(quickQuoteStorageKey);
  } catch {
    // As above.
  }
}
