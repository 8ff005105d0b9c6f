import { Trans, useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Button,
  colors,
  fontSizes,
  fontWeights,
  formatMoney,
  lineHeights,
  media,
  radii,
  shadows,
  space,
} from '@teduh/shared';
import { Container, Eyebrow, HeroSection, PageTitle, useAppStore } from '@teduh/shared';
import { salesStoppedNoticePath } from '../../../lib/official-records';
import { useRepresentativeMonthlyPrice } from '../api/get-flagship-rate';

const Grid = styled.div`
  display: grid;
  gap: ${space.xl};
  align-items: center;

  ${media.above('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

// The price arrives after the first paint (the prerendered page has the fallback), and the two texts
// wrap differently. Both are laid out, hidden, in the line's one grid cell (the price in its larger size),
// so the line is as tall as the taller of them at any width and nothing below it moves.
const Price = styled.p`
  display: grid;
  margin: 0 0 ${space.sm};
  color: ${colors.primary};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};

  strong {
    font-size: ${fontSizes.xxl};
    font-weight: ${fontWeights.bold};
  }

  > span,
  &::before,
  &::after {
    grid-area: 1 / 1;
  }

  &::before {
    content: attr(data-fallback);
    visibility: hidden;
  }

  &::after {
    content: attr(data-price);
    visibility: hidden;
    font-size: ${fontSizes.xxl};
    font-weight: ${fontWeights.bold};
  }
`;

// A wide sample figure for the room the price takes before it is known.
const samplePriceSen = 9999;

const Summary = styled.p`
  margin: 0 0 ${space.lg};
  max-width: 36rem;
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

const Highlights = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: ${space.lg};
  list-style: none;
  border-radius: ${radii.xl};
  background: ${colors.background};
  box-shadow: ${shadows.md};
`;

const Highlight = styled.li`
  display: flex;
  flex-direction: column;
  padding-left: ${space.md};
  border-left: 4px solid ${colors.accent};

  strong {
    color: ${colors.text};
    font-size: ${fontSizes.xl};
    line-height: ${lineHeights.snug};
  }

  span {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

const highlightIds = ['cover', 'fast', 'simple'] as const;

export function Hero() {
  const { t } = useTranslation('marketing');
  const monthlySen = useRepresentativeMonthlyPrice();
  // Once sales are closed the buy button becomes the way to the notice; members keep their dashboard.
  const salesClosed = useAppStore((state) => state.flags.salesClosed);

  return (
    <HeroSection aria-labelledby="home-hero-title">
      <Container>
        <Grid>
          <div>
            <Eyebrow>{t('home.hero.eyebrow')}</Eyebrow>
            <PageTitle id="home-hero-title">{t('home.hero.title')}</PageTitle>
            <Price
              data-fallback={t('home.hero.priceFallback')}
              data-price={t('home.hero.priceFrom', {
                price: formatMoney(Math.max(monthlySen ?? 0, samplePriceSen)),
              }).replace(/<\/?strong>/g, '')}
            >
              <span>
                {monthlySen === null ? (
                  t('home.hero.priceFallback')
                ) : (
                  <Trans
                    t={t}
                    i18nKey="home.hero.priceFrom"
                    values={{ price: formatMoney(monthlySen) }}
                    components={{ strong: <strong /> }}
                  />
                )}
              </span>
            </Price>
            <Summary>{t('home.hero.summary')}</Summary>
            <Actions>
              {salesClosed ? (
                <Button to={salesStoppedNoticePath} localize size="lg">
                  {t('home.salesClosed.readNotice')}
                </Button>
              ) : (
                <Button to="/pusara-pro/quick-quote" localize size="lg">
                  {t('home.hero.primaryCta')}
                </Button>
              )}
              <Button to="#how-it-works" variant="secondary" size="lg">
                {t('home.hero.secondaryCta')}
              </Button>
            </Actions>
          </div>
          <Highlights aria-label={t('home.hero.highlights.label')}>
            {highlightIds.map((id) => (
              <Highlight key={id}>
                <strong>{t(`home.hero.highlights.${id}.value`)}</strong>
                <span>{t(`home.hero.highlights.${id}.label`)}</span>
              </Highlight>
            ))}
          </Highlights>
        </Grid>
      </Container>
    </HeroSection>
  );
}
