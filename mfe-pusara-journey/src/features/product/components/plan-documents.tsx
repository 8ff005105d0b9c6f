import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Button,
  colors,
  currentLocale,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  space,
} from '@teduh/shared';
import { Container, Section } from '@teduh/shared';

const Grid = styled.div`
  display: grid;
  gap: ${space.xl};

  ${media.above('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }

  h2 {
    margin: 0 0 ${space.sm};
    color: ${colors.text};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }

  p {
    margin: 0 0 ${space.md};
    color: ${colors.textMuted};
    line-height: ${lineHeights.body};
  }
`;

const Documents = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-underline-offset: 0.15em;
  }
`;

/** The closing call to action beside the plan's documents (PDFs in the page language). */
export function PlanDocuments() {
  const { t } = useTranslation('pusara');
  const locale = currentLocale();
  return (
    <Section $tone="surface">
      <Container>
        <Grid>
          <section aria-labelledby="product-closing-title">
            <h2 id="product-closing-title">{t('product.closing.title')}</h2>
            <p>{t('product.closing.text')}</p>
            <Button to="/pusara-pro/quick-quote" localize size="lg">
              {t('product.hero.cta')}
            </Button>
          </section>
          <section aria-labelledby="product-documents-title">
            <h2 id="product-documents-title">{t('product.documents.title')}</h2>
            <Documents>
              <li>
                <a href={`/pds/pusara-pro-pds-${locale}.pdf`}>{t('product.documents.pds')}</a>
              </li>
              <li>
                <a href={`/product-statement/pusara-pro-product-statement-${locale}.pdf`}>
                  {t('product.documents.productStatement')}
                </a>
              </li>
            </Documents>
          </section>
        </Grid>
      </Container>
    </Section>
  );
}
