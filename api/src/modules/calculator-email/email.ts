// The calculator's quote, e-mailed in the visitor's language (rendered by mail/templates.ts into its layout).
import { formatMoney } from '@teduh/shared/domain';
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';

export interface CalculatorQuoteEmailParams {
  productName: string;
  productSlug: string;
  gender: 'male' | 'female';
  ageNextBirthday: number;
  sumCoveredSen: number;
  monthlySen: number;
  yearlySen: number;
}

type Block = { kind: 'paragraph'; text: string } | { kind: 'link'; text: string; href: string };

export function calculatorQuoteEmail(
  params: CalculatorQuoteEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: Block[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const product = params.productName;
  return {
    subject: t('calculatorEmail.subject', { monthly: formatMoney(params.monthlySen) }),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      { kind: 'paragraph', text: t('calculatorEmail.intro', { product }) },
      {
        kind: 'paragraph',
        text: t('calculatorEmail.sumCovered', { amount: formatMoney(params.sumCoveredSen) }),
      },
      { kind: 'paragraph', text: t('calculatorEmail.monthly', { amount: formatMoney(params.monthlySen) }) },
      { kind: 'paragraph', text: t('calculatorEmail.yearly', { amount: formatMoney(params.yearlySen) }) },
      {
        kind: 'paragraph',
        text: t('calculatorEmail.person', {
          gender: t(params.gender === 'male' ? 'calculatorEmail.male' : 'calculatorEmail.female'),
          age: params.ageNextBirthday,
        }),
      },
      { kind: 'paragraph', text: t('calculatorEmail.note') },
      {
        kind: 'link',
        text: t('calculatorEmail.cta', { product }),
        href: `${webUrl}${localePrefix}/${params.productSlug}/quick-quote`,
      },
      {
        kind: 'link',
        text: t('calculatorEmail.pds'),
        href: `${webUrl}/pds/${params.productSlug}-pds-${language}.pdf`,
      },
      { kind: 'paragraph', text: t('calculatorEmail.why') },
    ],
  };
}
