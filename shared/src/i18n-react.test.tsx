import { render, screen } from '@testing-library/react';
import { initI18n, registerTranslations } from './i18n/i18n';
import { Trans, useTranslation } from './i18n-react';

function PriceLine() {
  const { t } = useTranslation('site');
  return (
    <p data-testid="price">
      <Trans t={t} i18nKey="priceFrom" values={{ price: 'RM4.13' }} components={{ strong: <strong /> }} />
    </p>
  );
}

describe('Trans from @teduh/shared/i18n-react', () => {
  beforeAll(() => {
    initI18n('en');
    registerTranslations('site', {
      en: { priceFrom: 'Cover from <strong>{{price}}</strong> a month' },
      ms: { priceFrom: 'Perlindungan dari <strong>{{price}}</strong> sebulan' },
    });
  });

  it('shows the sentence as plain text while Trans loads, then with its markup', async () => {
    render(<PriceLine />);
    const line = screen.getByTestId('price');
    expect(line.textContent).toBe('Cover from RM4.13 a month');
    expect(line.querySelector('strong')).toBeNull();

    const price = await screen.findByText('RM4.13', { selector: 'strong' });
    expect(price.parentElement).toBe(line);
    expect(line.textContent).toBe('Cover from RM4.13 a month');
  });
});
