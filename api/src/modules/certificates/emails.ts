// E-mails of the certificates service (rendered by mail/templates.ts into its layout), in the member's language.
import { formatMoney } from '@teduh/shared/domain';
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';

export interface UnderwritingDecisionEmailParams {
  firstName: string;
  decision: 'accepted' | 'rejected';
  reason: string | null;
}

export type CertificateNoticeEmailParams =
  | {
      kind: 'issued';
      firstName: string;
      /** The certificate's uuid: the e-mail links to its page. */
      certificateUuid: string;
      number: string;
      sumCoveredSen: number;
      contributionSen: number;
      frequency: 'month' | 'year';
      startDate: string;
      renewalDate: string;
      coolingOffEnd: string;
      /** A sponsored certificate: the partner who pays for it and the funeral benefit it adds. */
      sponsor?: { name: string; funeralBenefitSen: number };
    }
  | { kind: 'duplicate'; firstName: string; keptNumber: string; refundSen: number }
  | { kind: 'canceled_refund'; firstName: string; number: string; refundSen: number }
  | { kind: 'canceled_scheduled'; firstName: string; number: string; effectiveDate: string }
  | { kind: 'rescinded'; firstName: string; number: string; reason: string; refundSen: number }
  | {
      kind: 'overdue';
      firstName: string;
      /** The certificate's uuid: the e-mail links to its page, where the contribution is paid. */
      certificateUuid: string;
      number: string;
      /** The day the contribution was due (paid-until), and the last day of its grace period. */
      dueDate: string;
      lastDay: string;
    }
  | { kind: 'lapsed'; firstName: string; number: string; lastDay: string };

export interface CertificateEmailBlock {
  kind: 'paragraph' | 'link';
  text: string;
  href?: string;
}

