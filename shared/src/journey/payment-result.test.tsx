import { act, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@teduh/shared';
import { inTurn, installFakeApi, noAnswer, okData } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import { PaymentFailed, PaymentPending, paymentOutcomeOf } from './payment-result';

const paths = { success: '/done', pending: '/waiting', error: '/failed' };
const paymentPath = 'payments/requests/p-1';

interface Payment {
  status: string;
}

async function fetchPayment(signal: AbortSignal): Promise<Payment> {
  const response = await apiClient.get<{ data: Payment }>(paymentPath, { signal });
  return response.data.data;
}

function renderPending(onSettled = jest.fn(), maxPolls = 3) {
  renderPage(
    <PaymentPending
      queryKey="test:payment:p-1"
      fetchPayment={fetchPayment}
      onSettled={onSettled}
      pollEveryMs={1000}
      maxPolls={maxPolls}
      title="Your payment is being processed"
      checking="Checking your payment"
      slow="This is taking longer than usual."
      afterSlow={<a href="/home">Home</a>}
    />,
    { namespace: 'test', translations: { en: {}, ms: {} } },
    { url: '/waiting' },
  );
  return onSettled;
}

afterEach(() => jest.useRealTimers());

describe('paymentOutcomeOf (spec section 4, payment outcomes)', () => {
  test.each([
    ['succeeded', { kind: 'route', to: '/done' }],
    ['pending', { kind: 'route', to: '/waiting' }],
    ['failed', { kind: 'route', to: '/failed' }],
    ['expired', { kind: 'route', to: '/failed' }],
  ])('%s', (status, outcome) => {
    expect(paymentOutcomeOf({ status }, paths)).toEqual(outcome);
  });

  test('requires_action goes to the first action, or to the error page when there is none', () => {
    expect(
      paymentOutcomeOf({ status: 'requires_action', actionUrl: 'https://3ds.example/1' }, paths),
    ).toEqual({
      kind: 'external',
      url: 'https://3ds.example/1',
    });
    expect(paymentOutcomeOf({ status: 'requires_action', actionUrl: null }, paths)).toEqual({
      kind: 'route',
      to: '/failed',
    });
  });
});

describe('PaymentPending', () => {
  test('polls while pending, through a failed answer, and hands over the settled payment', async () => {
    jest.useFakeTimers();
    const api = installFakeApi({
      [`GET ${paymentPath}`]: inTurn(
        okData({ status: 'pending' }),
        noAnswer,
        okData({ status: 'succeeded' }),
      ),
    });
    const onSettled = renderPending();
    expect(await screen.findByText('Checking your payment')).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(`GET ${paymentPath}`)).toHaveLength(1));

    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(api.requestsTo(`GET ${paymentPath}`)).toHaveLength(2);
    expect(onSettled).not.toHaveBeenCalled();
    expect(screen.getByText('Checking your payment')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith({ status: 'succeeded' }));
    expect(onSettled).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(api.requestsTo(`GET ${paymentPath}`)).toHaveLength(3);
  });

  test('says it is slow after the last poll, with the way on, and asks no more', async () => {
    jest.useFakeTimers();
    const api = installFakeApi({ [`GET ${paymentPath}`]: () => okData({ status: 'pending' }) });
    const onSettled = renderPending(jest.fn(), 2);
    await waitFor(() => expect(api.requestsTo(`GET ${paymentPath}`)).toHaveLength(1));
    expect(screen.queryByText('This is taking longer than usual.')).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('This is taking longer than usual.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText('Checking your payment')).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTimeAsync(5000));
    expect(api.requestsTo(`GET ${paymentPath}`)).toHaveLength(2);
    expect(onSettled).not.toHaveBeenCalled();
  });

  test('a payment settled at the first answer is handed over at once', async () => {
    installFakeApi({ [`GET ${paymentPath}`]: () => okData({ status: 'failed' }) });
    const onSettled = renderPending();
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith({ status: 'failed' }));
  });
});

describe('PaymentFailed', () => {
  function renderFailed(retryTo: string | null, locale: 'en' | 'ms' = 'en') {
    renderPage(
      <PaymentFailed
        title="Payment unsuccessful"
        text="Your payment did not go through and you have not been charged."
        retryTo={retryTo}
        retryLabel="Try again"
        homeTo="/dashboard/policies"
        homeLabel="Go to my dashboard"
      />,
      { namespace: 'test', translations: { en: {}, ms: {} } },
      { url: locale === 'ms' ? '/ms/failed' : '/failed', locale },
    );
  }

  test('says why as an alert, with the way to try again and the way out', () => {
    renderFailed('/pay/c-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment unsuccessful' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('you have not been charged');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pay/c-1');
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/policies',
    );
  });

  test('offers no retry when the journey knows none, and keeps links in the page language', () => {
    renderFailed(null, 'ms');
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/ms/dashboard/policies',
    );
  });
});
