// The e-mails of certificate servicing, in the holder's language (rendered by mail/templates.ts): the code that
// confirms a change, and the notice of a change made. Phone numbers show their last four digits only.
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import type { CertificateHistoryKind } from '../../db/schema';

export interface ChangeLine {
  kind: Exclude<CertificateHistoryKind, 'cancellation'>;
  /** What it was (already shortened or masked for an e-mail), null when nothing was on record. */
  from: string | null;
  to: string;
  type?: 'hibah' | 'wasi';
}

export interface CertificateChangedEmailParams {
  firstName: string;
  number: string;
  certificateUuid: string;
  lines: ChangeLine[];
}

export interface CertificateChangeCodeParams {
  pin: string;
  minutes: number;
  number: string;
  kind: 'nominee' | 'contact';
}

interface Block {
  kind: 'paragraph' | 'code' | 'link';
  text: string;
  href?: string;
}

function translator(language: Locale) {
  return (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
}

export function certificateChangeCodeEmail(
  params: CertificateChangeCodeParams,
  language: Locale,
): { subject: string; blocks: Block[] } {
  const t = translator(language);
  return {
    subject: t('email.servicing.code.subject', { number: params.number, pin: params.pin }),
    blocks: [
      { kind: 'paragraph', text: t('email.greeting') },
      { kind: 'paragraph', text: t(`email.servicing.code.intro.${params.kind}`, { number: params.number }) },
      { kind: 'code', text: params.pin },
      { kind: 'paragraph', text: t('email.servicing.code.expiry', { minutes: params.minutes }) },
    ],
  };
}

export function certificateChangedEmail(
  params: CertificateChangedEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: Block[] } {
  const t = translator(language);
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const blocks: Block[] = [
    {
      kind: 'paragraph',
      text: params.firstName ? t('email.greetingName', { name: params.firstName }) : t('email.greeting'),
    },
    { kind: 'paragraph', text: t('email.servicing.changed.intro', { number: params.number }) },
  ];
  for (const line of params.lines) {
    const values = {
      from: line.from ?? '',
      to: line.to,
      type: line.type ? t(`servicing.type.${line.type}`) : '',
    };
    const key =
      line.from === null
        ? (`email.servicing.changed.${line.kind}First` as const)
        : (`email.servicing.changed.${line.kind}` as const);
    blocks.push({ kind: 'paragraph', text: t(key, values) });
  }
  blocks.push({ kind: 'paragraph', text: t('email.servicing.changed.notYou') });
  blocks.push({
    kind: 'link',
    text: t('email.servicing.changed.cta'),
    href: `${webUrl}${localePrefix}/dashboard/policy-detail/${params.certificateUuid}`,
  });
  return { subject: t('email.servicing.changed.subject', { number: params.number }), blocks };
}
