import { useTranslation } from 'react-i18next';

export function MotorProductPage() {
  const { t } = useTranslation('demos');
  return <h1>{t('motor.title')}</h1>;
}
