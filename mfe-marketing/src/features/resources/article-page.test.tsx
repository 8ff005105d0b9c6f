import { act, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@teduh/shared';
import userEvent from '@testing-library/user-event';
import { renderPage, resetStores } from '../../testing/render';
import { apiError, callsTo, mockCmsApi } from '../../testing/cms-api';
import { articleSummary } from '../../testing/cms-fixtures';
import { ArticlePage } from './article-page';

function article(lang: 'en' | 'ms') {
  const en = lang === 'en';
  return {
    ...articleSummary(1, { title: en ? 'What is takaful?' : 'Apa itu takaful?', read_time_minutes: 5 }, lang),
    slug: en ? 'what-is-takaful' : 'apa-itu-takaful',
    slug_en: 'what-is-takaful',
    slug_ms: 'apa-itu-takaful',
    body: [
      { type: 'paragraph', text: en ? 'Takaful is mutual help.' : 'Takaful ialah tolong-menolong.' },
      { type: 'heading', text: en ? 'How it works' : 'Cara ia berfungsi' },
      {
        type: 'list',
        items: en ? ['You contribute', 'The fund helps'] : ['Anda menyumbang', 'Dana membantu'],
      },
    ],
    related: [articleSummary(2, {}, lang)],
  };
}

function api() {
  return mockCmsApi({
    'cms/api/v1/articles/what-is-takaful/': ({ lang }) => article(lang as 'en' | 'ms'),
    'cms/api/v1/articles/apa-itu-takaful/': ({ lang }) => article(lang as 'en' | 'ms'),
    'cms/api/v1/articles/no-such-article/': () => {
      throw apiError(404, { errors: { code: 'not_found', detail: 'Article not found' } });
    },
    'cms/api/v1/articles/flaky/': () => {
      throw apiError(500);
    },
  });
}

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test('the article by its slug: title, category, read time, date, body, related articles and the way back', async () => {
  const get = api();
  renderPage(<ArticlePage />, { url: '/resources/what-is-takaful', path: '/resources/:slug' });

  const page = await screen.findByRole('article', { name: 'What is takaful?' });
  expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('What is takaful?');
  expect(page).toHaveTextContent('Takaful basics');
  expect(page).toHaveTextContent('5 min read');
  expect(within(page).getByText('12 March 2025')).toHaveAttribute('datetime', '2025-03-12');
  expect(within(page).getByText('Takaful is mutual help.').tagName).toBe('P');
  expect(within(page).getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  expect(
    within(page)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['You contribute', 'The fund helps']);

  const related = screen.getByRole('region', { name: 'Related articles' });
  expect(within(related).getByRole('link', { name: 'Article 2' })).toHaveAttribute(
    'href',
    '/resources/article-2',
  );
  expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/resources');
  expect(document.title).toBe('What is takaful? | Teduh');
  expect(callsTo(get, 'cms/api/v1/articles/what-is-takaful/')).toEqual([{ lang: 'en' }]);
});

test('in Malay, an English slug moves to the Malay slug, and the date is written in Malay', async () => {
  const get = api();
  renderPage(<ArticlePage />, {
    url: '/ms/resources/what-is-takaful',
    path: '/ms/resources/:slug',
    locale: 'ms',
  });

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/ms/resources/apa-itu-takaful'),
  );
  const page = await screen.findByRole('article', { name: 'Apa itu takaful?' });
  expect(page).toHaveTextContent('5 minit bacaan');
  expect(within(page).getByText('12 Mac 2025')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kembali ke senarai' })).toHaveAttribute('href', '/ms/resources');
  expect(callsTo(get, 'cms/api/v1/articles/apa-itu-takaful/')).toEqual([{ lang: 'ms' }]);
});

test('switching the language goes to the article under its slug in that language', async () => {
  api();
  renderPage(<ArticlePage />, { url: '/resources/what-is-takaful', path: '/resources/:slug' });
  await screen.findByRole('article', { name: 'What is takaful?' });

  await act(async () => {
    initI18n('ms');
  });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/ms/resources/apa-itu-takaful'),
  );
});

test('an unknown slug shows the 404 page', async () => {
  api();
  renderPage(<ArticlePage />, { url: '/resources/no-such-article', path: '/resources/:slug' });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('a slug no article can have is a 404 without asking the API', () => {
  const get = api();
  renderPage(<ArticlePage />, { url: '/resources/Not%20A%20Slug', path: '/resources/:slug' });

  expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

test('a failed load is not a 404: it offers to try again', async () => {
  const get = api();
  renderPage(<ArticlePage />, { url: '/resources/flaky', path: '/resources/:slug' });

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(callsTo(get, 'cms/api/v1/articles/flaky/')).toHaveLength(2);
});
