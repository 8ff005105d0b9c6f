import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Button } from '@teduh/shared';
import type { VerificationStatus } from '../../../lib/verification';

/** Photos were sent and are being checked (spec: pending means under verification). */
export function isUnderVerification(status: VerificationStatus | null | undefined): boolean {
  return status === 'pending' || status === 'processing';
}

export function UnderVerification() {
  const { t } = useTranslation('ekyc');
  return (
    <>
      <Alert variant="info" role="status" title={t('beginVerification.status.inReview.title')}>
        {t('beginVerification.status.inReview.text')}
      </Alert>
      <Button to="/ekyc/v2" localize fullWidth size="lg">
        {t('beginVerification.status.inReview.action')}
      </Button>
    </>
  );
}
