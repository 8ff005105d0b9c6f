import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../i18n/i18n';
import { Modal } from './modal';

beforeAll(() => {
  initI18n('en');
});

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open enquiry
      </button>
      <Modal
        open={open}
        title="Send an enquiry"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Send</button>}
      >
        <label htmlFor="enquiry-name">Name</label>
        <input id="enquiry-name" />
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open enquiry' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Send an enquiry' }) };
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and locks page scroll', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const name = screen.getByLabelText('Name');
    const send = screen.getByRole('button', { name: 'Send' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user } = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open enquiry' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openModal(onClose);
    await user.click(screen.getByLabelText('Name'));
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    const { user } = await openModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
