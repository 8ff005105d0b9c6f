import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../i18n/i18n';
import { resetToastStore, toast } from '../stores/toast-store';
import { preloadToaster, Toaster } from './toaster';

beforeAll(() => {
  initI18n('en');
});

afterEach(() => {
  resetToastStore();
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('announces toasts in a live region that exists before they arrive', async () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const live = region.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();

    act(() => {
      toast.success('Your enquiry has been sent.');
      toast.error('We could not save your profile.');
    });
    // The toasts' code loads with the first one.
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Success: Your enquiry has been sent.');
    expect(items[1]).toHaveTextContent('Error: We could not save your profile.');
  });

  it('dismisses a toast with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.info('Your session has ended.');
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Your session has ended.')).not.toBeInTheDocument();
  });

  it('lets the store remove a toast after 3 seconds', async () => {
    preloadToaster();
    await act(() => import('./toast-items'));
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Subscribed');
    });
    act(() => {
      jest.advanceTimersByTime(2_999);
    });
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  });
});
