import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, colors, fontSizes, fontWeights, lineHeights, media, space } from '@teduh/shared';
import { Container } from '../../../components/layout';

const Hero = styled.section`
  padding: ${space.xxl} 0;
  background: linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.background} 100%);

  ${media.above('md')} {
    padding: ${space.xxxl} 0;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.accentText};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0 0 ${space.md};
  color: ${colors.text};
  font-size: ${fontSizes.xxxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  ${media.above('md')} {
    font-size: ${fontSizes.display};
  }
`;

const Text = styled.p`
  max-width: 40rem;
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};

  ${media.above('sm')} {
    flex-direction: row;
  }
`;

export function SponsoredHero() {
  const { t } = useTranslation('partners');
  return (
    <Hero aria-labelledby="my-kasih-title">
      <Container>
        <Eyebrow>{t('myKasih.hero.eyebrow')}</Eyebrow>
        <Title id="my-kasih-title">{t('myKasih.hero.title')}</Title>
        <Text>{t('myKasih.hero.text')}</Text>
        <Actions>
          <Button to="/user/register" localize size="lg">
            {t('myKasih.hero.register')}
          </Button>
          <Button to="/user/sign-in" localize variant="secondary" size="lg">
            {t('myKasih.hero.signIn')}
          </Button>
        </Actions>
      </Container>
    </Hero>
  );
}
