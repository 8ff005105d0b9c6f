import { resetAppStore, useAppStore } from './app-store';
import { resetModalStore, useModalStore } from './modal-store';
import { TOAST_DURATION_MS, resetToastStore, toast, useToastStore } from './toast-store';

afterEach(() => {
  resetModalStore();
  resetToastStore();
  resetAppStore();
  jest.useRealTimers();
});

describe('useModalStore', () => {
  it('opens one modal by key and closes it', () => {
    useModalStore.getState().open('enquiry');
    expect(useModalStore.getState().openKey).toBe('enquiry');
    useModalStore.getState().open('terms');
    expect(useModalStore.getState().openKey).toBe('terms');
    useModalStore.getState().close();
    expect(useModalStore.getState().openKey).toBeNull();
  });
});

describe('useToastStore', () => {
  it('shows toasts with distinct ids and dismisses them after 3 seconds', () => {
    jest.useFakeTimers();
    const first = toast.success('Thank you for subscribing to our newsletter!');
    jest.advanceTimersByTime(1000);
    const second = toast.error('Update password failed!');
    expect(first).not.toBe(second);
    expect(useToastStore.getState().toasts).toEqual([
      { id: first, kind: 'success', text: 'Thank you for subscribing to our newsletter!' },
      { id: second, kind: 'error', text: 'Update password failed!' },
    ]);

    jest.advanceTimersByTime(TOAST_DURATION_MS - 1001);
    expect(useToastStore.getState().toasts).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts.map((t) => t.id)).toEqual([second]);
    jest.advanceTimersByTime(1000);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('is dismissed by id at once', () => {
    jest.useFakeTimers();
    const id = useToastStore.getState().show({ kind: 'info', text: 'E-mail change token sent!' });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps a toast with duration 0 until dismissed', () => {
    jest.useFakeTimers();
    useToastStore.getState().show({ kind: 'info', text: 'Sticky', durationMs: 0 });
    jest.advanceTimersByTime(60_000);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('resetToastStore clears toasts and pending timers', () => {
    jest.useFakeTimers();
    toast.info('One');
    resetToastStore();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('useAppStore', () => {
  it('holds the maintenance message, login popup and wizard frame', () => {
    const app = useAppStore.getState();
    app.setMaintenanceMessage('Back at 6am');
    app.setLoginPopupOpen(true);
    app.setWizard({ title: 'Pusara Pro', closeTo: '/pusara-pro' });
    expect(useAppStore.getState()).toMatchObject({
      maintenanceMessage: 'Back at 6am',
      loginPopupOpen: true,
      wizard: { title: 'Pusara Pro', closeTo: '/pusara-pro' },
    });
  });

  it('merges flags', () => {
    expect(useAppStore.getState().flags).toEqual({ partnerBenefitBanner: false, salesClosed: false });
    useAppStore.getState().setFlags({ salesClosed: true });
    expect(useAppStore.getState().flags).toEqual({ partnerBenefitBanner: false, salesClosed: true });
  });

  it('resets to the initial state', () => {
    useAppStore.getState().setFlags({ salesClosed: true });
    resetAppStore();
    expect(useAppStore.getState().flags.salesClosed).toBe(false);
  });
});
