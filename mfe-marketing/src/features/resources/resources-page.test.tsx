import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetStores } from '../../testing/render';
import { callsTo, mockCmsApi } from '../../testing/cms-api';
import { articleSummary } from '../../testing/cms-fixtures';
import { ResourcesPage } from './resources-page';

const categories = [
  { slug: 'takaful-basics', name: 'Takaful basics' },
  { slug: 'money-and-savings', name: 'Money and savings' },
];

/** Ten articles in takaful-basics (article 1 featured), none in money-and-savings. */
const all = Array.from({ length: 10 }, (_, i) => articleSummary(i + 1, { featured: i === 0 }));

function api() {
  return mockCmsApi({
    'cms/api/v1/article-categories/': () => categories,
    'cms/api/v1/articles/': ({ category, featured, limit, offset }) => {
      let list = category === 'money-and-savings' ? [] : all;
      if (featured === true) list = list.filter((a) => a.featured);
      const start = Number(offset);
      return { count: list.length, results: list.slice(start, start + Number(limit)) };
    },
  });
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Latest articles' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test('the featured article, cards with read time, and "Load more" until every article is shown', async () => {
  const get = api();
  renderPage(<ResourcesPage />, { url: '/resources', path: '/resources' });

  const featured = await screen.findByRole('article', { name: 'Article 1' });
  expect(featured).toHaveTextContent('Featured');
  expect(await screen.findByRole('list', { name: 'Latest articles' })).toBeInTheDocument();
  // The first page is articles 1-6; the featured one is not repeated among the cards.
  expect(cardTitles()).toEqual(['Article 2', 'Article 3', 'Article 4', 'Article 5', 'Article 6']);
  expect(screen.getByRole('link', { name: 'Article 2' })).toHaveAttribute('href', '/resources/article-2');
  expect(screen.getAllByText('4 min read')).not.toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(cardTitles()).toHaveLength(9));
  expect(cardTitles().slice(5)).toEqual(['Article 7', 'Article 8', 'Article 9', 'Article 10']);
  // Focus moves to the first card that was added, and every article is shown, so the button goes.
  expect(screen.getByRole('link', { name: 'Article 7' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.getByText('4 more articles loaded.')).toBeInTheDocument();

  const pages = callsTo(get, 'cms/api/v1/articles/').filter((params) => params.featured === undefined);
  expect(pages).toEqual([
    { lang: 'en', limit: 6, offset: 0 },
    { lang: 'en', limit: 6, offset: 6 },
  ]);
});

test('a category without articles says so', async () => {
  const get = api();
  renderPage(<ResourcesPage />, { url: '/resources', path: '/resources' });

  const tabs = await screen.findByRole('group', { name: 'Article categories' });
  await userEvent.click(within(tabs).getByRole('button', { name: 'Money and savings' }));

  expect(
    await screen.findByText('Sorry no articles found for this category, stay tuned'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(within(tabs).getByRole('button', { name: 'Money and savings' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(callsTo(get, 'cms/api/v1/articles/')).toContainEqual({
    lang: 'en',
    category: 'money-and-savings',
    limit: 6,
    offset: 0,
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/resources?category=money-and-savings');
});

test('in Malay, the empty message and the glossary link', async () => {
  api();
  renderPage(<ResourcesPage />, {
    url: '/ms/resources?category=money-and-savings',
    path: '/ms/resources',
    locale: 'ms',
  });

  expect(
    await screen.findByText('Maaf, tiada artikel ditemui untuk kategori ini, nantikan kemas kini'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buka glosari takaful' })).toHaveAttribute(
    'href',
    '/ms/resources/glossary',
  );
  expect(document.title).toBe('Sumber | Teduh');
});
