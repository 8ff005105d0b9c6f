import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { useAppStore, useSessionStore } from '@teduh/shared';
import { popupBannerCookieName } from '../../lib/cookies';
import { renderShell, resetShellState, testProfile } from '../../testing/render-shell';

jest.mock('../../remotes/remote-loader', () => ({
  loadContribution: jest.fn(() => new Promise(() => undefined)),
  registerDeploymentRemotes: jest.fn(),
}));

const frameOnly = '/unknown-section';

beforeEach(() => {
  resetShellState();
});

describe('partner-benefit banner', () => {
  it('invites a visitor to get protection free or read more, and stays away for 4 hours once dismissed', async () => {
    useAppStore.getState().setFlags({ partnerBenefitBanner: true });
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);

    const banner = await screen.findByRole('dialog', { name: 'Free takaful cover from our partners' });
    expect(
      within(banner).getByText(/RM50,000 family takaful cover plus a RM5,000 funeral benefit/),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Get protection free' })).toHaveAttribute(
      'href',
      '/user/register?next=%2Fpusara-pro%2Fmykasih%2Fmykasih%2Feligibility-criteria',
    );
    expect(within(banner).getByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/my-kasih');

    await userEvent.click(within(banner).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(popupBannerCookieName)).toBeDefined();
  });

  it('offers a signed-in member to claim', async () => {
    useAppStore.getState().setFlags({ partnerBenefitBanner: true });
    useSessionStore.getState().setAuthenticated(testProfile);
    renderShell(frameOnly);

    const banner = await screen.findByRole('dialog', { name: 'Your partner benefit is ready to claim' });
    expect(within(banner).getByRole('link', { name: 'Claim my free cover' })).toHaveAttribute(
      'href',
      '/pusara-pro/mykasih/mykasih/eligibility-criteria',
    );
    expect(within(banner).queryByRole('link', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('closes on a backdrop click', async () => {
    useAppStore.getState().setFlags({ partnerBenefitBanner: true });
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);
    await screen.findByRole('dialog');

    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(popupBannerCookieName)).toBeDefined();
  });

  it('stays hidden when the flag is off or the visitor dismissed it recently', async () => {
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays hidden while the popup-banner cookie is set', async () => {
    Cookies.set(popupBannerCookieName, 'dismissed');
    useAppStore.getState().setFlags({ partnerBenefitBanner: true });
    useSessionStore.getState().setAnonymous();
    renderShell(frameOnly);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
