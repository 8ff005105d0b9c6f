// The motor demo's summary e-mail, in the reader's language (rendered by mail/templates.ts into its layout).
// It repeats only what the tariff worked out and the car chosen from the data list, never free text.
import { formatMoney } from '@teduh/shared/domain';
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import type { CoverType } from './tariff';

export interface MotorDemoEmailParams {
  quotationUuid: string;
  registrationNumber: string;
  vehicle: string;
  year: number;
  engineCc: number;
  coverType: CoverType;
  sumInsuredSen: number | null;
  /** e.g. "38.33" */
  ncdPercent: string;
  basicSen: number;
  ncdSen: number;
  addOnsSen: number;
  grossSen: number;
  sstSen: number;
  stampDutySen: number;
  totalSen: number;
}

export interface MotorDemoEmailBlock {
  kind: 'paragraph' | 'link';
  text: string;
  href?: string;
}

export function motorDemoEmail(
  params: MotorDemoEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: MotorDemoEmailBlock[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const cover = t(`motorDemo.cover.${params.coverType}`);
  return {
    subject: t('email.motorDemo.subject', { total: formatMoney(params.totalSen) }),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      { kind: 'paragraph', text: t('email.motorDemo.intro') },
      {
        kind: 'paragraph',
        text: t('email.motorDemo.vehicle', {
          registration: params.registrationNumber,
          vehicle: params.vehicle,
          year: params.year,
          engine: params.engineCc,
        }),
      },
      {
        kind: 'paragraph',
        text:
          params.sumInsuredSen === null
            ? t('email.motorDemo.coverThirdParty', { cover, ncd: params.ncdPercent })
            : t('email.motorDemo.cover', {
                cover,
                sumInsured: formatMoney(params.sumInsuredSen),
                ncd: params.ncdPercent,
              }),
      },
      {
        kind: 'paragraph',
        text: t('email.motorDemo.figures', {
          basic: formatMoney(params.basicSen),
          ncdAmount: formatMoney(params.ncdSen),
          addOns: formatMoney(params.addOnsSen),
          gross: formatMoney(params.grossSen),
          sst: formatMoney(params.sstSen),
          stamp: formatMoney(params.stampDutySen),
          total: formatMoney(params.totalSen),
        }),
      },
      {
        kind: 'link',
        text: t('email.motorDemo.cta'),
        href: `${webUrl}${localePrefix}/demo-ecics-motor-sales-journey/summary/${params.quotationUuid}`,
      },
      { kind: 'paragraph', text: t('email.motorDemo.talkToUs') },
    ],
  };
}
