import { useTranslation } from '@teduh/shared/i18n-react';
import { brand, Button } from '@teduh/shared';
import { MessagePage } from '../../components/message-page';

export function ThankYouPage() {
  const { t } = useTranslation('marketing');
  return (
    <MessagePage
      icon="check"
      title={t('thankYou.heading')}
      actions={
        <Button to="/" localize>
          {t('thankYou.backHome')}
        </Button>
      }
    >
      <p>{t('thankYou.text', { email: brand.supportEmail })}</p>
    </MessagePage>
  );
}
