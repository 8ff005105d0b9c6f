// The rewards e-mails, in the member's language (rendered by mail/templates.ts): a redemption paid to a bank
// account, and the credit of an ended certificate given back as points.
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import { ringgit } from '../claims/emails';

type EmailBlocks = { kind: 'paragraph' | 'link'; text: string; href?: string }[];

/** The member's language, and the link to their rewards page that every rewards e-mail ends with. */
function rewardsEmail(language: Locale, webUrl: string, base: MessageParams) {
  const t = (key: MessageKey, extra: MessageParams = {}) => translate(language, key, { ...base, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const rewardsLink = {
    kind: 'link' as const,
    text: t('redeem.email.cta'),
    href: `${webUrl}${localePrefix}/dashboard/rewards`,
  };
  return { t, rewardsLink };
}

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
): { subject: string; blocks: EmailBlocks } {
  const { t, rewardsLink } = rewardsEmail(language, webUrl, base);
  const values = {
    amount: ringgit(params.amountSen),
    points: params.points.toLocaleString('en-MY'),
    bank: params.bank,
    last4: params.accountLast4,
  };
  return {
    subject: t(`redeem.email.${params.outcome}.subject`, values),
    blocks: [
      { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
      { kind: 'paragraph', text: t(bodyKey(params), values) },
      rewardsLink,
    ],
  };
}

export interface RewardCreditReturnedEmailParams {
  firstName: string;
  /** The certificate that ended. */
  number: string;
  points: number;
  /** Its contributions are refunded in full, so all of the credit came back. */
  contributionsRefunded: boolean;
}

/** The credit an ended certificate had not used is back as points. */
export function rewardCreditReturnedEmail(
  params: RewardCreditReturnedEmailParams,
  language: Locale,
  webUrl: string,
  base: MessageParams,
): { subject: string; blocks: EmailBlocks } {
  const { t, rewardsLink } = rewardsEmail(language, webUrl, base);
  const values = { points: params.points.toLocaleString('en-MY'), number: params.number };
  return {
    subject: t('rewards.creditReturned.subject', values),
    blocks: [
      { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
      {
        kind: 'paragraph',
        text: t(
          params.contributionsRefunded ? 'rewards.creditReturned.refunded' : 'rewards.creditReturned.unused',
          values,
        ),
      },
      { kind: 'paragraph', text: t('rewards.creditReturned.use') },
      rewardsLink,
    ],
  };
}

function bodyKey(params: RewardPayoutEmailParams): MessageKey {
  if (params.outcome === 'paid') return 'redeem.email.paid.text';
  if (params.reason === 'gave_up') return 'payouts.retryGaveUpEmail';
  if (params.reason === 'refused') return 'payouts.retryRefusedEmail';
  return 'redeem.email.failed.text';
}
