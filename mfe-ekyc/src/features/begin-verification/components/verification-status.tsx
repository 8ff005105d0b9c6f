import { useTranslation } from 'react-i18next';
import { Alert, brand, Button, type EkycStatus } from '@teduh/shared';

/** Statuses past the start of verification: the visitor has nothing to photograph again. */
export type StartedStatus = 'accepted' | 'inReview' | 'rejected';

export function startedStatus(status: EkycStatus | undefined): StartedStatus | null {
  switch (status) {
    case 'accepted':
      return 'accepted';
    case 'rejected':
      return 'rejected';
    case 'pending':
    case 'processing':
    case 'submitted':
    case 'undetermined':
    case 'suspicious':
      return 'inReview';
    default:
      return null;
  }
}

export function VerificationStatus({ status }: { status: StartedStatus }) {
  const { t } = useTranslation('ekyc');
  if (status === 'accepted') {
    return (
      <>
        <Alert variant="success" role="status" title={t('beginVerification.status.accepted.title')}>
          {t('beginVerification.status.accepted.text')}
        </Alert>
        <Button to="/pusara-pro/quick-quote" localize fullWidth size="lg">
          {t('beginVerification.status.accepted.action')}
        </Button>
      </>
    );
  }
  if (status === 'rejected') {
    return (
      <Alert variant="error" role="status" title={t('beginVerification.status.rejected.title')}>
        {t('beginVerification.status.rejected.text', { email: brand.supportEmail })}
      </Alert>
    );
  }
  return (
    <Alert variant="info" role="status" title={t('beginVerification.status.inReview.title')}>
      {t('beginVerification.status.inReview.text')}
    </Alert>
  );
}
