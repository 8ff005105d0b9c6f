import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Button } from '@teduh/shared';
import { useUnpaidApplications } from '../../../api/policies';
import { coverageRinggitOf, formatRinggit } from '../../../lib/coverage';

/**
 * A member whose application is not paid yet (say, the card was declined) may pay it now, or create a new
 * quotation below: submitting the new application withdraws the unpaid one.
 */
export function UnpaidApplicationOffer() {
  const { t } = useTranslation('pusara');
  const unpaid = useUnpaidApplications();
  if (unpaid.status !== 'success') return null;
  const [latest] = unpaid.data.filter((application) => application.status === 'pending');
  if (!latest) return null;
  return (
    <Alert variant="warning" title={t('createQuotation.unpaid.title')}>
      <p>
        {t('createQuotation.unpaid.text', {
          amount: formatRinggit(coverageRinggitOf(latest.sum_covered)),
        })}
      </p>
      <Button to={`/pusara-pro/payment-summary/${latest.uuid}`} localize>
        {t('createQuotation.unpaid.payNow')}
      </Button>
    </Alert>
  );
}
