import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useAppStore } from '@teduh/shared';
import { installApiMocks } from '@teduh/shared/testing';
import { renderPage, resetStores } from '../../testing/render';
import { CampaignClockProvider } from './campaign-clock';
import { campaignPhase, kitaCoverChallenge2, lp001Urban, merdeka2024 } from './campaigns';
import { KitaCoverChallengePage } from './kita-cover-challenge-page';
import { Lp001UrbanPage } from './lp001-urban-page';
import { Merdeka2024Page } from './merdeka-2024-page';
import { Ramadan2024Page } from './ramadan-2024-page';

// The network edge: the fake API answers behind the real client (its interceptors and error catalogue).
const post = jest.fn();

beforeEach(() => {
  resetStores();
  post.mockReset();
  installApiMocks({ post });
});

const at = (iso: string) => () => new Date(iso);

/** The deployment's sales-closed switch, as the shell sets it from the manifest. */
const closeSales = () => useAppStore.getState().setFlags({ salesClosed: true });

function renderAt(now: string | null, page: ReactElement, locale: 'en' | 'ms' = 'en') {
  const url = locale === 'ms' ? '/ms/campaign' : '/campaign';
  const wrapped = now ? <CampaignClockProvider now={at(now)}>{page}</CampaignClockProvider> : page;
  return renderPage(wrapped, { url, path: url, locale });
}

describe('campaignPhase', () => {
  it('is upcoming before the first day, live through the last day and ended after, in Kuala Lumpur time', () => {
    expect(campaignPhase(kitaCoverChallenge2, new Date('2025-02-11T15:59:00Z'), false)).toBe('upcoming');
    // 00:00 on 12 February in Kuala Lumpur is 16:00 UTC the day before.
    expect(campaignPhase(kitaCoverChallenge2, new Date('2025-02-11T16:00:00Z'), false)).toBe('live');
    expect(campaignPhase(kitaCoverChallenge2, new Date('2025-05-11T15:59:00Z'), false)).toBe('live');
    expect(campaignPhase(kitaCoverChallenge2, new Date('2025-05-11T16:00:00Z'), false)).toBe('ended');
  });

  it('ends every campaign while sales are closed, and only then', () => {
    expect(campaignPhase(merdeka2024, new Date('2024-08-31T04:00:00Z'), false)).toBe('live');
    expect(campaignPhase(merdeka2024, new Date('2024-09-16T04:00:00Z'), false)).toBe('live');
    expect(campaignPhase(merdeka2024, new Date('2024-09-17T04:00:00Z'), false)).toBe('ended');
    // No recorded end day: the offer runs no more.
    expect(campaignPhase(lp001Urban, new Date('2024-08-31T04:00:00Z'), false)).toBe('ended');
    expect(campaignPhase(merdeka2024, new Date('2024-08-31T04:00:00Z'), true)).toBe('ended');
    expect(campaignPhase(kitaCoverChallenge2, new Date('2025-03-01T04:00:00Z'), true)).toBe('ended');
  });
});

