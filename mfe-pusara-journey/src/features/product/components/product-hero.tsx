import { Trans, useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, fontSizes, fontWeights, formatMoney, lineHeights, space } from '@teduh/shared';
import { Container, Eyebrow, HeroSection, PageTitle } from '@teduh/shared';

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
    <HeroSection aria-labelledby="product-title">
      <Container>
        <Eyebrow>{t('product.hero.eyebrow')}</Eyebrow>
        <PageTitle id="product-title">{t('product.hero.title')}</PageTitle>
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
    </HeroSection>
  );
}
