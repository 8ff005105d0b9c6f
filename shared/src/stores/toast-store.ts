/** Toasts shown by the shell's Toaster; each one dismisses itself after 3 seconds (spec section 9). */
import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
}

export interface ToastInput {
  kind: ToastKind;
  text: string;
  /** Defaults to 3 s; 0 keeps the toast until dismissed. */
  durationMs?: number;
}

export interface ToastState {
  toasts: Toast[];
  /** Returns the new toast's id. */
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

export const TOAST_DURATION_MS = 3000;

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: ({ kind, text, durationMs = TOAST_DURATION_MS }) => {
    sequence += 1;
    const id = `toast-${sequence}`;
    set((state) => ({ toasts: [...state.toasts, { id, kind, text }] }));
    if (durationMs > 0) {
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), durationMs),
      );
    }
    return id;
  },
  dismiss: (id) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** For code outside React: `toast.success(t('…'))`. */
export const toast = {
  success: (text: string) => useToastStore.getState().show({ kind: 'success', text }),
  error: (text: string) => useToastStore.getState().show({ kind: 'error', text }),
  info: (text: string) => useToastStore.getState().show({ kind: 'info', text }),
};

export function resetToastStore(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useToastStore.setState(useToastStore.getInitialState(), true);
}
