import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, useModalStore, useSessionStore } from '@teduh/shared';
import { useRemoteStore } from '../../remotes/remote-store';
import { marketingContribution } from '../../testing/fake-contributions';
import { renderShell, resetShellState, testProfile } from '../../testing/render-shell';
import { mergeNavItems } from './nav-items';

jest.mock('../../remotes/remote-loader', () => ({
  loadContribution: jest.fn(() => new Promise(() => undefined)),
  registerDeploymentRemotes: jest.fn(),
}));

/** A path outside every remote: the frame renders without waiting for any remote. */
const frameOnly = '/unknown-section';

async function openMenu(locale: 'en' | 'ms' = 'en') {
  const hamburger = screen.getByRole('button', { name: locale === 'en' ? 'Open menu' : 'Buka menu' });
  await userEvent.click(hamburger);
  return { hamburger, drawer: screen.getByRole('dialog', { name: 'Menu' }) };
}

beforeEach(() => {
  resetShellState();
});

describe('compact menu', () => {
  it('lists the spec entries, without the dashboard for a visitor', async () => {
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);
    const { drawer } = await openMenu();

    const names = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Teduh',
      'Home',
      'Pusara Pro family takaful',
      'Why Teduh',
      'Resources',
      'Help centre',
      'Get protected',
      'Terms and conditions',
      'Privacy policy',
    ]);
    expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Register / Sign in' })).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('shows the dashboard only to a signed-in member', async () => {
    useSessionStore.getState().setAuthenticated(testProfile);
    renderShell(frameOnly);
    const { drawer } = await openMenu();

    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/profile');
    expect(within(drawer).queryByRole('button', { name: 'Register / Sign in' })).not.toBeInTheDocument();
  });

  it('keeps the Malay prefix on its links', async () => {
    useSessionStore.getState().setAuthenticated(testProfile);
    renderShell(`/ms${frameOnly}`);
    const { drawer } = await openMenu('ms');
    expect(within(drawer).getByRole('link', { name: 'Papan pemuka' })).toHaveAttribute(
      'href',
      '/ms/user/profile',
    );
    expect(within(drawer).getByRole('link', { name: 'Dapatkan perlindungan' })).toHaveAttribute(
      'href',
      '/ms/pusara-pro/quick-quote',
    );
  });

  it('moves focus into the drawer, and Escape closes it and returns focus', async () => {
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);
    const { hamburger, drawer } = await openMenu();

    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('adds the entries of remotes that have loaded', async () => {
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);
    await act(async () => {
      await loadTranslations('marketing', marketingContribution.translations);
      useRemoteStore.setState({
        remotes: { marketing: { status: 'ready', contribution: marketingContribution } },
      });
    });
    const { drawer } = await openMenu();
    expect(within(drawer).getByRole('link', { name: 'Takaful glossary' })).toHaveAttribute(
      'href',
      '/glossary',
    );
  });
});

describe('desktop navbar', () => {
  // jsdom applies no media queries, so the wide-screen part counts as hidden to role queries.
  const hidden = { hidden: true } as const;

  it('has the support dropdown with the enquiry modal', async () => {
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);
    const banner = screen.getByRole('banner');
    const support = within(banner).getByRole('button', { name: 'Support', ...hidden });
    expect(support).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(support);
    expect(support).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(support.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'FAQ', ...hidden })).toHaveAttribute('href', '/faq');

    await userEvent.click(within(panel).getByRole('button', { name: 'Send an enquiry', ...hidden }));
    expect(useModalStore.getState().openKey).toBe('enquiry');
    expect(support).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the quick-quote button, and the dashboard with the profile picture when signed in', () => {
    useSessionStore
      .getState()
      .setAuthenticated({ ...testProfile, profile_picture: 'https://cdn.example.my/p.jpg' });
    renderShell(frameOnly);
    const banner = screen.getByRole('banner');
    // Hidden below 720 px (the drawer's "Get protected" serves phones), so found by its text.
    expect(within(banner).getByText('Calculate coverage').closest('a')).toHaveAttribute(
      'href',
      '/pusara-pro/quick-quote',
    );
    const dashboard = within(banner).getByRole('link', { name: 'Dashboard', ...hidden });
    expect(dashboard.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.my/p.jpg');
    expect(
      within(banner).queryByRole('button', { name: 'Register / Sign in', ...hidden }),
    ).not.toBeInTheDocument();
  });
});

describe('mergeNavItems', () => {
  it('orders contributed entries among the shell ones and drops duplicates and login-only entries', () => {
    const contribution = {
      ...marketingContribution,
      navItems: [
        { id: 'faq-again', labelKey: 'faq', to: '/faq/', placement: 'support-dropdown' as const, order: 5 },
        {
          id: 'claims',
          labelKey: 'claims',
          to: '/help-center/claims',
          placement: 'support-dropdown' as const,
          order: 15,
        },
        {
          id: 'mine',
          labelKey: 'mine',
          to: '/vault',
          placement: 'support-dropdown' as const,
          order: 16,
          requiresLogin: true,
        },
      ],
    };
    expect(mergeNavItems('support-dropdown', [contribution], false).map((item) => item.id)).toEqual([
      'help-center',
      'marketing:claims',
      'faq',
      'contact-us',
      'enquiry',
    ]);
    expect(mergeNavItems('support-dropdown', [contribution], true).map((item) => item.id)).toContain(
      'marketing:mine',
    );
  });
});
