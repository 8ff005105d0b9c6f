/**
 * Where the registration stands, kept in sessionStorage so a reload (or the e-mail app opened on the same
 * tab) does not lose the e-mail or the step. Per tab, and removed once the account exists.
 */
export type RegistrationStep = 'email' | 'pin' | 'details';

export interface RegistrationProgress {
  step: RegistrationStep;
  email: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  /** Epoch ms from which another PIN may be asked for. */
  resendAvailableAt: number;
  /** The one-time token of the verified PIN (30 minutes), needed by the last step. */
  token: string | null;
}

export const registrationStorageKey = 'teduh.registration';

export const initialProgress: RegistrationProgress = {
  step: 'email',
  email: '',
  agreeTerms: false,
  agreePrivacy: false,
  resendAvailableAt: 0,
  token: null,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (private modes, policies): the flow still works without reloads.
    return null;
  }
}

function isProgress(value: unknown): value is RegistrationProgress {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.step === 'email' || v.step === 'pin' || v.step === 'details') &&
    typeof v.email === 'string' &&
    typeof v.agreeTerms === 'boolean' &&
    typeof v.agreePrivacy === 'boolean' &&
    typeof v.resendAvailableAt === 'number' &&
    (v.token === null || typeof v.token === 'string')
  );
}

export function loadProgress(): RegistrationProgress {
  const raw = storage()?.getItem(registrationStorageKey);
  if (!raw) return initialProgress;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isProgress(parsed)) return initialProgress;
    // A later step without what it needs starts again where it can.
    if (parsed.step !== 'email' && parsed.email === '') return initialProgress;
    if (parsed.step === 'details' && !parsed.token) return { ...parsed, step: 'pin' };
    return parsed;
  } catch {
    return initialProgress;
  }
}

export function saveProgress(progress: RegistrationProgress): void {
  try {
    storage()?.setItem(registrationStorageKey, JSON.stringify(progress));
  } catch {
    // Full or blocked storage only costs the reload convenience.
  }
}

export function clearProgress(): void {
  try {
    storage()?.removeItem(registrationStorageKey);
  } catch {
    // As above.
  }
}
