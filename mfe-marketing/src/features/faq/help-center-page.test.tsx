import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModalStore } from '@teduh/shared';
import { renderPage, resetStores } from '../../testing/render';
import { callsTo, mockCmsApi } from '../../testing/cms-api';
import { HelpCenterPage } from './help-center-page';

const categories = [
  { slug: 'basic', name: 'The basics', group: 'help-center' },
  { slug: 'rewards', name: 'Rewards and referrals', group: 'help-center' },
  { slug: 'claims', name: 'Claims', group: 'help-center' },
];

const entry = (id: number, slug: string, question: string, answer: string) => ({
  id,
  category: { slug, name: categories.find((c) => c.slug === slug)?.name ?? slug },
  question,
  answer,
});

const faqs = [
  entry(1, 'basic', 'How do I reset my password?', 'Use the reset link on the sign-in page.'),
  entry(2, 'rewards', 'How many points make RM10?', 'Every 1,000 points are worth RM10 and never expire.'),
  entry(3, 'rewards', 'When is my referral reward paid?', 'After the 15-day cooling-off period.'),
  entry(4, 'claims', 'Who can make a claim?', 'Your beneficiary or your estate.'),
];

function api() {
  return mockCmsApi({
    'cms/api/v1/faq-categories/': () => categories,
    'cms/api/v1/faq/': () => faqs,
  });
}

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test('the search filters the questions of every help topic as the visitor types', async () => {
  const get = api();
  renderPage(<HelpCenterPage />, { url: '/help-center', path: '/help-center' });

  expect(await screen.findAllByRole('button', { expanded: false })).toHaveLength(4);
  expect(callsTo(get, 'cms/api/v1/faq/')).toEqual([{ lang: 'en', group: 'help-center' }]);

  const search = screen.getByRole('searchbox', { name: 'Search the help centre' });
  await userEvent.type(search, 'points');
  expect(screen.getByRole('button', { name: 'How many points make RM10?' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Who can make a claim?' })).not.toBeInTheDocument();
  expect(screen.getByText('1 question matches your search.')).toBeInTheDocument();

  // Several words must all match, in the question or its answer, whatever the case.
  await userEvent.clear(search);
  await userEvent.type(search, 'REFERRAL cooling');
  expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
    'When is my referral reward paid?',
  ]);

  await userEvent.clear(search);
  await userEvent.type(search, 'motorcycle');
  expect(screen.getByText('0 questions match your search.')).toBeInTheDocument();
  expect(screen.getByText(/No questions match “motorcycle”/)).toBeInTheDocument();
});

test('a topic narrows the list and the search works within it', async () => {
  api();
  renderPage(<HelpCenterPage />, { url: '/help-center', path: '/help-center' });

  const topics = await screen.findByRole('group', { name: 'Help topics' });
  expect(within(topics).getByRole('button', { name: 'All topics' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(topics).getByRole('button', { name: 'Rewards and referrals' }));
  expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
    'How many points make RM10?',
    'When is my referral reward paid?',
  ]);
  await userEvent.type(screen.getByRole('searchbox'), 'password');
  expect(screen.getByText('0 questions match your search.')).toBeInTheDocument();
});

test('"Still need help?" shows the support hours and opens the enquiry form', async () => {
  api();
  renderPage(<HelpCenterPage />, { url: '/ms/help-center', path: '/ms/help-center', locale: 'ms' });

  const help = screen.getByRole('region', { name: 'Masih perlukan bantuan?' });
  expect(help).toHaveTextContent('hari bekerja dari 9 pagi hingga 5 petang');
  expect(within(help).getByRole('link', { name: 'support@teduh.my' })).toHaveAttribute(
    'href',
    'mailto:support@teduh.my',
  );
  await userEvent.click(within(help).getByRole('button', { name: 'Hantar pertanyaan kepada kami' }));
  expect(useModalStore.getState().openKey).toBe('enquiry');
});
