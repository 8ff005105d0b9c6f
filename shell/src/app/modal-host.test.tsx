import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import {
  Modal,
  useModalStore,
  useSessionStore,
  type ModalProps,
  type RemoteContribution,
} from '@teduh/shared';
import { loadContribution } from '../remotes/remote-loader';
import { marketingContribution } from '../testing/fake-contributions';
import { renderShell, resetShellState } from '../testing/render-shell';

jest.mock('../remotes/remote-loader', () => ({
  loadContribution: jest.fn(),
  registerDeploymentRemotes: jest.fn(),
}));
jest.mock('../lib/page-reload', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

function TermsModal({ onClose }: ModalProps) {
  return (
    <Modal open onClose={onClose} title="Terms and conditions">
      <p>Takaful terms</p>
    </Modal>
  );
}

const withTerms: RemoteContribution = {
  ...marketingContribution,
  modals: { terms: lazy(async () => ({ default: TermsModal })) },
};

beforeEach(() => {
  resetShellState();
  useSessionStore.getState().setAnonymous();
  jest.mocked(loadContribution).mockReset();
});

describe('ModalHost', () => {
  it('loads the owning remote and shows its modal, which a backdrop click closes', async () => {
    jest.mocked(loadContribution).mockResolvedValue(withTerms);
    renderShell('/unknown-section');
    act(() => useModalStore.getState().open('terms'));

    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(within(dialog).getByText('Takaful terms')).toBeInTheDocument();
    expect(loadContribution).toHaveBeenCalledWith('marketing');

    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useModalStore.getState().openKey).toBeNull();
  });

  it('explains when the remote owning the modal cannot be loaded', async () => {
    jest
      .mocked(loadContribution)
      .mockRejectedValue(new Error('Remote dashboard did not provide its contribution'));
    renderShell('/unknown-section');
    act(() => useModalStore.getState().open('change-password'));

    const dialog = await screen.findByRole('dialog', { name: 'This part of the site is unavailable' });
    expect(loadContribution).toHaveBeenCalledWith('dashboard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(useModalStore.getState().openKey).toBeNull();
  });
});
