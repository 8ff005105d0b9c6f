import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, formatMoney, radii, space } from '@teduh/shared';
import type { PriceState } from '../api/get-monthly-price';

const Line = styled.div`
  min-height: 3.5rem;
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.text};
  font-size: ${fontSizes.md};

  strong {
    color: ${colors.primary};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }
`;

/** The price line 'from RM{monthly} / month', announced politely as it changes. */
export function PriceLine({ state, idleText }: { state: PriceState; idleText: string }) {
  const { t } = useTranslation('marketing');
  let content;
  if (state.status === 'loading') content = t('campaigns.price.loading');
  else if (state.status === 'error') content = t('campaigns.price.error');
  else if (state.status === 'done') {
    content = (
      <>
        {t('campaigns.price.from')} <strong>{formatMoney(state.monthlySen)}</strong>{' '}
        {t('campaigns.price.perMonth')}
      </>
    );
  } else content = idleText;
  return (
    <Line aria-live="polite" aria-busy={state.status === 'loading'} data-testid="price-line">
      {content}
    </Line>
  );
}
