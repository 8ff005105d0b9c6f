/**
 * The visitor's cookie choice and the ads conversions that depend on it (docs/adr/0017). Necessary cookies only
 * until the visitor accepts marketing cookies: before that, and after a withdrawal, no Google tag is loaded and
 * no conversion is sent. The choice is kept in this site's own storage with a version; a new version (the
 * question changed) asks again.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAppStore, type AdsConversionKind, type AdsTag } from '../stores/app-store';

export type ConsentChoice = 'necessary' | 'marketing';

export const consentStorageKey = 'teduh-consent';
/** Raise when what the visitor is asked changes (a new tag or purpose): every earlier answer is asked again. */
export const consentVersion = 1;

interface ConsentRecord {
  /** null: not asked yet, so necessary cookies only. */
  choice: ConsentChoice | null;
  /** ISO 8601 instant of the choice, kept with it as the record of consent. */
  decidedAt: string | null;
}

export interface ConsentState extends ConsentRecord {
  /** The footer's "Cookie settings" dialog. */
  settingsOpen: boolean;
  choose: (choice: ConsentChoice) => void;
  openSettings: () => void;
  closeSettings: () => void;
}

const undecided: ConsentRecord = { choice: null, decidedAt: null };

/** localStorage, when the browser lets the page use it; otherwise the choice lasts for this page only. */
function browserStorage(): Storage {
  return window.localStorage;
}

export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      ...undecided,
      settingsOpen: false,
      choose: (choice) => set({ choice, decidedAt: new Date().toISOString(), settingsOpen: false }),
      openSettings: () => set({ settingsOpen: true }),
      closeSettings: () => set({ settingsOpen: false }),
    }),
    {
      name: consentStorageKey,
      version: consentVersion,
      storage: createJSONStorage(browserStorage),
      partialize: ({ choice, decidedAt }): ConsentRecord => ({ choice, decidedAt }),
      // An answer to an earlier question is no answer to this one.
      migrate: (): ConsentRecord => undecided,
      merge: (persisted, current) => {
        const stored = persisted as Partial<ConsentRecord> | undefined;
        const choice =
          stored?.choice === 'necessary' || stored?.choice === 'marketing' ? stored.choice : null;
        const decidedAt = choice !== null && typeof stored?.decidedAt === 'string' ? stored.decidedAt : null;
        return { ...current, choice, decidedAt };
      },
    },
  ),
);

/** The deployment's ads tag, or null when none is configured. */
export const configuredAdsTag = (): AdsTag | null => useAppStore.getState().adsTag;

/** Marketing cookies may be used: a tag is configured and the visitor accepted them. */
export function marketingAllowed(): boolean {
  return configuredAdsTag() !== null && useConsentStore.getState().choice === 'marketing';
}

/** gtag.js's own address for a tag. */
export const gtagScriptUrl = (tagId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Google's snippet: gtag.js reads `arguments` objects (not arrays) from the data layer. */
const gtag = function gtag() {
  // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object itself
  (window.dataLayer ??= []).push(arguments);
} as (...args: unknown[]) => void;

let loadedTagId: string | null = null;

/**
 * Loads gtag.js once, for conversion measurement only: ads personalisation (remarketing) and analytics storage
 * stay denied, as the banner asked for neither.
 */
function loadAdsTag(tag: AdsTag): void {
  if (loadedTagId !== null) return;
  loadedTagId = tag.tagId;
  window.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  gtag('js', new Date());
  gtag('config', tag.tagId, { allow_ad_personalization_signals: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(tag.tagId);
  document.head.appendChild(script);
}

/** The Google tag's conversion linker cookies (`_gcl_au`, `_gcl_aw`, …) on this site. */
function removeAdsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name.startsWith('_gcl_'));
  const domains = ['', `; domain=${window.location.hostname}`, `; domain=.${window.location.hostname}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

/** A withdrawal: the loaded tag stops storing and sending, and its cookies go. */
function withdrawAdsConsent(): void {
  if (loadedTagId !== null) gtag('consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied' });
  removeAdsCookies();
}

/**
 * Applies the visitor's choice now and whenever it changes: the tag loads on acceptance (and on every page
 * of a visitor who accepted before), and a withdrawal stops it. Returns the unsubscribe.
 */
export function applyConsentToAdsTag(): () => void {
  const apply = (choice: ConsentChoice | null, previous: ConsentChoice | null) => {
    const tag = configuredAdsTag();
    if (tag === null) return;
    if (choice === 'marketing') loadAdsTag(tag);
    else if (previous === 'marketing') withdrawAdsConsent();
  };
  apply(useConsentStore.getState().choice, null);
  return useConsentStore.subscribe((state, previous) => {
    if (state.choice !== previous.choice) apply(state.choice, previous.choice);
  });
}

/**
 * Reports one conversion of this kind (contract 7.5), after the submit it counts has succeeded. Nothing is
 * sent without a configured tag and label, or without the visitor's consent. Never throws into product code.
 */
export function sendAdsConversion(kind: AdsConversionKind): boolean {
  try {
    const tag = configuredAdsTag();
    const label = tag?.conversionLabels[kind] ?? null;
    if (tag === null || label === null || !marketingAllowed()) return false;
    loadAdsTag(tag);
    gtag('event', 'conversion', { send_to: `${tag.tagId}/${label}` });
    return true;
  } catch {
    return false;
  }
}

/** Tests: no choice, nothing stored, no tag loaded. */
export function resetConsentForTests(): void {
  useConsentStore.setState({ ...undecided, settingsOpen: false });
  window.localStorage.removeItem(consentStorageKey);
  loadedTagId = null;
  delete window.dataLayer;
  delete window.gtag;
  document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]').forEach((s) => s.remove());
}
