import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Modal, colors, lineHeights, space } from '@teduh/shared';

const Explanation = styled.div`
  color: ${colors.text};
  line-height: ${lineHeights.body};

  p {
    margin: 0 0 ${space.sm};
  }
`;

/**
 * Confirms a change to how a certificate is paid: the title asks, the explanation says plainly what happens
 * next, and a refusal stays in the dialog (announced) so the member can try again or keep things as they are.
 * While the change is on its way the dialog cannot be closed and the confirm button is busy.
 */
export function PaymentActionDialog({
  title,
  children,
  keepLabel,
  confirmLabel,
  busy,
  failure,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  failure: { title: string; text: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open
      onClose={close}
      title={title}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {keepLabel}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Explanation data-testid="payment-action-explanation">{children}</Explanation>
      {failure ? (
        <Alert variant="error" title={failure.title}>
          {failure.text}
        </Alert>
      ) : null}
    </Modal>
  );
}
