import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert } from '@teduh/shared';
import type { Policy } from '../../../api/types';

/** Said of a certificate that is no longer waiting for its first contribution: paid, or past paying. */
export function SettledNotice({ status }: { status: Policy['status'] }) {
  const { t } = useTranslation('pusara');
  const paid = status === 'issued';
  return (
    <Alert variant={paid ? 'success' : 'info'}>
      {t(paid ? 'payment.alreadyPaid' : 'payment.notPayable')}
    </Alert>
  );
}
