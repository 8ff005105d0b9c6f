import { useTranslation } from '@teduh/shared/i18n-react';
import { Button, useAppStore } from '@teduh/shared';
import { MessagePage } from '../../components/message-page';

/** Where the API client sends every page when the API answers 401 maintenance_notice. */
export function MaintenanceNoticePage() {
  const { t } = useTranslation('marketing');
  const message = useAppStore((state) => state.maintenanceMessage);
  return (
    <MessagePage
      icon="clock"
      title={t('maintenance.title')}
      actions={
        <Button to="/" localize>
          {t('maintenance.backHome')}
        </Button>
      }
    >
      <p>{message?.trim() ? message : t('maintenance.generic')}</p>
    </MessagePage>
  );
}
