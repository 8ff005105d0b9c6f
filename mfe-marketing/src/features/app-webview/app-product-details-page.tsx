import { useTranslation } from '@teduh/shared/i18n-react';
import { useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  colors,
  decimalStringToSen,
  flagshipProductId,
  fontSizes,
  fontWeights,
  formatMoney,
  NotFoundPage,
  space,
} from '@teduh/shared';
import { CheckList } from '@teduh/shared/check-list';
import { LoadError, TextSkeleton } from '../../components/content-states';
import { WebviewLead, WebviewPage, WebviewTitle } from '../../components/webview-page';
import { useContentLanguage } from '../../lib/cms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStringList } from '../../lib/use-string-list';
import {
  isProductSlug,
  ProductNotFoundError,
  useProductDetails,
  type ProductDetails,
} from './api/get-product-details';

const SubTitle = styled.h2`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${space.sm};
  margin: 0;

  div {
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${colors.border};
  }

  dt {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }

  dd {
    margin: ${space.xxs} 0 0;
    font-weight: ${fontWeights.semibold};
  }
`;

const Operator = styled.p`
  margin: ${space.lg} 0 0;
  color: ${colors.textMuted};
`;

const money = (decimal: string) => formatMoney(decimalStringToSen(decimal), { omitZeroSen: true });

function ProductView({ product }: { product: ProductDetails }) {
  const { t } = useTranslation('marketing');
  const list = useStringList();
  const benefits = list('appPages.benefits');
  const pricing = product.pricing;
  return (
    <>
      <WebviewTitle>{product.name}</WebviewTitle>
      <WebviewLead>{product.summary}</WebviewLead>
      <SubTitle>{t('appPages.factsTitle')}</SubTitle>
      <Facts>
        {pricing ? (
          <>
            <div>
              <dt>{t('appPages.sumCovered')}</dt>
              <dd>
                {t('appPages.sumCoveredValue', {
                  min: money(pricing.sum_covered_min),
                  max: money(pricing.sum_covered_max),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('appPages.entryAge')}</dt>
              <dd>
                {t('appPages.entryAgeValue', { min: pricing.entry_age_min, max: pricing.entry_age_max })}
              </dd>
            </div>
            <div>
              <dt>{t('appPages.wakalahFee')}</dt>
              <dd>{t('appPages.wakalahFeeValue', { percent: Number(pricing.wakalah_fee_percent) })}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('appPages.term')}</dt>
          <dd>{t('appPages.termValue')}</dd>
        </div>
      </Facts>
      {product.id === flagshipProductId ? (
        <>
          <SubTitle>{t('appPages.benefitsTitle')}</SubTitle>
          <CheckList items={benefits.map((text, index) => ({ id: `benefit-${index}`, text }))} />
        </>
      ) : null}
      <Operator>{t('appPages.operator', { name: product.operator.name })}</Operator>
    </>
  );
}

function LoadedProduct({ slug }: { slug: string }) {
  const { t } = useTranslation('marketing');
  const lang = useContentLanguage();
  const product = useProductDetails({ lang, slug });
  useDocumentTitle(product.data?.name ?? t('appPages.productTitle'));

  if (product.status === 'error' && product.error instanceof ProductNotFoundError) return <NotFoundPage />;
  return (
    <WebviewPage>
      {product.status === 'loading' ? <TextSkeleton label={t('appPages.loading')} /> : null}
      {product.status === 'error' ? (
        <>
          <WebviewTitle>{t('appPages.errorTitle')}</WebviewTitle>
          <LoadError onRetry={product.retry} />
        </>
      ) : null}
      {product.status === 'success' ? <ProductView product={product.data} /> : null}
    </WebviewPage>
  );
}

/**
 * `/app/product-details/<slug>`: a plan's details for the mobile app's webview, from the products API, with
 * the flagship plan's benefits from our own copy; an unknown slug is the 404 page.
 */
export function AppProductDetailsPage() {
  const { slug } = useParams();
  if (!isProductSlug(slug)) return <NotFoundPage />;
  return <LoadedProduct key={slug} slug={slug} />;
}
