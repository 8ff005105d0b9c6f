/** Which of the shell's modals is open; any app opens one by key (the shell renders it). */
import { create } from 'zustand';
import type { ModalKey } from '../contribution';

export interface ModalState {
  openKey: ModalKey | null;
  open: (key: ModalKey) => void;
  close: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  openKey: null,
  open: (key) => set({ openKey: key }),
  close: () => set({ openKey: null }),
}));

export function resetModalStore(): void {
  useModalStore.setState(useModalStore.getInitialState(), true);
}
