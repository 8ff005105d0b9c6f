// The e-mail about a redemption paid to a bank account, in the member's language (rendered by mail/templates.ts).
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import { ringgit } from '../claims/emails';

export interface RewardPayoutEmailParams {
  firstName: string;
  outcome: 'paid' | 'failed';
  /** Why it failed (absent: the bank did not accept the account, as before retries were told apart). */
  reason?: 'bank_details' | 'gave_up' | 'refused';
  points: number;
  amountSen: number;
  bank: string;
  accountLast4: string;
}

export function rewardPayoutEmail(
  params: RewardPayoutEmailParams,
  language: Locale,
  webUrl: string,
  base: MessageParams,
): { subject: string; blocks: { kind: 'paragraph' | 'link'; text: string; href?: string }[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) => translate(language, key, { ...base, ...extra });
  const values = {
    amount: ringgit(params.amountSen),
    points: params.points.toLocaleString('en-MY'),
    bank: params.bank,
    last4: params.accountLast4,
  };
  const localePrefix = language === 'en' ? '' : `/${language}`;
  return {
    subject: t(`redeem.email.${params.outcome}.subject`, values),
    blocks: [
      { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
      { kind: 'paragraph', text: t(bodyKey(params), values) },
      { kind: 'link', text: t('redeem.email.cta'), href: `${webUrl}${localePrefix}/dashboard/rewards` },
    ],
  };
}

function bodyKey(params: RewardPayoutEmailParams): MessageKey {
  if (params.outcome === 'paid') return 'redeem.email.paid.text';
  if (params.reason === 'gave_up') return 'payouts.retryGaveUpEmail';
  if (params.reason === 'refused') return 'payouts.retryRefusedEmail';
  return 'redeem.email.failed.text';
}