describe('the campaign frame (Kita Cover Challenge 2)', () => {
  it('before the start: says when it starts, explains the challenge, offers no call to action', () => {
    renderAt('2025-01-20T04:00:00Z', <KitaCoverChallengePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kita Cover Challenge 2' })).toBeInTheDocument();
    expect(screen.getByText('This campaign has not started yet')).toBeInTheDocument();
    expect(screen.getByText('It starts on 12 February 2025.')).toBeInTheDocument();
    expect(screen.getByText('RM10 for each successful referral.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get my referral code' })).not.toBeInTheDocument();
    expect(screen.queryByText('This campaign has ended')).not.toBeInTheDocument();
  });

  it('while it runs: says until when and offers the referral code', () => {
    renderAt('2025-03-01T04:00:00Z', <KitaCoverChallengePage />);
    expect(screen.getByText('This campaign is on')).toBeInTheDocument();
    expect(screen.getByText('It runs until 11 May 2025.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get my referral code' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(screen.queryByText('This campaign has ended')).not.toBeInTheDocument();
  });

  it('after the end while sales are open: ended on its own date, with no word of sales stopping', () => {
    renderAt(null, <KitaCoverChallengePage />);
    expect(screen.getByText('This campaign has ended')).toBeInTheDocument();
    expect(screen.getByText('It ended on 11 May 2025.')).toBeInTheDocument();
    expect(screen.queryByText(/New certificate sales stopped/)).not.toBeInTheDocument();
  });

  it('after the end (today, with the real clock, sales closed): ended, with the end date, a way home and the rules', () => {
    closeSales();
    renderAt(null, <KitaCoverChallengePage />);
    expect(screen.getByText('This campaign has ended')).toBeInTheDocument();
    expect(screen.getByText('It ended on 11 May 2025.')).toBeInTheDocument();
    expect(screen.getByText(/New certificate sales stopped on 1 October 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Get my referral code' })).not.toBeInTheDocument();

    // What the campaign was, still explained.
    expect(screen.getByText('At most RM865 in total per member.')).toBeInTheDocument();
    expect(
      screen.getByText('Up to 10 referrals count in each plan category: annual and monthly.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Only the first referral code used at sign-up counts.')).toBeInTheDocument();
    expect(
      screen.getByText('You need an active certificate of your own to receive rewards.'),
    ).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: 'How it worked' }).closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getByText(/The 15-day cooling-off period/)).toBeInTheDocument();
  });

  it('shows the earlier tiered challenge as a table of referrals, rewards and points', () => {
    renderAt(null, <KitaCoverChallengePage />);
    const table = screen.getByRole('table', { name: 'Rewards by number of successful referrals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['5RM25025,000', '10RM50050,000', '25RM1,500150,000']);
    expect(screen.getByText(/Together the tiers came to RM2,500\./)).toBeInTheDocument();
  });

  it('speaks Malay on /ms', () => {
    renderAt(null, <KitaCoverChallengePage />, 'ms');
    expect(screen.getByText('Kempen ini telah tamat')).toBeInTheDocument();
    expect(screen.getByText('Kempen ini tamat pada 11 Mei 2025.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke laman utama' })).toHaveAttribute('href', '/ms');
  });
});

describe('the other campaign pages', () => {
  it.each([
    [
      'Ramadan 2024',
      <Ramadan2024Page key="r" />,
      'Ramadan 2024 voucher',
      'About the campaign',
      'It ended on 9 April 2024.',
    ],
    [
      'lp001-urban',
      <Lp001UrbanPage key="u" />,
      'Cover for your family, made for busy city days',
      'What the plan gives you',
      null,
    ],
    [
      'Merdeka 2024',
      <Merdeka2024Page key="m" />,
      'Celebrate Merdeka by protecting your family',
      'Monthly lucky draw',
      'It ended on 16 September 2024.',
    ],
  ])(
    '%s renders ended today while sales are closed, still explaining itself',
    (_name, page, title, section, endedOn) => {
      closeSales();
      renderAt(null, page);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('This campaign has ended')).toBeInTheDocument();
      // Its own end day where one is recorded; the sales stop in any case.
      if (endedOn) expect(screen.getByText(endedOn)).toBeInTheDocument();
      else expect(screen.queryByText(/It ended on/)).not.toBeInTheDocument();
      expect(screen.getByText(/New certificate sales stopped on 1 October 2025/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Calculate coverage' })).not.toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['Merdeka 2024', <Merdeka2024Page key="m" />],
    ['Ramadan 2024', <Ramadan2024Page key="r" />],
  ])(
    '%s today, long over, says it has ended and nothing of sales stopping while sales are open',
    (_name, page) => {
      renderAt(null, page);
      expect(screen.getByText('This campaign has ended')).toBeInTheDocument();
      expect(screen.queryByText(/sales stopped/)).not.toBeInTheDocument();
    },
  );

  it('speaks of the sales stop in Malay while sales are closed', () => {
    closeSales();
    renderAt(null, <Merdeka2024Page />, 'ms');
    expect(screen.getByText(/Jualan sijil baharu dihentikan pada 1 Oktober 2025/)).toBeInTheDocument();
  });

  it('a running landing page offers the calculator', () => {
    renderAt('2024-03-20T04:00:00Z', <Ramadan2024Page />);
    expect(screen.queryByText('This campaign has ended')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calculate coverage' })).toHaveAttribute(
      'href',
      '/pusara-pro/quick-quote',
    );
  });
});

describe('the Merdeka price checker', () => {
  const merdekaDay = '2024-08-31T04:00:00Z';

  it('prices the chosen age, gender and sum through the rate API: from RM… / month', async () => {
    post.mockResolvedValue({
      data: { data: [{ monthly_gross_premium: '4.13', yearly_gross_premium: '45.43' }] },
    });
    renderAt(merdekaDay, <Merdeka2024Page />);
    const checker = screen.getByRole('form', { name: 'Check your price' });
    expect(within(checker).getByTestId('price-line')).toHaveTextContent(
      'Enter your date of birth and gender to see your price.',
    );

    fireEvent.change(within(checker).getByLabelText('Date of birth'), { target: { value: '1994-05-02' } });
    await userEvent.selectOptions(within(checker).getByLabelText('Gender'), 'f');

    expect(await within(checker).findByText('RM4.13')).toBeInTheDocument();
    expect(within(checker).getByTestId('price-line')).toHaveTextContent('from RM4.13 / month');
    expect(post).toHaveBeenLastCalledWith(
      'products/api/v1/2/rate/',
      { dob: '1994-05-02', gender: 'f', coverage_amount: '50000.00' },
      expect.anything(),
    );

    // Releasing the slider on another sum asks again.
    post.mockResolvedValue({
      data: { data: [{ monthly_gross_premium: '8.26', yearly_gross_premium: '90.86' }] },
    });
    const slider = within(checker).getByRole('slider', { name: /Sum covered/ });
    fireEvent.change(slider, { target: { value: '100000' } });
    fireEvent.pointerUp(slider);
    fireEvent.mouseUp(slider);
    expect(await within(checker).findByText('RM8.26')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      'products/api/v1/2/rate/',
      { dob: '1994-05-02', gender: 'f', coverage_amount: '100000.00' },
      expect.anything(),
    );
    expect(within(checker).getByText(/compassionate benefit of RM10,000/)).toBeInTheDocument();
  });

  it('outside the calculator age it says so and asks for no price', async () => {
    renderAt(merdekaDay, <Merdeka2024Page />);
    const checker = screen.getByRole('form', { name: 'Check your price' });
    fireEvent.change(within(checker).getByLabelText('Date of birth'), { target: { value: '2015-01-01' } });
    await userEvent.selectOptions(within(checker).getByLabelText('Gender'), 'm');
    expect(
      await within(checker).findByText('Your age should be in the range between 16 to 70 years of age'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('says so when the price cannot be fetched', async () => {
    post.mockRejectedValue(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    renderAt(merdekaDay, <Merdeka2024Page />);
    const checker = screen.getByRole('form', { name: 'Check your price' });
    fireEvent.change(within(checker).getByLabelText('Date of birth'), { target: { value: '1990-01-15' } });
    await userEvent.selectOptions(within(checker).getByLabelText('Gender'), 'm');
    await waitFor(() =>
      expect(within(checker).getByTestId('price-line')).toHaveTextContent(
        'We could not get a price right now. Please try again later.',
      ),
    );
  });
});
