import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import {
  Alert,
  Button,
  colors,
  Container,
  decimalStringToSen,
  Eyebrow,
  fontSizes,
  fontWeights,
  formatMoney,
  Lead,
  Loader,
  radii,
  readApiErrorParts,
  Section,
  SectionTitle,
  space,
} from '@teduh/shared';
import { useFuneralPlans } from './api/kubur-pro';
import { FuneralDemoNotice } from './components/funeral-parts';
import { kuburProPaths } from './kubur-pro-paths';

const Header = styled.div`
  padding: ${space.lg} 0 ${space.xl};
  background: ${colors.primarySoft};
`;

const Title = styled.h1`
  margin: ${space.sm} 0;
  font-size: ${fontSizes.xxxl};
  font-weight: ${fontWeights.bold};
`;

const Plans = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));

  li {
    padding: ${space.lg};
    border: 1px solid ${colors.border};
    border-top: 4px solid ${colors.primary};
    border-radius: ${radii.lg};
    background: ${colors.background};
  }

  strong {
    display: block;
    font-size: ${fontSizes.xl};
  }

  span {
    color: ${colors.textMuted};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
  padding-left: ${space.lg};
  line-height: 1.5;
`;

/** `/demo-teduh-kubur-pro`: what the funeral-cover demo shows, its benefits, and the way in. */
export function KuburProLandingPage() {
  const { t } = useTranslation('demos');
  const plans = useFuneralPlans();
  return (
    <>
      <Header>
        <Container>
          <FuneralDemoNotice />
          <Eyebrow>{t('kuburPro.landing.eyebrow')}</Eyebrow>
          <Title>{t('kuburPro.landing.title')}</Title>
          <Lead>{t('kuburPro.landing.text')}</Lead>
          <Button to={kuburProPaths.form} localize size="lg">
            {t('kuburPro.landing.start')}
          </Button>
        </Container>
      </Header>
      <Section aria-labelledby="kubur-pro-plans">
        <Container>
          <SectionTitle id="kubur-pro-plans">{t('kuburPro.landing.plansTitle')}</SectionTitle>
          {plans.status === 'loading' ? (
            <Loader label={t('kuburPro.landing.plansLoading')} showLabel />
          ) : null}
          {plans.status === 'error' ? (
            <Alert variant="error" title={t('kuburPro.loadFailed.title')}>
              {readApiErrorParts(plans.error).network
                ? t('kuburPro.loadFailed.network')
                : t('kuburPro.loadFailed.text')}{' '}
              <Button variant="link" onClick={plans.retry}>
                {t('kuburPro.retry')}
              </Button>
            </Alert>
          ) : null}
          {plans.status === 'success' ? (
            <Plans>
              {plans.data.plans.map((plan) => (
                <li key={plan.id}>
                  <strong>
                    {t('kuburPro.plan.benefit', {
                      amount: formatMoney(decimalStringToSen(plan.benefit), { omitZeroSen: true }),
                    })}
                  </strong>
                  <span>
                    {t('kuburPro.plan.monthly', {
                      amount: formatMoney(decimalStringToSen(plan.monthly_contribution)),
                    })}
                  </span>
                </li>
              ))}
            </Plans>
          ) : null}
          <SectionTitle as="h2">{t('kuburPro.landing.howTitle')}</SectionTitle>
          <Steps>
            <li>{t('kuburPro.landing.how1')}</li>
            <li>{t('kuburPro.landing.how2')}</li>
            <li>{t('kuburPro.landing.how3')}</li>
          </Steps>
          <Button to={kuburProPaths.form} localize>
            {t('kuburPro.landing.start')}
          </Button>
        </Container>
      </Section>
    </>
  );
}
