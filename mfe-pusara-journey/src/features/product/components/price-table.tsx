import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  colors,
  fontSizes,
  fontWeights,
  formatMoney,
  lineHeights,
  Loader,
  radii,
  space,
} from '@teduh/shared';
import { TableScroll } from '@teduh/shared/table-scroll';
import { Container, Section, SectionTitle } from '@teduh/shared';
import type { BandPricesState } from '../api/get-band-prices';

const Wrapper = styled(TableScroll)`
  max-width: 40rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.md};

  caption {
    padding: ${space.sm} ${space.md};
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    text-align: left;
  }

  th,
  td {
    padding: ${space.sm} ${space.md};
    border-top: 1px solid ${colors.border};
    text-align: left;
    line-height: ${lineHeights.snug};
  }

  thead th {
    background: ${colors.primarySoft};
    color: ${colors.text};
    font-weight: ${fontWeights.semibold};
  }

  td {
    font-variant-numeric: tabular-nums;
  }

  tbody th {
    font-weight: ${fontWeights.medium};
  }
`;

const RenewalTag = styled.span`
  display: block;
  color: ${colors.textMuted};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.regular};
`;

const Note = styled.p`
  max-width: 40rem;
  margin: ${space.md} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.body};
`;

/** Live prices by age band; left out entirely when the rate API cannot price them. */
export function PriceTable({ state }: { state: BandPricesState }) {
  const { t } = useTranslation('pusara');
  if (state.status === 'unavailable') return null;
  return (
    // Busy while the prices load: assistive technology waits for the table, and so does the build's check
    // of the prerendered pages (scripts/prerender-browser.mjs), which must not copy a half-loaded page.
    <Section aria-labelledby="product-prices-title" aria-busy={state.status === 'loading'}>
      <Container>
        <SectionTitle id="product-prices-title">{t('product.prices.title')}</SectionTitle>
        {state.status === 'loading' ? (
          <Loader />
        ) : (
          <>
            <Wrapper label={t('product.prices.caption')}>
              <Table>
                <caption>{t('product.prices.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('product.prices.age')}</th>
                    <th scope="col">{t('product.prices.female')}</th>
                    <th scope="col">{t('product.prices.male')}</th>
                  </tr>
                </thead>
                <tbody>
                  {state.rows.map((row) => (
                    <tr key={row.from}>
                      <th scope="row">
                        {row.from}–{row.to}
                        {row.renewalOnly ? <RenewalTag>{t('product.prices.renewalOnly')}</RenewalTag> : null}
                      </th>
                      <td>{formatMoney(row.femaleSen)}</td>
                      <td>{formatMoney(row.maleSen)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Wrapper>
            <Note>{t('product.prices.note')}</Note>
          </>
        )}
      </Container>
    </Section>
  );
}
