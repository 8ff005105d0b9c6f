import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@teduh/shared';
import type { Quotation } from '../../api/types';
import { apiError, installApiMocks } from '@teduh/shared/testing';
import {
  answer,
  certificateUuid,
  quotationFixture,
  quotationUuid,
  rateFixture,
  verifiedMember,
} from '../../testing/fixtures';
import { renderPage, resetStores } from '../../testing/render';
import en from '../../locales/en.json';
import ms from '../../locales/ms.json';
import { routeSpecs } from '../../routes';
import { SalesJourneyPage } from './sales-journey-page';

const submissionUuid = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const questionSet = {
  uuid: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4',
  product: 2,
  title: 'Pusara Pro',
  questions: [1, 2, 3, 4].map((position) => ({
    uuid: `00000000-0000-4000-8000-00000000000${position}`,
    code: `Q${position}`,
    position,
    text: `Health question ${position}?`,
  })),
};

jest.setTimeout(20_000);

let quotation: Quotation;
let get: jest.Mock;
let post: jest.Mock;
let patch: jest.Mock;

beforeEach(() => {
  resetStores();
  useSessionStore.getState().setAuthenticated(verifiedMember);
  quotation = quotationFixture();
  get = jest.fn((path: string) => {
    if (path === `certificates/api/v1/quotations/${quotationUuid}/`)
      return Promise.resolve(answer(quotation));
    if (path === 'payment/api/v1/relationships/')
      return Promise.resolve(
        answer([
          { code: 'spouse', name: 'Spouse' },
          { code: 'child', name: 'Child' },
        ]),
      );
    if (path === 'underwriting/api/v1/question-sets/') return Promise.resolve(answer([questionSet]));
    if (path.startsWith('underwriting/api/v1/'))
      return Promise.resolve(answer({ uuid: submissionUuid, status: 'accepted' }));
    return Promise.reject(apiError(404, {}));
  });
  patch = jest.fn((_path: string, body: unknown) => {
    quotation = { ...quotation, ...(body as Partial<Quotation>) } as Quotation;
    return Promise.resolve(answer(quotation));
  });
  post = jest.fn((path: string) => {
    if (path.endsWith('/rate/')) return Promise.resolve(answer(rateFixture()));
    return Promise.reject(apiError(500, {}));
  });
  installApiMocks({ get, post, patch });
});

afterEach(() => jest.restoreAllMocks());

