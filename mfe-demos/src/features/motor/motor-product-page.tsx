import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, media, radii, space } from '@teduh/shared';
import { Button, Container, Eyebrow, Lead, Section, SectionTitle } from '@teduh/shared';
import { CoverComparison } from './components/cover-comparison';
import { DemoNotice } from './components/demo-notice';
import { FactList } from './components/fact-list';
import { motorPaths } from './motor-format';

const Header = styled.div`
  padding: ${space.lg} 0 ${space.xl};
  background: ${colors.primarySoft};

  ${media.above('md')} {
    padding-bottom: ${space.xxl};
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-bottom: ${space.sm};
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
`;

const Title = styled.h1`
  margin: 0 0 ${space.sm};
  color: ${colors.text};
  font-size: ${fontSizes.xxxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
`;

const Facts = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.above('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const extraIds = ['windscreen', 'specialPerils', 'passengers'] as const;
const exclusionIds = ['wearAndTear', 'unlicensed', 'intoxicated', 'outsideUse'] as const;

const Start = styled.div`
  margin-top: ${space.md};
`;

/** The motor demo's product details, and the way into its quotation form. */
export function MotorProductPage() {
  const { t } = useTranslation('demos');
  return (
    <>
      <Header>
        <Container>
          <Badge>{t('motor.demoBadge')}</Badge>
          <DemoNotice />
          <Eyebrow>{t('motor.hero.eyebrow')}</Eyebrow>
          <Title>{t('motor.hero.title')}</Title>
          <Lead>{t('motor.hero.text')}</Lead>
          <Start>
            <Button to={motorPaths.form()} localize size="lg">
              {t('motor.hero.start')}
            </Button>
          </Start>
        </Container>
      </Header>
      <Section aria-labelledby="motor-plans-title">
        <Container>
          <SectionTitle id="motor-plans-title">{t('motor.plans.title')}</SectionTitle>
          <CoverComparison />
        </Container>
      </Section>
      <Section $tone="surface">
        <Container>
          <Facts>
            <FactList
              id="motor-extras-title"
              title={t('motor.extras.title')}
              intro={t('motor.extras.intro')}
              items={extraIds.map((id) => ({ id, text: t(`motor.extras.${id}`) }))}
            />
            <FactList
              id="motor-exclusions-title"
              title={t('motor.exclusions.title')}
              items={exclusionIds.map((id) => ({ id, text: t(`motor.exclusions.${id}`) }))}
            />
          </Facts>
          <Start>
            <Button to={motorPaths.form()} localize>
              {t('motor.hero.start')}
            </Button>
          </Start>
        </Container>
      </Section>
    </>
  );
}
