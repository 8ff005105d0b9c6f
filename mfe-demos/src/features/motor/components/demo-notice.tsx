import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert } from '@teduh/shared';

/** Every page of the motor demo says plainly that nothing real happens. */
export function DemoNotice() {
  const { t } = useTranslation('demos');
  return (
    <Alert variant="info" title={t('motor.demoNotice.title')}>
      {t('motor.demoNotice.text')}
    </Alert>
  );
}
