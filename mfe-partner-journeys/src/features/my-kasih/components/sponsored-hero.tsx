import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, fontSizes, lineHeights, media, space } from '@teduh/shared';
import { Container, Eyebrow, HeroSection, PageTitle } from '@teduh/shared';
import { charityPartnerSlug, eligibilityCriteriaPath } from '../../sponsored/partners-api';

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
    <HeroSection aria-labelledby="my-kasih-title">
      <Container>
        <Eyebrow>{t('myKasih.hero.eyebrow')}</Eyebrow>
        <PageTitle id="my-kasih-title">{t('myKasih.hero.title')}</PageTitle>
        <Text>{t('myKasih.hero.text')}</Text>
        <Actions>
          <Button to={eligibilityCriteriaPath(charityPartnerSlug)} localize size="lg">
            {t('sponsored.hero.check')}
          </Button>
          <Button
            to={`/user/register?next=${encodeURIComponent(eligibilityCriteriaPath(charityPartnerSlug))}`}
            localize
            variant="secondary"
            size="lg"
          >
            {t('myKasih.hero.register')}
          </Button>
        </Actions>
      </Container>
    </HeroSection>
  );
}
