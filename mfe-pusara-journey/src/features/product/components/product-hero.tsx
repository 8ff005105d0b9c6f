import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  colors,
  fontSizes,
  fontWeights,
  formatMoney,
  lineHeights,
  media,
  space,
} from '@teduh/shared';
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
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};
`;

// Keeps its height while the price loads, so the button below does not jump.
const Price = styled.p`
  min-height: calc(${fontSizes.xxl} * ${lineHeights.snug});
  margin: 0 0 ${space.lg};
  color: ${colors.primary};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};

  strong {
    font-size: ${fontSizes.xxl};
  }
`;

export function ProductHero({ fromSen }: { fromSen: number | null }) {
  const { t } = useTranslation('pusara');
  return (
    <Hero aria-labelledby="product-title">
      <Container>
        <Eyebrow>{t('product.hero.eyebrow')}</Eyebrow>
        <Title id="product-title">{t('product.hero.title')}</Title>
        <Text>{t('product.hero.text')}</Text>
        <Price>
          {fromSen === null ? null : (
            <Trans
              t={t}
              i18nKey="product.hero.priceFrom"
              values={{ price: formatMoney(fromSen) }}
              components={{ strong: <strong /> }}
            />
          )}
        </Price>
        <Button to="/pusara-pro/quick-quote" localize size="lg">
          {t('product.hero.cta')}
        </Button>
      </Container>
    </Hero>
  );
}
