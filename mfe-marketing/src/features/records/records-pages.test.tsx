import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetStores } from '../../testing/render';
import { apiError, callsTo, mockCmsApi } from '../../testing/cms-api';
import { RecordPage } from './record-page';
import { RecordsPage } from './records-page';

const noticeId = '0b6e1f0c-5d3a-4c52-9a57-1c0a2e9f3d01';

function notice(lang: 'en' | 'ms') {
  const en = lang === 'en';
  return {
    id: noticeId,
    kind: 'notice',
    title: en ? 'New certificates are no longer sold' : 'Sijil baharu tidak lagi dijual',
    summary: en ? 'The sandbox has ended.' : 'Kotak pasir telah tamat.',
    published_on: '2025-10-01',
  };
}

function api(results: (lang: 'en' | 'ms') => unknown[] = (lang) => [notice(lang)]) {
  return mockCmsApi({
    'cms/api/v1/records/': ({ lang }) => {
      const items = results(lang as 'en' | 'ms');
      return { count: items.length, results: items };
    },
    [`cms/api/v1/records/${noticeId}/`]: ({ lang }) => ({
      ...notice(lang as 'en' | 'ms'),
      body: [
        {
          type: 'heading',
          text: lang === 'en' ? 'If you already hold a certificate' : 'Jika anda sudah memegang sijil',
        },
        { type: 'list', items: ['Auto-debit continues.'] },
      ],
    }),
    'cms/api/v1/records/9d1c7c1e-0000-4000-8000-000000000000/': () => {
      throw apiError(404, { errors: { code: 'not_found', detail: 'This record was not found.' } });
    },
  });
}

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test('the list: each record with its kind, day and a link to its page, in English and Malay', async () => {
  const get = api();
  const { unmount } = renderPage(<RecordsPage />, { url: '/records', path: '/records' });
  expect(screen.getByRole('heading', { level: 1, name: 'Official notices and reports' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Records, newest first' });
  const link = within(list).getByRole('link', { name: 'New certificates are no longer sold' });
  expect(link).toHaveAttribute('href', `/records/${noticeId}`);
  expect(within(list).getByText('Published 1 October 2025')).toHaveAttribute('datetime', '2025-10-01');
  expect(within(list).getByText('Notice')).toBeInTheDocument();
  expect(callsTo(get, 'cms/api/v1/records/')).toEqual([{ lang: 'en', limit: 50 }]);
  unmount();

  renderPage(<RecordsPage />, { url: '/ms/records', path: '/ms/records', locale: 'ms' });
  const malay = await screen.findByRole('list', { name: 'Rekod, yang terbaharu dahulu' });
  expect(within(malay).getByRole('link', { name: 'Sijil baharu tidak lagi dijual' })).toHaveAttribute(
    'href',
    `/ms/records/${noticeId}`,
  );
  expect(within(malay).getByText('Diterbitkan 1 Oktober 2025')).toBeInTheDocument();
});

test('the list: empty, and a failed load that offers to try again', async () => {
  const get = api(() => []);
  const { unmount } = renderPage(<RecordsPage />, { url: '/records', path: '/records' });
  expect(await screen.findByText('No records have been published yet.')).toBeInTheDocument();
  unmount();

  get.mockRejectedValueOnce(apiError(500));
  renderPage(<RecordsPage />, { url: '/records', path: '/records' });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No records have been published yet.')).toBeInTheDocument();
});

test('one record: its title as the page heading, its body, and the way back', async () => {
  api();
  renderPage(<RecordPage />, { url: `/records/${noticeId}`, path: '/records/:uuid' });
  const record = await screen.findByRole('article', { name: 'New certificates are no longer sold' });
  expect(within(record).getByRole('heading', { level: 1 })).toHaveTextContent(
    'New certificates are no longer sold',
  );
  expect(
    within(record).getByRole('heading', { level: 2, name: 'If you already hold a certificate' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to all records' })).toHaveAttribute('href', '/records');
  expect(document.title).toBe('New certificates are no longer sold | Teduh');
});

test('an unknown uuid, and text that is no uuid, show the 404 page (the latter without asking the API)', async () => {
  const get = api();
  const { unmount } = renderPage(<RecordPage />, {
    url: '/records/9d1c7c1e-0000-4000-8000-000000000000',
    path: '/records/:uuid',
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
  ).toBeInTheDocument();
  unmount();
  get.mockClear();

  renderPage(<RecordPage />, { url: '/records/not-a-uuid', path: '/records/:uuid' });
  expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});
