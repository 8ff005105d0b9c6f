/** Application state the shell's frame shows: maintenance notice, login popup, wizard bar, deployment flags. */
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
}));

export function resetAppStore(): void {
  useAppStore.setState(useAppStore.getInitialState(), true);
}
