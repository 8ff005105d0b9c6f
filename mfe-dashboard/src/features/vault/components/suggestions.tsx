import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, brand, colors, fontSizes, fontWeights, radii, space } from '@teduh/shared';
import { money } from '../../../lib/policy-format';
import type { SuggestedInsurance } from '../api/types';
import { Panel, PlainList } from './vault-styles';

const Card = styled.li`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  h3 {
    margin: 0 0 ${space.xs};
  }

  ul {
    margin: 0 0 ${space.sm};
    padding-left: ${space.lg};
    color: ${colors.text};
  }

  li + li {
    margin-top: ${space.xxs};
  }
`;

const Amount = styled.p`
  && {
    color: ${colors.text};
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
  }
`;

/** Suggested insurance from the gap between the vault and the latest needs test, with the reasons. */
export function SuggestionsPanel({ suggested }: { suggested: SuggestedInsurance }) {
  const { t } = useTranslation('dashboard');
  return (
    <Panel aria-labelledby="vault-suggestions-title" data-testid="suggestions">
      <h2 id="vault-suggestions-title">{t('vault.suggestions.title')}</h2>
      {suggested.needs_test === null ? (
        <>
          <p>{t('vault.suggestions.noTest')}</p>
          <Button variant="secondary" to={`/${brand.slug}-test`} localize>
            {t('vault.suggestions.takeTest')}
          </Button>
        </>
      ) : suggested.suggestions.length === 0 ? (
        <p>{t('vault.suggestions.none')}</p>
      ) : (
        <PlainList>
          {suggested.suggestions.map((suggestion) => (
            <Card key={suggestion.type} data-testid={`suggestion-${suggestion.type}`}>
              <h3>{t(`vault.suggestions.kind.${suggestion.type}`)}</h3>
              {suggestion.amount ? (
                <Amount>
                  {suggestion.monthly_contribution
                    ? t('vault.suggestions.amountMonthly', {
                        amount: money(suggestion.amount, { omitZeroSen: true }),
                        monthly: money(suggestion.monthly_contribution),
                      })
                    : t('vault.suggestions.amount', {
                        amount: money(suggestion.amount, { omitZeroSen: true }),
                      })}
                </Amount>
              ) : null}
              <p>{t('vault.suggestions.why')}</p>
              <ul>
                {suggestion.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              {suggestion.product ? (
                <Button size="sm" to={`/${suggestion.product.slug}`} localize>
                  {t('vault.suggestions.see', { product: suggestion.product.name })}
                </Button>
              ) : null}
            </Card>
          ))}
        </PlainList>
      )}
    </Panel>
  );
}
