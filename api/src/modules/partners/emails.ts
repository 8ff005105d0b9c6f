// E-mails of sponsored cover: a roster change told to the participant (in their language) and to the partner.
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import { longDate } from '../certificates/emails';

export type PartnerNoticeEmailParams =
  | { kind: 'eligibility_lost'; firstName: string; partner: string; number: string; endDate: string }
  | {
      kind: 'holder_removed';
      partner: string;
      holder: string;
      memberRef: string;
      number: string;
      endDate: string;
    };

export function partnerNoticeEmail(
  params: PartnerNoticeEmailParams,
  language: Locale,
): { subject: string; blocks: { kind: 'paragraph'; text: string }[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const endDate = longDate(params.endDate, language);
  if (params.kind === 'eligibility_lost') {
    const values = { partner: params.partner, number: params.number, endDate };
    return {
      subject: t('email.partner.eligibilityLost.subject', values),
      blocks: [
        { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
        { kind: 'paragraph', text: t('email.partner.eligibilityLost.intro', values) },
        { kind: 'paragraph', text: t('email.partner.eligibilityLost.kept', values) },
      ],
    };
  }
  const values = { holder: params.holder, memberRef: params.memberRef, number: params.number, endDate };
  return {
    subject: t('email.partner.holderRemoved.subject', values),
    blocks: [
      { kind: 'paragraph', text: t('email.greetingName', { name: params.partner }) },
      { kind: 'paragraph', text: t('email.partner.holderRemoved.intro', values) },
      { kind: 'paragraph', text: t('email.partner.holderRemoved.kept', values) },
    ],
  };
}
