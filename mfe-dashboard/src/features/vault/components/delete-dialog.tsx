import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, Modal, readApiError, space } from '@teduh/shared';
import { deleteVaultPolicy } from '../api/vault-api';
import type { VaultPolicy } from '../api/types';

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.md};

  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const ErrorBox = styled.div`
  margin-top: ${space.md};
`;

/** Confirms deleting a recorded policy with its documents (they cannot be brought back). */
export function DeleteDialog({
  policy,
  onClose,
  onDeleted,
}: {
  policy: VaultPolicy;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteVaultPolicy(policy.uuid);
      onDeleted();
    } catch (error) {
      setFailure(readApiError(error).text);
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t('vault.delete.title', { product: policy.product })}>
      <p>{t('vault.delete.text', { count: policy.attachments_count })}</p>
      {failure ? (
        <ErrorBox>
          <Alert variant="error" title={t('vault.delete.failed')}>
            {failure}
          </Alert>
        </ErrorBox>
      ) : null}
      <Actions>
        <Button variant="secondary" size="lg" onClick={onClose} disabled={busy}>
          {t('vault.delete.keep')}
        </Button>
        <Button size="lg" loading={busy} onClick={() => void confirm()}>
          {t('vault.delete.confirm')}
        </Button>
      </Actions>
    </Modal>
  );
}
