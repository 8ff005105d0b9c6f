import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Button } from '@teduh/shared';
import { useIssuedPolicies } from '../../../api/policies';
import type { CertificateRef } from '../../../api/types';

/**
 * One certificate per person: the member's certificate, if they hold one (`undefined` while it is read). If the
 * list cannot be read, none is assumed: the form shows, and the API still refuses a second certificate.
 */
export function useHeldCertificate(): CertificateRef | null | undefined {
  // The member's own list: the query layer asks again when another member signs in (ADR 0011).
  const issued = useIssuedPolicies();
  if (issued.status === 'loading') return undefined;
  return (issued.status === 'success' ? issued.data[0] : undefined) ?? null;
}

/** Told before any price or draft: they already hold the plan, with the way to their certificate. */
export function HeldCertificateNotice({ held }: { held: CertificateRef }) {
  const { t } = useTranslation('pusara');
  return (
    <>
      <Alert variant="info" title={t('createQuotation.holder.title')}>
        {held.number
          ? t('createQuotation.holder.text', { number: held.number })
          : t('createQuotation.holder.textNoNumber')}
      </Alert>
      <p />
      <Button to={`/dashboard/policy-detail/${held.uuid}`} localize size="lg" fullWidth>
        {t('createQuotation.holder.view')}
      </Button>
    </>
  );
}
