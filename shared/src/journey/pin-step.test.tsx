import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@teduh/shared';
import { apiError } from '../testing/api-error';
import { PinStep, type PinStepProps } from './pin-step';

beforeAll(() => {
  initI18n('en');
});

function renderStep(props: Partial<PinStepProps> = {}) {
  const handlers = {
    verifyPin: jest.fn<Promise<string>, [string, string]>().mockResolvedValue('token-1'),
    sendPin: jest.fn().mockResolvedValue({ email: 'demo@teduh.my', resendAfterSeconds: 60 }),
    onResent: jest.fn(),
    onVerified: jest.fn(),
    onChangeEmail: jest.fn(),
  };
  render(<PinStep email="demo@teduh.my" resendAvailableAt={0} {...handlers} {...props} />);
  return handlers;
}

test('the PIN is trimmed before the API call, whichever journey gives the call', async () => {
  const { verifyPin, onVerified } = renderStep();
  fireEvent.change(screen.getByLabelText(/^6-digit PIN/), { target: { value: ' 123456 ' } });
  await userEvent.click(screen.getByRole('button', { name: 'Verify PIN' }));
  expect(await screen.findByRole('button', { name: 'Verify PIN' })).toBeEnabled();
  expect(verifyPin).toHaveBeenCalledWith('demo@teduh.my', '123456');
  expect(onVerified).toHaveBeenCalledWith('token-1');
});

test("a new PIN refused for the PIN's cool-down restarts the countdown with the API's wait", async () => {
  const sendPin = jest
    .fn()
    .mockRejectedValue(
      apiError(429, { errors: { code: 'pin_resend_cooldown', detail: 'Wait.' } }, { 'retry-after': '40' }),
    );
  const { onResent } = renderStep({ sendPin });
  await userEvent.click(screen.getByRole('button', { name: 'Send a new PIN' }));
  expect(onResent).toHaveBeenCalledWith(40);
  expect(screen.queryByText('Wait.')).not.toBeInTheDocument();
});

test('any other refusal of a new PIN (the rate limit) is shown, even with a Retry-After', async () => {
  const sendPin = jest
    .fn()
    .mockRejectedValue(
      apiError(429, { errors: { code: 'throttled', detail: 'Too many requests.' } }, { 'retry-after': '40' }),
    );
  const { onResent } = renderStep({ sendPin });
  await userEvent.click(screen.getByRole('button', { name: 'Send a new PIN' }));
  expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
  expect(onResent).not.toHaveBeenCalled();
});
