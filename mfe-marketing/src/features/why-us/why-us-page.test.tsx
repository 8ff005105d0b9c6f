import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, resetStores } from '../../testing/render';
import { apiError, callsTo, mockCmsApi } from '../../testing/cms-api';
import { initialsOf } from './components/people-grid';
import { WhyUsPage } from './why-us-page';

const person = (slug: string, name: string, role: string) => ({ slug, name, role, bio: `${name} bio.` });

const team = {
  team: [person('aisyah', 'Aisyah Rahman', 'Chief Executive Officer')],
  board: [person('tan', 'Tan Sri Dr. Ahmad Zaki', 'Chairman')],
  advisors: [person('lee', 'Lee Mei Ling', 'Technology advisor')],
  shariah_committee: [person('ustaz', 'Ustaz Dr. Hafiz Ismail', 'Chairman, Shariah committee')],
};

const milestones = [
  { date: '2024-06', title: 'First certificate', text: 'Our first member joined.' },
  { date: '2023-03', title: 'Sandbox approval', text: 'We entered the regulatory sandbox.' },
];

beforeEach(() => {
  resetStores();
  jest.restoreAllMocks();
});

test('mission, how takaful works, the four groups of people and the milestones', async () => {
  const get = mockCmsApi({
    'cms/api/v1/team/': () => team,
    'cms/api/v1/milestones/': () => milestones,
  });
  renderPage(<WhyUsPage />, { url: '/why-teduh', path: '/why-teduh' });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Takaful made simple, fair and online');
  expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent('Teduh exists so that');
  const how = screen.getByRole('region', { name: 'How takaful works at Teduh' });
  for (const point of [
    'An independent trustee',
    'Overseen by a Shariah committee',
    'Surplus returned',
    'No agents',
    'No medical exam',
  ]) {
    expect(within(how).getByRole('heading', { name: point })).toBeInTheDocument();
  }

  const groups: [string, string][] = [
    ['Our team', 'Aisyah Rahman'],
    ['Board of directors', 'Tan Sri Dr. Ahmad Zaki'],
    ['Advisors', 'Lee Mei Ling'],
    ['Shariah committee', 'Ustaz Dr. Hafiz Ismail'],
  ];
  for (const [title, name] of groups) {
    const section = screen.getByRole('region', { name: title });
    expect(await within(section).findByRole('heading', { level: 3, name })).toBeInTheDocument();
  }

  const journey = screen.getByRole('region', { name: 'Our journey' });
  const entries = within(journey).getAllByRole('listitem');
  expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
    'Sandbox approval',
    'First certificate',
  ]);
  expect(entries[0]).toHaveTextContent('March 2023');
  expect(callsTo(get, 'cms/api/v1/team/')).toEqual([{ lang: 'en' }]);
  expect(document.title).toBe('Why Teduh | Teduh');
});

test('when the people cannot be loaded, the rest of the page stays and offers to try again', async () => {
  const get = mockCmsApi({
    'cms/api/v1/team/': () => team,
    'cms/api/v1/milestones/': () => milestones,
  });
  get.mockImplementationOnce(() => Promise.reject(apiError(503)));
  renderPage(<WhyUsPage />, { url: '/ms/why-teduh', path: '/ms/why-teduh', locale: 'ms' });

  expect(await screen.findByRole('alert')).toHaveTextContent('Kami tidak dapat memuatkan kandungan ini');
  const people = screen.getByRole('region', { name: 'Pasukan kami' });
  expect(within(people).getByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Misi kami' })).toBeInTheDocument();
  expect(await screen.findByText('Mac 2023')).toBeInTheDocument();

  await userEvent.click(within(people).getByRole('button', { name: 'Cuba lagi' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Aisyah Rahman' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Jawatankuasa Syariah' })).toBeInTheDocument();
});

test('avatar initials skip honorifics', () => {
  expect(initialsOf('Tan Sri Dr. Ahmad Zaki')).toBe('AZ');
  expect(initialsOf('Ustaz Dr. Hafiz bin Ismail')).toBe('HI');
  expect(initialsOf('Lee Mei Ling')).toBe('LM');
});
