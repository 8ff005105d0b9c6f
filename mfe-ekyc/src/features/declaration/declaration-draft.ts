import { emptyIdentityForm, type IdentityFormValues } from './declaration-form';

/**
 * The identity form in progress, kept in sessionStorage (this tab only, gone when it closes) so a reload
 * or a visit to the summary and back loses nothing. Tied to the member, so another sign-in in the same tab
 * never sees it.
 */
export const declarationDraftKey = 'teduh-ekyc-declaration-draft';

interface StoredDraft {
  owner: string;
  values: IdentityFormValues;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(owner: string | undefined): IdentityFormValues | null {
  const raw = storage()?.getItem(declarationDraftKey);
  if (!raw || !owner) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (stored.owner !== owner || typeof stored.values !== 'object' || stored.values === null) return null;
    const values = { ...emptyIdentityForm };
    for (const key of Object.keys(values) as (keyof IdentityFormValues)[]) {
      const value: unknown = (stored.values as unknown as Record<string, unknown>)[key];
      if (typeof value === 'string') (values as Record<string, string>)[key] = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function saveDraft(owner: string | undefined, values: IdentityFormValues): void {
  if (!owner) return;
  try {
    storage()?.setItem(declarationDraftKey, JSON.stringify({ owner, values } satisfies StoredDraft));
  } catch {
    // A full or blocked storage only loses the convenience of the draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(declarationDraftKey);
  } catch {
    // nothing to clear
  }
}