function open(step?: string) {
  const query = step ? `?step=${step}` : '';
  renderPage(<SalesJourneyPage />, {
    url: `/pusara-pro/sales-journey/${quotationUuid}${query}`,
    path: '/pusara-pro/sales-journey/:uuid',
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

test('the quote step shows the price with its tabarru and wakalah breakdown, and saves the sum', async () => {
  open();
  expect(await screen.findByRole('heading', { name: /Your quote/ })).toBeInTheDocument();
  const breakdown = await screen.findByLabelText('Price breakdown');
  expect(breakdown).toHaveTextContent("Tabarru' (to the takaful fund)RM7.92");
  expect(breakdown).toHaveTextContent('Wakalah fee (20%)RM1.98');
  expect(breakdown).toHaveTextContent('Your contribution a monthRM9.90');
  expect(post).toHaveBeenCalledWith(
    `certificates/api/v1/quotations/${quotationUuid}/rate/`,
    { contribution_term: 'month', submit: false },
    expect.anything(),
  );

  const slider = screen.getByRole('slider', { name: 'Sum covered' });
  fireEvent.pointerDown(slider);
  fireEvent.input(slider, { target: { value: '150000' } });
  fireEvent.pointerUp(slider);
  await waitFor(() =>
    expect(patch).toHaveBeenCalledWith(`certificates/api/v1/quotations/${quotationUuid}/`, {
      coverage_amount: '150000.00',
    }),
  );
  await waitFor(() => expect(post).toHaveBeenCalledTimes(2));

  await userEvent.click(continueButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=beneficiary'));
  expect(screen.getByRole('heading', { name: /Your beneficiary/ })).toHaveFocus();
});

test('the beneficiary step validates every field and the 100% agreement', async () => {
  open('beneficiary');
  await screen.findByRole('heading', { name: /Your beneficiary/ });

  await userEvent.click(continueButton());
  expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
  expect(patch).not.toHaveBeenCalled();
  expect(
    await screen.findByText('Please confirm that your beneficiary receives 100% of the payout.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveFocus();

  await userEvent.type(screen.getByLabelText(/Full name/), 'Ahmad Rahman');
  await userEvent.type(screen.getByLabelText(/Contact number/), '12345');
  await userEvent.selectOptions(screen.getByLabelText(/Relationship/), 'spouse');
  await userEvent.click(screen.getByLabelText('Hibah (a gift)'));
  await userEvent.click(screen.getByLabelText('Male'));
  await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
  await userEvent.click(screen.getByLabelText(/receives 100% of the payout/));
  await userEvent.click(continueButton());
  expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
  expect(screen.getByText('Invalid E-mail')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText(/Contact number/));
  await userEvent.type(screen.getByLabelText(/Contact number/), '012-345 6789');
  await userEvent.clear(screen.getByLabelText(/E-mail/));
  await userEvent.click(continueButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=terms'));
  expect(patch).toHaveBeenCalledWith(`certificates/api/v1/quotations/${quotationUuid}/`, {
    beneficiary: {
      name: 'Ahmad Rahman',
      contact_number: '012-345 6789',
      relationship: 'spouse',
      type: 'hibah',
      gender: 'male',
      email: null,
      payout: 100,
      agreed: true,
    },
  });
});

test("the beneficiary's nomination type and gender are marked required, as every required field is", async () => {
  open('beneficiary');
  await screen.findByRole('heading', { name: /Your beneficiary/ });

  for (const [legend, options] of [
    ['Gender', ['Male', 'Female']],
    ['Type of nomination', ['Hibah (a gift)', 'Executor (wasi)']],
  ] as const) {
    const group = screen.getByRole('group', { name: legend });
    // The same mark as the required text fields (" *", hidden from screen readers, which hear "required").
    expect(group.querySelector('legend')).toHaveTextContent(`${legend} *`);
    for (const option of options) expect(within(group).getByRole('radio', { name: option })).toBeRequired();
  }
  expect(screen.getByLabelText(/Full name/)).toBeRequired();
});

test('the beneficiary can be skipped in one press, without the form being checked', async () => {
  open('beneficiary');
  await screen.findByRole('heading', { name: /Your beneficiary/ });
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=terms'));
  expect(patch).toHaveBeenCalledWith(expect.any(String), { beneficiary: null });
});

test('every term must be accepted', async () => {
  quotation = quotationFixture({ beneficiary: null });
  open('terms');
  await screen.findByRole('heading', { name: /Terms and conditions/ });
  const boxes = screen.getAllByRole('checkbox');
  await userEvent.click(boxes[0]!);
  await userEvent.click(continueButton());

  // One message for the step, however many boxes are left: each of those is marked and described by it.
  const [message, ...more] = await screen.findAllByText('You must agree to all the terms to continue.');
  expect(more).toHaveLength(0);
  expect(message).toHaveAttribute('role', 'alert');
  expect(boxes[0]).not.toBeInvalid();
  for (const box of [boxes[1]!, boxes[2]!]) {
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('You must agree to all the terms to continue.');
  }
  expect(boxes[1]).toHaveFocus();
  expect(patch).not.toHaveBeenCalled();
  await userEvent.click(boxes[1]!);
  await userEvent.click(boxes[2]!);
  await userEvent.click(continueButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=frequency'));
  expect(patch).toHaveBeenCalledWith(expect.any(String), { terms_accepted: true });
});

test('one box below the terms ticks them all, shows mixed when some are ticked, and clears them', async () => {
  quotation = quotationFixture({ beneficiary: null });
  open('terms');
  await screen.findByRole('heading', { name: /Terms and conditions/ });
  const all = screen.getByRole('checkbox', { name: 'I agree to all of the above' });
  const terms = screen.getAllByRole('checkbox').filter((box) => box !== all);
  expect(terms).toHaveLength(3);

  await userEvent.click(terms[0]!);
  expect(all).toHaveAttribute('aria-checked', 'mixed');
  expect(all).not.toBeChecked();

  await userEvent.click(all);
  for (const box of [...terms, all]) expect(box).toBeChecked();
  await userEvent.click(all);
  for (const box of [...terms, all]) expect(box).not.toBeChecked();

  await userEvent.click(all);
  await userEvent.click(continueButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=frequency'));
  expect(patch).toHaveBeenCalledWith(expect.any(String), { terms_accepted: true });
});

test('the frequency step starts on monthly, the price the quote showed, and keeps a monthly choice', async () => {
  quotation = quotationFixture({ terms_accepted: true });
  open('frequency');
  expect(await screen.findByLabelText('Monthly: RM9.90 a month')).toBeChecked();
  expect(screen.getByLabelText('Yearly: RM108.90 a year')).not.toBeChecked();
  await userEvent.click(continueButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=underwriting'));
  expect(patch).toHaveBeenCalledWith(expect.any(String), { contribution_term: 'month' });
});

test('the frequency step shows the yearly rebate and saves a yearly choice', async () => {
  quotation = quotationFixture({ terms_accepted: true });
  open('frequency');
  expect(
    await screen.findByText("Paying yearly saves you RM9.90: one month's contribution."),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Yearly: RM108.90 a year'));
  await userEvent.click(continueButton());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=underwriting'));
  expect(patch).toHaveBeenCalledWith(expect.any(String), { contribution_term: 'year' });
});

test('a step past the saved progress opens the furthest allowed step', async () => {
  quotation = quotationFixture({ terms_accepted: true });
  open('applicant');
  expect(await screen.findByRole('heading', { name: /How often you pay/ })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('step=frequency'));
});

test('underwriting: every answer is needed, a Yes needs a note, and a Yes waits for review', async () => {
  quotation = quotationFixture({ terms_accepted: true, contribution_term: 'month' });
  post.mockImplementation((path: string) => {
    if (path === 'underwriting/api/v1/')
      return Promise.resolve(answer({ uuid: submissionUuid, status: 'pending' }));
    return Promise.resolve(answer(rateFixture()));
  });
  open('underwriting');
  await screen.findByText('1. Health question 1?');

  const submit = screen.getByRole('button', { name: 'Submit answers' });
  await userEvent.click(submit);
  expect(await screen.findAllByText('Please answer Yes or No.')).toHaveLength(4);

  const groups = screen.getAllByRole('group');
  await userEvent.click(within(groups[0]!).getByLabelText('Yes'));
  for (const group of groups.slice(1)) await userEvent.click(within(group).getByLabelText('No'));
  await userEvent.click(submit);
  expect(await screen.findByText('Please tell us more about your Yes answer.')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalledWith('underwriting/api/v1/', expect.anything());

  await userEvent.type(screen.getByLabelText(/Please tell us more/), 'Asthma since 2010');
  await userEvent.click(submit);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/pusara-pro/underwriting-status?quotation=${quotationUuid}`,
    ),
  );
  expect(post).toHaveBeenCalledWith('underwriting/api/v1/', {
    product: 2,
    question_set: questionSet.uuid,
    answers: [
      { question: questionSet.questions[0]!.uuid, answer: 'yes', user_note: 'Asthma since 2010' },
      { question: questionSet.questions[1]!.uuid, answer: 'no', user_note: null },
      { question: questionSet.questions[2]!.uuid, answer: 'no', user_note: null },
      { question: questionSet.questions[3]!.uuid, answer: 'no', user_note: null },
    ],
    submit: true,
  });
  expect(patch).toHaveBeenCalledWith(expect.any(String), { underwriting_submission: submissionUuid });
});

test('applicant: the accuracy acknowledgement is required, then the application is submitted', async () => {
  quotation = quotationFixture({
    terms_accepted: true,
    contribution_term: 'year',
    underwriting_submission: submissionUuid,
  });
  post.mockResolvedValue(
    answer(rateFixture({ certificate: { uuid: certificateUuid, status: 'pending', number: null } })),
  );
  open('applicant');
  expect(await screen.findByText('900512-14-5678')).toBeInTheDocument();
  expect(screen.getByText('Aisyah Rahman')).toBeInTheDocument();
  expect(screen.getByText('12 Jalan Damai, 40000, Shah Alam, Selangor')).toBeInTheDocument();

  const submit = screen.getByRole('button', { name: 'Submit application' });
  await userEvent.click(submit);
  expect(
    await screen.findByText('Please confirm that the information you have given is true and accurate.'),
  ).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(submit);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/pusara-pro/payment-method/${certificateUuid}`),
  );
  // The submit carries no signal of its own, so the request has just the path and the body.
  expect(post).toHaveBeenCalledWith(`certificates/api/v1/quotations/${quotationUuid}/rate/`, {
    contribution_term: 'year',
    submit: true,
  });
});

test('a refused submit is announced', async () => {
  quotation = quotationFixture({
    terms_accepted: true,
    contribution_term: 'month',
    underwriting_submission: submissionUuid,
  });
  post.mockRejectedValue(
    apiError(409, {
      errors: { code: 'underwriting_stale', detail: 'Please answer the health questions again.' },
    }),
  );
  open('applicant');
  await screen.findByText('900512-14-5678');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please answer the health questions again.');
});

const bundles = { en, ms };

test.each(['en', 'ms'] as const)(
  "the page heading (%s) does not repeat the wizard bar's title (the route's titleKey)",
  async (locale) => {
    renderPage(<SalesJourneyPage />, {
      url: `${locale === 'ms' ? '/ms' : ''}/pusara-pro/sales-journey/${quotationUuid}`,
      path: `${locale === 'ms' ? '/ms' : ''}/pusara-pro/sales-journey/:uuid`,
      locale,
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    const route = routeSpecs.find((spec) => spec.path === '/pusara-pro/sales-journey/:uuid')!;
    const barTitle = route
      .titleKey!.split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], bundles[locale]);
    expect(typeof barTitle).toBe('string');
    expect(heading.textContent?.trim()).toBeTruthy();
    expect(heading).not.toHaveTextContent(barTitle as string);
  },
);

test('an unknown quotation is a 404 page', async () => {
  get.mockRejectedValue(apiError(404, { errors: { code: 'not_found', detail: 'Not found' } }));
  open();
  expect(await screen.findByText(/could not be found/i)).toBeInTheDocument();
});
