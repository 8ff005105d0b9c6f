import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, space } from '@teduh/shared';
import { CheckList } from '@teduh/shared/check-list';
import { AuthCard } from '../../components/auth-card';

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

const Benefits = styled.div`
  color: ${colors.text};
`;

/** `/dashboard/landing` (signed-out only): what the dashboard offers, with sign-in and register. */
export function LandingPage() {
  const { t } = useTranslation('dashboard');
  return (
    <AuthCard title={t('landing.heading')} intro={t('landing.intro')}>
      <Benefits>
        <CheckList
          items={['benefit1', 'benefit2', 'benefit3'].map((id) => ({ id, text: t(`landing.${id}`) }))}
        />
      </Benefits>
      <Actions>
        <Button to="/user/sign-in" localize size="lg" fullWidth>
          {t('landing.signIn')}
        </Button>
        <Button to="/user/register" localize size="lg" fullWidth variant="secondary">
          {t('landing.register')}
        </Button>
      </Actions>
    </AuthCard>
  );
}
