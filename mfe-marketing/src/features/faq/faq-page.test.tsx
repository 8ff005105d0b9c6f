import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetStores } from '../../testing/render';
import { apiError, callsTo, mockCmsApi } from '../../testing/cms-api';
import { FaqPage } from './faq-page';

const categories = [
  { slug: 'general', name: 'General', group: 'faq' },
  { slug: 'pusara', name: 'Pusara Pro', group: 'faq' },
  { slug: 'claims', name: 'Claims', group: 'faq' },
  { slug: 'takaful-glossary', name: 'Takaful glossary', group: 'faq' },
];

const faqs: Record<string, unknown[]> = {
  general: [
    {
      id: 1,
      category: { slug: 'general', name: 'General' },
      question: 'What is Teduh?',
      answer: 'A digital takaful operator.',
    },
  ],
  claims: [
    {
      id: 12,
      category: { slug: 'claims', name: 'Claims' },
      question: 'How do I make a claim?',
      answer: 'Send the death certificate through the app.',
    },
    {
      id: 13,
      category: { slug: 'claims', name: 'Claims' },
      question: 'How fast is the payout?',
      answer: 'The compassionate benefit within 24 hours.',
    },
  ],
};

function api() {
  return mockCmsApi({
    'cms/api/v1/faq-categories/': () => categories,
    'cms/api/v1/faq/': ({ category }) => faqs[category as string] ?? [],
    'cms/api/v1/glossary/': () => [
      { slug: 'wakalah', term: 'Wakalah', definition: 'An agency contract with a fee.' },
      { slug: 'tabarru', term: "Tabarru'", definition: 'A donation to the takaful fund.' },
    ],
  });
}

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test('the topic filters switch the questions, asking for one topic of the FAQ group', async () => {
  const get = api();
  renderPage(<FaqPage />, { url: '/faq', path: '/faq' });

  expect(await screen.findByRole('button', { name: 'What is Teduh?' })).toBeInTheDocument();
  const filters = screen.getByRole('group', { name: 'Topics' });
  expect(within(filters).getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
  expect(callsTo(get, 'cms/api/v1/faq-categories/')[0]).toEqual({ lang: 'en', group: 'faq' });

  await userEvent.click(within(filters).getByRole('button', { name: 'Claims' }));
  expect(await screen.findByRole('button', { name: 'How do I make a claim?' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'What is Teduh?' })).not.toBeInTheDocument();
  expect(within(filters).getByRole('button', { name: 'Claims' })).toHaveAttribute('aria-pressed', 'true');
  expect(callsTo(get, 'cms/api/v1/faq/').at(-1)).toEqual({ lang: 'en', group: 'faq', category: 'claims' });
  expect(screen.getByTestId('location')).toHaveTextContent('/faq?category=claims');
});

test('a question opens and closes, its button naming the answer it controls', async () => {
  api();
  renderPage(<FaqPage />, { url: '/faq?category=claims', path: '/faq' });

  const question = await screen.findByRole('button', { name: 'How do I make a claim?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
  expect(answer).not.toBeVisible();

  await userEvent.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'How do I make a claim?' })).toHaveTextContent(
    'Send the death certificate through the app.',
  );

  await userEvent.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(answer).not.toBeVisible();
});

test('a deep link opens its question', async () => {
  api();
  renderPage(<FaqPage />, { url: '/faq?category=claims#faq-13', path: '/faq' });

  const linked = await screen.findByRole('button', { name: 'How fast is the payout?' });
  expect(linked).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'How do I make a claim?' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.getByRole('link', { name: 'Link to the answer: How fast is the payout?' })).toHaveAttribute(
    'href',
    '/faq?category=claims#faq-13',
  );
});

test('the glossary filter lists the glossary terms, in Malay too', async () => {
  const get = api();
  renderPage(<FaqPage />, { url: '/ms/faq?category=takaful-glossary', path: '/ms/faq', locale: 'ms' });

  const terms = await screen.findAllByRole('button', { expanded: false });
  expect(terms.map((term) => term.textContent)).toEqual(["Tabarru'", 'Wakalah']);
  await userEvent.click(screen.getByRole('button', { name: 'Wakalah' }));
  expect(screen.getByText('An agency contract with a fee.')).toBeVisible();
  expect(callsTo(get, 'cms/api/v1/glossary/')).toEqual([{ lang: 'ms' }]);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Soalan lazim');
});

test('a failed load offers to try again', async () => {
  const get = api();
  get.mockRejectedValueOnce(apiError(500));
  renderPage(<FaqPage />, { url: '/faq', path: '/faq' });

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'What is Teduh?' })).toBeInTheDocument();
  expect(document.title).toBe('Frequently asked questions | Teduh');
});
