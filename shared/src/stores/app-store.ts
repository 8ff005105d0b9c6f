/**
 * Application state the shell's frame shows: maintenance notice, login popup, wizard bar, deployment flags and
 * the deployment's ads tag.
 */
import { create } from 'zustand';

export interface WizardFrame {
  /** Already translated title of the wizard bar. */
  title: string;
  /** Where the bar's close link goes. */
  closeTo: string;
}

/** Runtime flags from the deployment manifest. */
export interface FeatureFlags {
  partnerBenefitBanner: boolean;
  salesClosed: boolean;
}

/** Conversions the site reports to the ads tag (contract 7.5). */
export type AdsConversionKind = 'calculator' | 'newsletter';

/** The deployment's Google Ads tag (gtag.js), used only with the visitor's consent to marketing cookies. */
export interface AdsTag {
  /** `AW-` and the account's conversion id. */
  tagId: string;
  /** A kind without a label is not reported. */
  conversionLabels: Record<AdsConversionKind, string | null>;
}

export interface AppState {
  maintenanceMessage: string | null;
  setMaintenanceMessage: (message: string | null) => void;
  loginPopupOpen: boolean;
  setLoginPopupOpen: (open: boolean) => void;
  wizard: WizardFrame | null;
  setWizard: (wizard: WizardFrame | null) => void;
  flags: FeatureFlags;
  /** Merges the given flags into the current ones. */
  setFlags: (flags: Partial<FeatureFlags>) => void;
  /** From the deployment manifest; null (the default): no ads tag, and no consent to ask for. */
  adsTag: AdsTag | null;
  setAdsTag: (adsTag: AdsTag | null) => void;
}

export const defaultFeatureFlags: FeatureFlags = { partnerBenefitBanner: false, salesClosed: false };

export const useAppStore = create<AppState>()((set) => ({
  maintenanceMessage: null,
  setMaintenanceMessage: (maintenanceMessage) => set({ maintenanceMessage }),
  loginPopupOpen: false,
  setLoginPopupOpen: (loginPopupOpen) => set({ loginPopupOpen }),
  wizard: null,
  setWizard: (wizard) => set({ wizard }),
  flags: defaultFeatureFlags,
  setFlags: (flags) => set((state) => ({ flags: { ...state.flags, ...flags } })),
  adsTag: null,
  setAdsTag: (adsTag) => set({ adsTag }),
}));

export function resetAppStore(): void {
  useAppStore.setState(useAppStore.getInitialState(), true);
}
