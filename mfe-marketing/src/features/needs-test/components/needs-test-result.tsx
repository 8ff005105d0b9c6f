import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  brand,
  Button,
  colors,
  currentLocale,
  decimalStringToSen,
  fontSizes,
  fontWeights,
  formatDate,
  formatMoney,
  lineHeights,
  media,
  radii,
  shadows,
  space,
} from '@teduh/shared';
import type { NeedsTestResult } from '../api/get-recommendation';

const Panel = styled.section`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.sm};

  &:focus {
    outline: none;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${space.sm};
  color: ${colors.text};
  font-size: ${fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

const Figures = styled.dl`
  display: grid;
  gap: ${space.md};
  margin: 0 0 ${space.lg};

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    padding: ${space.md};
    border-radius: ${radii.md};
    background: ${colors.primarySoft};
  }

  dt {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
  }

  dd {
    margin: ${space.xxs} 0 0;
    color: ${colors.text};
    font-size: ${fontSizes.xxl};
    font-weight: ${fontWeights.bold};
  }
`;

const Reasons = styled.ul`
  margin: 0 0 ${space.lg};
  padding-left: ${space.lg};
  color: ${colors.text};
  line-height: ${lineHeights.body};

  li + li {
    margin-top: ${space.xs};
  }
`;

const SubHeading = styled.h3`
  margin: 0 0 ${space.xs};
  color: ${colors.text};
  font-size: ${fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};

  a:not([class]) {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
  }
`;

const Saved = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const money = (value: string) => formatMoney(decimalStringToSen(value), { omitZeroSen: true });

export interface NeedsTestResultViewProps {
  result: NeedsTestResult;
  authenticated: boolean;
  /** A result saved earlier, shown when a member comes back. */
  fromBefore?: boolean;
  onRetake: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/** The recommendation: the sum covered, its monthly contribution, why, and where to go next. */
export function NeedsTestResultView({
  result,
  authenticated,
  fromBefore = false,
  onRetake,
  headingRef,
}: NeedsTestResultViewProps) {
  const { t } = useTranslation('marketing');
  const locale = currentLocale();
  const pdsHref = `/pds/${brand.flagshipSlug}-pds-${locale}.pdf`;
  const quoteTo = authenticated
    ? `/${brand.flagshipSlug}/create-quotation`
    : `/${brand.flagshipSlug}/quick-quote`;
  const savedOn = formatDate(result.created_at, locale) ?? '';

  return (
    <Panel aria-labelledby="needs-test-result-heading">
      <Heading id="needs-test-result-heading" ref={headingRef} tabIndex={-1}>
        {result.eligible
          ? t('needsTest.result.title', { plan: result.product.name })
          : t('needsTest.result.notEligibleTitle', { plan: result.product.name })}
      </Heading>
      {fromBefore ? <Saved>{t('needsTest.result.savedOn', { date: savedOn })}</Saved> : null}
      {result.eligible && result.sum_covered && result.monthly_contribution ? (
        <Figures>
          <div>
            <dt>{t('needsTest.result.sumCovered')}</dt>
            <dd>{money(result.sum_covered)}</dd>
          </div>
          <div>
            <dt>{t('needsTest.result.contribution')}</dt>
            <dd>
              {t('needsTest.result.monthly', {
                amount: formatMoney(decimalStringToSen(result.monthly_contribution)),
              })}
            </dd>
          </div>
        </Figures>
      ) : (
        <Alert variant="warning" title={t('needsTest.result.notEligibleLead')}>
          {t('needsTest.result.notEligibleText')}
        </Alert>
      )}
      <SubHeading>
        {result.eligible ? t('needsTest.result.why') : t('needsTest.result.whyNotEligible')}
      </SubHeading>
      <Reasons>
        {result.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Reasons>
      {!result.eligible && result.other_products.length > 0 ? (
        <>
          <SubHeading>{t('needsTest.result.otherProducts')}</SubHeading>
          <Reasons>
            {result.other_products.map((product) => (
              <li key={product.id}>
                {product.name} ({product.category})
              </li>
            ))}
          </Reasons>
        </>
      ) : null}
      <Actions>
        {result.eligible ? (
          <Button to={quoteTo} localize size="lg">
            {authenticated ? t('needsTest.result.createQuotation') : t('needsTest.result.getQuote')}
          </Button>
        ) : (
          <Button to="/contact-us" localize size="lg">
            {t('needsTest.result.contactUs')}
          </Button>
        )}
        <Button variant="secondary" onClick={onRetake}>
          {t('needsTest.result.retake')}
        </Button>
        <a href={pdsHref} target="_blank" rel="noopener noreferrer">
          {t('needsTest.result.pds')}
        </a>
      </Actions>
    </Panel>
  );
}
