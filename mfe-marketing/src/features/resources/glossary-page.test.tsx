import { screen, within } from '@testing-library/react';
import { renderPage, resetStores } from '../../testing/render';
import { callsTo, mockCmsApi } from '../../testing/cms-api';
import { GlossaryPage } from './glossary-page';

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test('the glossary A to Z: a letter index and the terms under their letter, in order', async () => {
  const get = mockCmsApi({
    'cms/api/v1/glossary/': () => [
      { slug: 'wakalah', term: 'Wakalah', definition: 'An agency contract.' },
      { slug: 'hibah', term: 'Hibah', definition: 'A gift.' },
      { slug: 'wasi', term: 'Wasi', definition: 'An executor.' },
      { slug: 'tabarru', term: "Tabarru'", definition: 'A donation.' },
    ],
  });
  renderPage(<GlossaryPage />, {
    url: '/ms/resources/glossary',
    path: '/ms/resources/glossary',
    locale: 'ms',
  });

  const index = await screen.findByRole('navigation', { name: 'Lompat ke huruf' });
  expect(
    within(index)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['H', 'T', 'W']);
  expect(within(index).getByRole('link', { name: 'W' })).toHaveAttribute('href', '#glossary-w');

  const w = screen.getByRole('region', { name: 'W' });
  expect(
    within(w)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Wakalah', 'Wasi']);
  expect(
    within(w)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(['An agency contract.', 'An executor.']);
  expect(screen.getByRole('link', { name: 'Kembali ke senarai' })).toHaveAttribute('href', '/ms/resources');
  expect(callsTo(get, 'cms/api/v1/glossary/')).toEqual([{ lang: 'ms' }]);
  expect(document.title).toBe('Glosari takaful | Teduh');
});
