// The e-mails of a claim, in the claimant's language (rendered by mail/templates.ts).
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import type { BenefitCode, ClaimDocumentKind, ClaimStatus } from '../../db/schema';

export interface ClaimUpdateEmailParams {
  name: string;
  reference: string;
  claimId: string;
  token: string;
  event: ClaimStatus;
  certificate: string;
  missing?: ClaimDocumentKind[];
  benefit?: BenefitCode;
  amountSen?: number;
  payee?: string;
  reason?: string;
  /** A claim on a demo certificate: said in the subject and the text, and its approval pays nothing. */
  demo?: boolean;
}

export interface ClaimEmailBlock {
  kind: 'paragraph' | 'link';
  text: string;
  href?: string;
}

/** RM1,234.50 from integer sen. */
export function ringgit(sen: number): string {
  return `RM${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function trackerPath(claimId: string, token: string): string {
  return `/dashboard/claims/${claimId}?token=${encodeURIComponent(token)}`;
}

export function claimUpdateEmail(
  params: ClaimUpdateEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: ClaimEmailBlock[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const values = {
    reference: params.reference,
    deceased: params.certificate,
    documents: (params.missing ?? []).map((kind) => t(`claims.document.${kind}`)).join(', '),
    benefit: params.benefit ? t(`claims.benefit.${params.benefit}`) : '',
    amount: params.amountSen !== undefined ? ringgit(params.amountSen) : '',
    payee: params.payee ?? '',
    reason: params.reason ?? '',
  };
  const blocks: ClaimEmailBlock[] = [
    { kind: 'paragraph', text: t('email.claims.greeting', { name: params.name }) },
    {
      kind: 'paragraph',
      text:
        params.demo && params.event === 'approved'
          ? t('kuburClaim.email.approved', values)
          : t(`email.claims.${params.event}`, values),
    },
  ];
  if (params.demo) blocks.push({ kind: 'paragraph', text: t('kuburClaim.email.notice') });
  if (params.event === 'declined') blocks.push({ kind: 'paragraph', text: t('email.claims.appeal') });
  blocks.push({
    kind: 'link',
    text: t('email.claims.cta'),
    href: `${webUrl}${localePrefix}${trackerPath(params.claimId, params.token)}`,
  });
  const subject = t('email.claims.subject', {
    reference: params.reference,
    status: t(`claims.status.${params.event}`),
  });
  return { subject: params.demo ? `[${t('kuburClaim.email.subjectTag')}] ${subject}` : subject, blocks };
}
