import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  initI18n,
  registerTranslations,
  resetAppStore,
  resetToastStore,
  Toaster,
  useAppStore,
} from '@teduh/shared';
import { resetConsentForTests, useConsentStore } from '@teduh/shared/consent';
import { installFakeApi } from '@teduh/shared/testing';
import en from '../../locales/en.json';
import ms from '../../locales/ms.json';
import { newsletterPath } from './api/subscribe-newsletter';
import { NewsletterBox } from './newsletter-box';

function renderBox() {
  registerTranslations('shell', { en, ms });
  initI18n('en');
  return render(
    <>
      <NewsletterBox />
      <Toaster />
    </>,
  );
}

const emailField = () => screen.getByRole('textbox', { name: 'E-mail address' });
const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const conversions = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((call) => call[0] === 'event' && call[1] === 'conversion');

describe('NewsletterBox', () => {
  let api: ReturnType<typeof installFakeApi> | undefined;

  beforeEach(() => {
    resetToastStore();
    resetAppStore();
    resetConsentForTests();
  });
  afterEach(() => api?.restore());

  it('subscribes the address, thanks the visitor and locks the box', async () => {
    api = installFakeApi({
      [`POST ${newsletterPath}`]: () => ({ status: 201, data: { data: { created: 1 } } }),
    });
    renderBox();

    await userEvent.type(emailField(), ' aisyah@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(
      await within(toasts()).findByText('Thank you for subscribing to our newsletter!'),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([
      {
        method: 'POST',
        url: newsletterPath,
        body: { list_ids: [1], contacts: [{ email: 'aisyah@example.com' }] },
      },
    ]);
    expect(emailField()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('shows the API error and stays unsubmitted when the call fails', async () => {
    api = installFakeApi({
      [`POST ${newsletterPath}`]: () => ({
        status: 400,
        data: { message: 'This contact is already on the list.' },
      }),
    });
    renderBox();

    await userEvent.type(emailField(), 'aisyah@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await within(toasts()).findByText('This contact is already on the list.')).toBeInTheDocument();
    expect(emailField()).toBeEnabled();
    expect(emailField()).toHaveValue('aisyah@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  });

  it('asks for a valid address before calling the API', async () => {
    api = installFakeApi({});
    renderBox();

    await userEvent.type(emailField(), 'aisyah@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  describe('the ads conversion', () => {
    const answering = (status: number) =>
      installFakeApi({
        [`POST ${newsletterPath}`]: () =>
          status === 201
            ? { status, data: { data: { created: 1 } } }
            : { status, data: { message: 'This contact is already on the list.' } },
      });
    const subscribe = async () => {
      renderBox();
      await userEvent.type(emailField(), 'aisyah@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    };

    beforeEach(() =>
      useAppStore.getState().setAdsTag({
        tagId: 'AW-123456789',
        conversionLabels: { calculator: 'calc', newsletter: 'news' },
      }),
    );

    it('is sent once after a successful subscribe, with consent', async () => {
      useConsentStore.getState().choose('marketing');
      api = answering(201);
      await subscribe();
      expect(await screen.findByRole('status')).toHaveTextContent('Subscribed');
      expect(conversions()).toEqual([['event', 'conversion', { send_to: 'AW-123456789/news' }]]);
    });

    it('is not sent when the subscribe fails', async () => {
      useConsentStore.getState().choose('marketing');
      api = answering(400);
      await subscribe();
      expect(await within(toasts()).findByText('This contact is already on the list.')).toBeInTheDocument();
      expect(conversions()).toEqual([]);
    });

    it('is not sent without consent', async () => {
      useConsentStore.getState().choose('necessary');
      api = answering(201);
      await subscribe();
      expect(await screen.findByRole('status')).toHaveTextContent('Subscribed');
      expect(window.dataLayer).toBeUndefined();
    });
  });
});
