// The vault's lapse reminder (rendered by mail/templates.ts into its layout), in the member's language.
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import type { VaultPolicyType } from '../../db/schema-vault';
import { longDate, type CertificateEmailBlock } from '../certificates/emails';

export interface VaultExpiryEmailParams {
  firstName: string;
  policyUuid: string;
  product: string;
  number: string;
  insurer: string;
  type: VaultPolicyType;
  expiryDate: string;
  daysLeft: number;
}

export function vaultExpiryEmail(
  params: VaultExpiryEmailParams,
  language: Locale,
  webUrl: string,
): { subject: string; blocks: CertificateEmailBlock[] } {
  const t = (key: MessageKey, extra: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...extra });
  const localePrefix = language === 'en' ? '' : `/${language}`;
  const date = longDate(params.expiryDate, language);
  const type = t(`vault.type.${params.type}`).toLowerCase();
  return {
    subject: t('email.vaultExpiry.subject', { policy: params.product, date }),
    blocks: [
      { kind: 'paragraph', text: t('email.greetingName', { name: params.firstName }) },
      {
        kind: 'paragraph',
        text: t('email.vaultExpiry.intro', {
          type,
          policy: params.product,
          number: params.number,
          insurer: params.insurer,
          date,
          days: params.daysLeft,
        }),
      },
      { kind: 'paragraph', text: t('email.vaultExpiry.advice', { insurer: params.insurer }) },
      {
        kind: 'link',
        text: t('email.vaultExpiry.cta'),
        href: `${webUrl}${localePrefix}/vault/${params.policyUuid}`,
      },
    ],
  };
}
