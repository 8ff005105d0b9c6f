import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  bodyText,
  brand,
  Button,
  colors,
  Container,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  Section,
  SectionTitle,
  shadows,
  space,
  VisuallyHidden,
} from '@teduh/shared';
import { CheckList } from '@teduh/shared/check-list';
import { PageBody, PageHero } from '../../components/page-hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStringList } from '../../lib/use-string-list';

/**
 * The partner plans (spec 1 and 9). The products API lists only our own plan, so their facts live in the
 * translations; the motor plan has a demo journey, the others are asked about through the contact page.
 */
const partnerPlans = [
  { id: 'life', action: 'ask' },
  { id: 'medical', action: 'ask' },
  { id: 'accident', action: 'ask' },
  { id: 'motor', action: 'demo' },
] as const;

const motorDemoPath = '/demo-ecics-motor-sales-journey/product-details';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.lg};
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border-top: 4px solid ${colors.primary};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};
`;

const PlanName = styled.h2`
  margin: 0;
  color: ${colors.text};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.snug};
`;

const Text = styled.p`
  ${bodyText}
  margin: 0;
`;

const FactsLabel = styled.h3`
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${space.sm};
`;

const Note = styled.div`
  max-width: 52rem;
  margin-top: ${space.xl};
`;

function PlanCard({ id, action }: (typeof partnerPlans)[number]) {
  const { t } = useTranslation('marketing');
  const list = useStringList();
  const facts = list(`otherProducts.${id}.facts`);
  const nameId = `other-products-${id}`;
  return (
    <Card>
      <PlanName id={nameId}>{t(`otherProducts.${id}.name`)}</PlanName>
      <Text>{t(`otherProducts.${id}.text`)}</Text>
      <FactsLabel>{t('otherProducts.factsLabel')}</FactsLabel>
      <CheckList items={facts.map((text, index) => ({ id: `${id}-${index}`, text }))} />
      <Action>
        {action === 'demo' ? (
          <Button to={motorDemoPath} localize variant="secondary">
            {t('otherProducts.tryDemo')}
          </Button>
        ) : (
          <Button to="/contact-us" localize variant="secondary">
            {t('otherProducts.ask')}
            <VisuallyHidden> ({t(`otherProducts.${id}.name`)})</VisuallyHidden>
          </Button>
        )}
      </Action>
    </Card>
  );
}

/** `/other-products`: the plans of our insurance partners, beside our own family takaful. */
export function OtherProductsPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('otherProducts.title'));
  return (
    <>
      <PageHero
        eyebrow={t('otherProducts.eyebrow')}
        title={t('otherProducts.title')}
        lead={t('otherProducts.lead')}
      />
      <PageBody as="div">
        <Container>
          <Grid>
            {partnerPlans.map((plan) => (
              <PlanCard key={plan.id} {...plan} />
            ))}
          </Grid>
          <Note>
            <Alert variant="info">{t('otherProducts.note')}</Alert>
          </Note>
        </Container>
      </PageBody>
      <Section $tone="surface" aria-labelledby="other-products-own-plan">
        <Container>
          <SectionTitle id="other-products-own-plan">{t('otherProducts.ownPlanTitle')}</SectionTitle>
          <Text>{t('otherProducts.ownPlanText')}</Text>
          <Action>
            <Button to={`/${brand.flagshipSlug}`} localize>
              {t('common.viewPlan')}
            </Button>
          </Action>
        </Container>
      </Section>
    </>
  );
}
