// The automatic-billing e-mails, in the member's language (rendered by mail/templates.ts into its layout):
// before each debit, after a debit failed (with the day of the next try), and after the last try failed
// (pay now before the day the certificate would lapse).
import { cardBrandName, formatMoney } from '@teduh/shared/domain';
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import { longDate } from '../certificates/emails';

export type DebitMethod = { kind: 'card'; brand: string; last4: string } | { kind: 'fpx'; bank: string };

export type PaymentNoticeEmailParams =
  | {
      kind: 'debit_due';
      firstName: string;
      certificateUuid: string;
      productName: string;
      amountSen: number;
      /** YYYY-MM-DD */
      debitOn: string;
      method: DebitMethod;
    }
  | {
      kind: 'debit_failed';
      firstName: string;
      certificateUuid: string;
      productName: string;
      amountSen: number;
      method: DebitMethod;
      /** The day of the next try; null after the last one. */
      retryOn: string | null;
      /** The day cover ends unless the contribution is paid (end of the grace period); null when not known. */
      lapsesOn: string | null;
    };

export interface PaymentEmailBlock {
  kind: 'paragraph' | 'link';
  text: string;
  href?: string;
}

export function paymentNoticeEmail(
  params: PaymentNoticeEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: PaymentEmailBlock[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const method =
    params.method.kind === 'card'
      ? t('email.debit.methodCard', {
          brand: cardBrandName(params.method.brand) ?? 'card',
          last4: params.method.last4,
        })
      : t('email.debit.methodFpx', { bank: params.method.bank });
  const details = { product: params.productName, amount: formatMoney(params.amountSen), method };
  const cta: PaymentEmailBlock = {
    kind: 'link',
    text: t('email.debit.cta'),
    href: `${webUrl}${localePrefix}/dashboard/policy-detail/${params.certificateUuid}`,
  };
  const blocks: PaymentEmailBlock[] = [
    { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
  ];
  if (params.kind === 'debit_due') {
    blocks.push(
      {
        kind: 'paragraph',
        text: t('email.debit.due.intro', { ...details, date: longDate(params.debitOn, language) }),
      },
      { kind: 'paragraph', text: t('email.debit.due.change') },
      cta,
    );
    return { subject: t('email.debit.due.subject', { date: longDate(params.debitOn, language) }), blocks };
  }
  blocks.push({ kind: 'paragraph', text: t('email.debit.failed.intro', details) });
  if (params.retryOn) {
    blocks.push({
      kind: 'paragraph',
      text: t('email.debit.failed.retry', { date: longDate(params.retryOn, language) }),
    });
  } else {
    blocks.push({
      kind: 'paragraph',
      text: params.lapsesOn
        ? t('email.debit.failed.lastTry', { date: longDate(params.lapsesOn, language) })
        : t('email.debit.failed.lastTryNoDate'),
    });
  }
  blocks.push(cta);
  return { subject: t('email.debit.failed.subject'), blocks };
}
