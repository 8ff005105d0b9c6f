import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, readApiError } from '@teduh/shared';

/** A failed call read with the shared error reader, announced at once. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('shared');
  const readable = readApiError(error, (key) => t(key));
  return (
    <Alert variant="error" title={readable.title}>
      {readable.text}
    </Alert>
  );
}
