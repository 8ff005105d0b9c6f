// The e-mail a member gets when the verification reaches an outcome (rendered by mail/templates.ts).
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import { reasonText } from './reasons';

export interface EkycStatusEmailParams {
  firstName: string;
  outcome: 'accepted' | 'submitted' | 'review' | 'retry' | 'rejected';
  reasonCode: string | null;
  reasonNote: string | null;
}

export interface EkycEmailBlock {
  kind: 'paragraph' | 'link';
  text: string;
  href?: string;
}

export function ekycStatusEmail(
  params: EkycStatusEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: EkycEmailBlock[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const blocks: EkycEmailBlock[] = [
    { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
  ];
  const cta: EkycEmailBlock = {
    kind: 'link',
    text: t('email.ekyc.cta'),
    href: `${webUrl}${localePrefix}/ekyc/v2`,
  };
  switch (params.outcome) {
    case 'accepted':
      blocks.push({ kind: 'paragraph', text: t('email.ekyc.accepted.intro') }, cta);
      return { subject: t('email.ekyc.accepted.subject'), blocks };
    case 'submitted':
      blocks.push({ kind: 'paragraph', text: t('email.ekyc.submitted.intro') }, cta);
      return { subject: t('email.ekyc.submitted.subject'), blocks };
    case 'review':
      blocks.push({ kind: 'paragraph', text: t('email.ekyc.review.intro') }, cta);
      return { subject: t('email.ekyc.review.subject'), blocks };
    case 'retry':
      blocks.push(
        { kind: 'paragraph', text: t('email.ekyc.retry.intro') },
        {
          kind: 'paragraph',
          text: reasonText('rejected-can-retry', params.reasonCode, params.reasonNote, language),
        },
        { kind: 'paragraph', text: t('email.ekyc.retry.next') },
        cta,
      );
      return { subject: t('email.ekyc.retry.subject'), blocks };
    case 'rejected':
      blocks.push(
        { kind: 'paragraph', text: t('email.ekyc.rejected.intro') },
        { kind: 'paragraph', text: reasonText('rejected', params.reasonCode, params.reasonNote, language) },
        { kind: 'paragraph', text: t('email.ekyc.rejected.next') },
      );
      return { subject: t('email.ekyc.rejected.subject'), blocks };
  }
}
