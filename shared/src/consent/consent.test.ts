import { resetAppStore, useAppStore, type AdsTag } from '../stores/app-store';
import {
  applyConsentToAdsTag,
  consentStorageKey,
  consentVersion,
  gtagScriptUrl,
  marketingAllowed,
  resetConsentForTests,
  sendAdsConversion,
  useConsentStore,
} from './consent';

const tag: AdsTag = {
  tagId: 'AW-123456789',
  conversionLabels: { calculator: 'calcLabel', newsletter: 'newsLabel' },
};

/** The gtag calls pushed to the data layer, as arrays. */
const gtagCalls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const conversions = () => gtagCalls().filter((call) => call[0] === 'event' && call[1] === 'conversion');
const tagScripts = () => document.querySelectorAll(`script[src="${gtagScriptUrl(tag.tagId)}"]`);

beforeEach(() => {
  resetAppStore();
  resetConsentForTests();
});

describe('the consent store', () => {
  it('starts undecided: necessary cookies only', () => {
    expect(useConsentStore.getState().choice).toBeNull();
    useAppStore.getState().setAdsTag(tag);
    expect(marketingAllowed()).toBe(false);
  });

  it('remembers the choice in local storage with its version and time', () => {
    useConsentStore.getState().choose('marketing');
    const stored = JSON.parse(window.localStorage.getItem(consentStorageKey)!) as {
      state: { choice: string; decidedAt: string };
      version: number;
    };
    expect(stored.version).toBe(consentVersion);
    expect(stored.state.choice).toBe('marketing');
    expect(new Date(stored.state.decidedAt).getTime()).not.toBeNaN();
    expect(stored.state).not.toHaveProperty('settingsOpen');
  });

  it('reads a stored choice back, and asks again after a choice of another version', async () => {
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ state: { choice: 'necessary', decidedAt: '2026-01-01T00:00:00.000Z' }, version: 1 }),
    );
    await useConsentStore.persist.rehydrate();
    expect(useConsentStore.getState().choice).toBe('necessary');

    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ state: { choice: 'marketing', decidedAt: '2025-01-01T00:00:00.000Z' }, version: 0 }),
    );
    await useConsentStore.persist.rehydrate();
    expect(useConsentStore.getState().choice).toBeNull();
  });

  it('ignores a stored value it does not know', async () => {
    window.localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ state: { choice: 'everything', decidedAt: 3 }, version: consentVersion }),
    );
    await useConsentStore.persist.rehydrate();
    expect(useConsentStore.getState()).toMatchObject({ choice: null, decidedAt: null });
  });

  it('opens and closes the settings, and a choice closes them', () => {
    useConsentStore.getState().openSettings();
    expect(useConsentStore.getState().settingsOpen).toBe(true);
    useConsentStore.getState().choose('necessary');
    expect(useConsentStore.getState().settingsOpen).toBe(false);
  });
});

describe('sendAdsConversion', () => {
  it('sends nothing when no tag is configured, whatever the choice', () => {
    useConsentStore.getState().choose('marketing');
    expect(sendAdsConversion('newsletter')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it('sends nothing and loads no tag without consent', () => {
    useAppStore.getState().setAdsTag(tag);
    expect(sendAdsConversion('newsletter')).toBe(false);
    useConsentStore.getState().choose('necessary');
    expect(sendAdsConversion('calculator')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it('with consent, loads the tag once and sends one conversion per call, to the kind’s label', () => {
    useAppStore.getState().setAdsTag(tag);
    useConsentStore.getState().choose('marketing');
    expect(sendAdsConversion('newsletter')).toBe(true);
    expect(sendAdsConversion('calculator')).toBe(true);
    expect(conversions()).toEqual([
      ['event', 'conversion', { send_to: 'AW-123456789/newsLabel' }],
      ['event', 'conversion', { send_to: 'AW-123456789/calcLabel' }],
    ]);
    expect(tagScripts()).toHaveLength(1);
    // Conversion measurement only: no ads personalisation.
    expect(gtagCalls()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'granted', ad_personalization: 'denied' }),
    ]);
    expect(gtagCalls()).toContainEqual([
      'config',
      'AW-123456789',
      { allow_ad_personalization_signals: false },
    ]);
  });

  it('sends nothing for a kind without a label', () => {
    useAppStore.getState().setAdsTag({ ...tag, conversionLabels: { calculator: null, newsletter: 'n' } });
    useConsentStore.getState().choose('marketing');
    expect(sendAdsConversion('calculator')).toBe(false);
    expect(conversions()).toHaveLength(0);
  });

  it('stops after the visitor withdraws consent', () => {
    useAppStore.getState().setAdsTag(tag);
    useConsentStore.getState().choose('marketing');
    sendAdsConversion('newsletter');
    useConsentStore.getState().choose('necessary');
    expect(sendAdsConversion('newsletter')).toBe(false);
    expect(conversions()).toHaveLength(1);
  });
});

describe('applyConsentToAdsTag', () => {
  it('loads no tag while undecided, loads it on acceptance, and on withdrawal denies storage and clears its cookies', () => {
    useAppStore.getState().setAdsTag(tag);
    const stop = applyConsentToAdsTag();
    expect(tagScripts()).toHaveLength(0);

    useConsentStore.getState().choose('marketing');
    expect(tagScripts()).toHaveLength(1);

    document.cookie = '_gcl_au=1.1.123; path=/';
    useConsentStore.getState().choose('necessary');
    expect(gtagCalls()).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied' },
    ]);
    expect(document.cookie).not.toContain('_gcl_au');
    stop();
  });

  it('loads the tag at once for a visitor who accepted before', () => {
    useAppStore.getState().setAdsTag(tag);
    useConsentStore.getState().choose('marketing');
    const stop = applyConsentToAdsTag();
    expect(tagScripts()).toHaveLength(1);
    stop();
  });

  it('does nothing without a configured tag', () => {
    useConsentStore.getState().choose('marketing');
    const stop = applyConsentToAdsTag();
    expect(tagScripts()).toHaveLength(0);
    stop();
  });
});