/** 2026-11-23 -> "23 November 2026" / "23 November 2026" in Malay month names. */
export function longDate(iso: string, language: Locale): string {
  return new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

function helpers(language: Locale, webUrl: string) {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  return { t, url: (path: string) => `${webUrl}${localePrefix}${path}` };
}

export function underwritingDecisionEmail(
  params: UnderwritingDecisionEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: CertificateEmailBlock[] } {
  const { t, url } = helpers(language, webUrl);
  const blocks: CertificateEmailBlock[] = [
    { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
  ];
  if (params.decision === 'accepted') {
    blocks.push(
      { kind: 'paragraph', text: t('email.underwriting.accepted.intro') },
      { kind: 'link', text: t('email.underwriting.cta'), href: url('/pusara-pro/underwriting-status') },
    );
    return { subject: t('email.underwriting.accepted.subject'), blocks };
  }
  blocks.push({ kind: 'paragraph', text: t('email.underwriting.rejected.intro') });
  if (params.reason)
    blocks.push({ kind: 'paragraph', text: t('email.underwriting.reason', { reason: params.reason }) });
  blocks.push({ kind: 'paragraph', text: t('email.underwriting.support') });
  return { subject: t('email.underwriting.rejected.subject'), blocks };
}

export function certificateNoticeEmail(
  params: CertificateNoticeEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: CertificateEmailBlock[] } {
  const { t, url } = helpers(language, webUrl);
  const money = (sen: number) => formatMoney(sen);
  const blocks: CertificateEmailBlock[] = [
    { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
  ];
  // The member's certificates in the dashboard (there is no page at /dashboard itself).
  const cta: CertificateEmailBlock = {
    kind: 'link',
    text: t('email.certificate.listCta'),
    href: url('/dashboard/policies'),
  };
  switch (params.kind) {
    case 'issued':
      blocks.push(
        {
          kind: 'paragraph',
          text: t('email.certificate.issued.intro', {
            number: params.number,
            startDate: longDate(params.startDate, language),
          }),
        },
        params.sponsor
          ? {
              kind: 'paragraph',
              text: t('email.certificate.issued.sponsored', {
                sponsor: params.sponsor.name,
                sumCovered: money(params.sumCoveredSen),
                funeralBenefit: money(params.sponsor.funeralBenefitSen),
                renewalDate: longDate(params.renewalDate, language),
              }),
            }
          : {
              kind: 'paragraph',
              text: t('email.certificate.issued.details', {
                sumCovered: money(params.sumCoveredSen),
                contribution: money(params.contributionSen),
                frequency: t(`email.certificate.frequency.${params.frequency}`),
                renewalDate: longDate(params.renewalDate, language),
              }),
            },
        ...(params.sponsor
          ? []
          : [
              {
                kind: 'paragraph' as const,
                text: t('email.certificate.issued.coolingOff', {
                  coolingOffEnd: longDate(params.coolingOffEnd, language),
                }),
              },
            ]),
        { kind: 'paragraph', text: t('email.certificate.issued.attached') },
        {
          kind: 'link',
          text: t('email.certificate.cta'),
          href: url(`/dashboard/policy-detail/${params.certificateUuid}`),
        },
      );
      return { subject: t('email.certificate.issued.subject', { number: params.number }), blocks };
    case 'duplicate':
      blocks.push(
        {
          kind: 'paragraph',
          text: t('email.certificate.duplicate.intro', { keptNumber: params.keptNumber }),
        },
        {
          kind: 'paragraph',
          text: t('email.certificate.duplicate.refund', { amount: money(params.refundSen) }),
        },
        cta,
      );
      return { subject: t('email.certificate.duplicate.subject'), blocks };
    case 'canceled_refund':
      blocks.push({
        kind: 'paragraph',
        text: t('email.certificate.canceled.refund', {
          number: params.number,
          amount: money(params.refundSen),
        }),
      });
      return { subject: t('email.certificate.canceled.subject', { number: params.number }), blocks };
    case 'canceled_scheduled':
      blocks.push(
        {
          kind: 'paragraph',
          text: t('email.certificate.canceled.scheduled', {
            number: params.number,
            date: longDate(params.effectiveDate, language),
          }),
        },
        cta,
      );
      return { subject: t('email.certificate.canceled.subject', { number: params.number }), blocks };
    case 'rescinded':
      blocks.push(
        {
          kind: 'paragraph',
          text: t('email.certificate.rescinded.intro', { number: params.number, reason: params.reason }),
        },
        {
          kind: 'paragraph',
          text:
            params.refundSen > 0
              ? t('email.certificate.rescinded.refund', { amount: money(params.refundSen) })
              : t('email.certificate.rescinded.noRefund'),
        },
        { kind: 'paragraph', text: t('email.underwriting.support') },
      );
      return { subject: t('email.certificate.rescinded.subject', { number: params.number }), blocks };
    case 'overdue':
      blocks.push(
        {
          kind: 'paragraph',
          text: t('email.certificate.overdue.intro', {
            number: params.number,
            dueDate: longDate(params.dueDate, language),
          }),
        },
        {
          kind: 'paragraph',
          text: t('email.certificate.overdue.grace', { lastDay: longDate(params.lastDay, language) }),
        },
        {
          kind: 'link',
          text: t('email.certificate.overdue.cta'),
          href: url(`/dashboard/policy-detail/${params.certificateUuid}`),
        },
        { kind: 'paragraph', text: t('email.certificate.overdue.paid') },
      );
      return { subject: t('email.certificate.overdue.subject', { number: params.number }), blocks };
    case 'lapsed':
      blocks.push(
        {
          kind: 'paragraph',
          text: t('email.certificate.lapsed.intro', {
            number: params.number,
            lastDay: longDate(params.lastDay, language),
          }),
        },
        { kind: 'paragraph', text: t('email.certificate.lapsed.again') },
        { kind: 'link', text: t('email.certificate.lapsed.cta'), href: url('/pusara-pro') },
      );
      return { subject: t('email.certificate.lapsed.subject', { number: params.number }), blocks };
  }
}
