import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Button } from '@teduh/shared';
import { useDraftQuotations } from '../../../api/quotations';
import { coverageRinggitOf, formatRinggit } from '../../../lib/coverage';

/** A member with a draft quotation may resume its journey instead of starting again. */
export function DraftQuotationOffer() {
  const { t } = useTranslation('pusara');
  const drafts = useDraftQuotations();
  if (drafts.status !== 'success') return null;
  const [latest] = drafts.data;
  if (!latest) return null;
  return (
    <Alert variant="info" title={t('createQuotation.draft.title')}>
      <p>
        {t('createQuotation.draft.text', {
          amount: formatRinggit(coverageRinggitOf(latest.coverage_amount)),
        })}
      </p>
      <Button to={`/pusara-pro/sales-journey/${latest.uuid}`} localize variant="secondary">
        {t('createQuotation.draft.resume')}
      </Button>
    </Alert>
  );
}
