import { useEffect } from 'react';
import { create } from 'zustand';

/** How many things are loading right now (a remote, a page chunk, a remote's modal): drives the top bar. */
interface ProgressState {
  active: number;
  /** Registers one loader; call the returned function when it is done (safe to call twice). */
  begin: () => () => void;
}

export const useProgressStore = create<ProgressState>()((set) => ({
  active: 0,
  begin: () => {
    set((state) => ({ active: state.active + 1 }));
    let done = false;
    return () => {
      if (done) return;
      done = true;
      set((state) => ({ active: Math.max(0, state.active - 1) }));
    };
  },
}));

/** Counts as one loader while `loading` is true and the calling component is mounted. */
export function useProgressSignal(loading = true): void {
  useEffect(() => (loading ? useProgressStore.getState().begin() : undefined), [loading]);
}

export function resetProgressStore(): void {
  useProgressStore.setState({ active: 0 });
}
