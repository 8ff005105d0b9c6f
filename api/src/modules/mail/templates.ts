// E-mails in the reader's language, each as plain text and HTML.
import { enquiryTopicLabels, type EnquiryTopic } from '@teduh/shared/domain';
import { colors } from '@teduh/shared/tokens';
import { brand } from '../../brand';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../lib/i18n';
import { ekycStatusEmail, type EkycStatusEmailParams } from '../ekyc/emails';
import {
  certificateNoticeEmail,
  underwritingDecisionEmail,
  type CertificateNoticeEmailParams,
  type UnderwritingDecisionEmailParams,
} from '../certificates/emails';
import { paymentNoticeEmail, type PaymentNoticeEmailParams } from '../payments/emails';
import { motorDemoEmail, type MotorDemoEmailParams } from '../motor-demo/emails';
import { partnerNoticeEmail, type PartnerNoticeEmailParams } from '../partners/emails';
import { vaultExpiryEmail, type VaultExpiryEmailParams } from '../vault/emails';
import { claimUpdateEmail, type ClaimUpdateEmailParams } from '../claims/emails';
import { calculatorQuoteEmail, type CalculatorQuoteEmailParams } from '../calculator-email/email';
import {
  certificateChangeCodeEmail,
  certificateChangedEmail,
  type CertificateChangeCodeParams,
  type CertificateChangedEmailParams,
} from '../servicing/emails';
import {
  rewardCreditReturnedEmail,
  rewardPayoutEmail,
  type RewardCreditReturnedEmailParams,
  type RewardPayoutEmailParams,
} from '../rewards/emails';

export type EmailContent =
  | { template: 'registration_pin'; params: { pin: string; minutes: number } }
  | { template: 'recovery_pin'; params: { pin: string; minutes: number } }
  | { template: 'password_changed'; params: { firstName: string } }
  | { template: 'login_locked'; params: { firstName: string; minutes: number } }
  | { template: 'welcome'; params: { firstName: string; email: string } }
  | { template: 'newsletter_welcome'; params: { email: string } }
  | { template: 'ekyc_status'; params: EkycStatusEmailParams }
  | { template: 'underwriting_decision'; params: UnderwritingDecisionEmailParams }
  | { template: 'certificate_notice'; params: CertificateNoticeEmailParams }
  | { template: 'payment_notice'; params: PaymentNoticeEmailParams }
  | { template: 'motor_demo_summary'; params: MotorDemoEmailParams }
  | { template: 'partner_notice'; params: PartnerNoticeEmailParams }
  | { template: 'vault_expiry_reminder'; params: VaultExpiryEmailParams }
  | { template: 'claim_update'; params: ClaimUpdateEmailParams }
  | { template: 'reward_payout'; params: RewardPayoutEmailParams }
  | { template: 'reward_credit_returned'; params: RewardCreditReturnedEmailParams }
  | { template: 'claim_code'; params: { code: string; minutes: number; certificate: string } }
  | { template: 'calculator_quote'; params: CalculatorQuoteEmailParams }
  | { template: 'certificate_change_code'; params: CertificateChangeCodeParams }
  | { template: 'certificate_changed'; params: CertificateChangedEmailParams }
  | { template: 'delete_account_otp'; params: { pin: string; minutes: number } }
  | { template: 'account_deleted'; params: Record<string, never> }
  | { template: 'change_email'; params: { email: string; token: string; hours: number } }
  | { template: 'email_changed'; params: { firstName: string; email: string } }
  | {
      template: 'social_changed';
      params: {
        firstName: string;
        provider: 'Google' | 'Facebook' | 'Apple';
        change: 'linked' | 'unlinked';
        /** The provider account's e-mail, or null when it shared none. */
        account: string | null;
      };
    }
  | {
      template: 'social_link_pin';
      params: { provider: 'Google' | 'Facebook' | 'Apple'; pin: string; minutes: number };
    }
  | {
      template: 'enquiry_received';
      params: {
        reference: string;
        name: string;
        email: string;
        topic: EnquiryTopic;
        language: Locale;
        message: string;
        member: string | null;
      };
    }
  | { template: 'enquiry_ack'; params: { reference: string; topic: EnquiryTopic } };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Block {
  kind: 'paragraph' | 'code' | 'link';
  text: string;
  href?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function layout(language: Locale, blocks: Block[], footer: string): { text: string; html: string } {
  const paragraphs = blocks.map((block) =>
    block.kind === 'link' ? `${block.text}: ${block.href}` : block.text,
  );
  const text = `${paragraphs.join('\n\n')}\n\n-- \n${footer}\n`;

  const body = blocks
    .map((block) => {
      if (block.kind === 'code') {
        return `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;color:${colors.primaryHover}">${escapeHtml(block.text)}</p>`;
      }
      if (block.kind === 'link') {
        return `<p style="margin:24px 0"><a href="${escapeHtml(block.href ?? '')}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${colors.primary};color:${colors.onPrimary};text-decoration:none;font-weight:600">${escapeHtml(block.text)}</a></p>`;
      }
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(brand.name)}</title></head>
<body style="margin:0;padding:0;background:${colors.surface};font-family:Arial,Helvetica,sans-serif;color:${colors.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colors.background};border-radius:12px">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:700;color:${colors.primary}">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px 32px;font-size:16px">
${body}
</td></tr>
<tr><td style="padding:16px 32px 24px;font-size:12px;color:${colors.textMuted};border-top:1px solid ${colors.border}">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return { text, html };
}

export function renderEmail(
  content: EmailContent,
  language: Locale,
  context: { webUrl: string },
): RenderedEmail {
  const t = (key: MessageKey, params: MessageParams = {}) =>
    translate(language, key, { brand: brand.name, supportEmail: brand.supportEmail, ...params });
  const footer = t('email.footer');
  const localePrefix = language === 'en' ? '' : `/${language}`;

  switch (content.template) {
    case 'registration_pin': {
      const { pin, minutes } = content.params;
      return {
        subject: t('email.registrationPin.subject', { pin }),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.registrationPin.intro') },
            { kind: 'code', text: pin },
            { kind: 'paragraph', text: t('email.registrationPin.expiry', { minutes }) },
          ],
          footer,
        ),
      };
    }
    case 'recovery_pin': {
      const { pin, minutes } = content.params;
      return {
        subject: t('email.recoveryPin.subject', { pin }),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.recoveryPin.intro') },
            { kind: 'code', text: pin },
            { kind: 'paragraph', text: t('email.recoveryPin.expiry', { minutes }) },
          ],
          footer,
        ),
      };
    }
    case 'password_changed':
      return {
        subject: t('email.passwordChanged.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greetingName', { name: content.params.firstName }) },
            { kind: 'paragraph', text: t('email.passwordChanged.intro') },
            { kind: 'paragraph', text: t('email.passwordChanged.warning') },
          ],
          footer,
        ),
      };
    case 'login_locked':
      return {
        subject: t('email.loginLocked.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greetingName', { name: content.params.firstName }) },
            { kind: 'paragraph', text: t('email.loginLocked.intro', { minutes: content.params.minutes }) },
            { kind: 'paragraph', text: t('email.loginLocked.advice') },
          ],
          footer,
        ),
      };
    case 'welcome': {
      const { firstName, email } = content.params;
      return {
        subject: t('email.welcome.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greetingName', { name: firstName }) },
            { kind: 'paragraph', text: t('email.welcome.intro', { email }) },
            {
              kind: 'link',
              text: t('email.welcome.cta'),
              // The member's certificates: the dashboard has no page at /dashboard itself.
              href: `${context.webUrl}${localePrefix}/dashboard/policies`,
            },
          ],
          footer,
        ),
      };
    }
    case 'delete_account_otp': {
      const { pin, minutes } = content.params;
      return {
        subject: t('email.deleteAccountOtp.subject', { pin }),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.deleteAccountOtp.intro') },
            { kind: 'code', text: pin },
            { kind: 'paragraph', text: t('email.deleteAccountOtp.expiry', { minutes }) },
          ],
          footer,
        ),
      };
    }
    case 'account_deleted':
      return {
        subject: t('email.accountDeleted.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.accountDeleted.intro') },
            { kind: 'paragraph', text: t('email.passwordChanged.warning') },
          ],
          footer,
        ),
      };
    case 'change_email': {
      const { email, token, hours } = content.params;
      return {
        subject: t('email.changeEmail.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.changeEmail.intro', { email }) },
            {
              kind: 'link',
              text: t('email.changeEmail.cta'),
              href: `${context.webUrl}${localePrefix}/dashboard/email-verification?token=${encodeURIComponent(token)}`,
            },
            { kind: 'paragraph', text: t('email.changeEmail.expiry', { hours }) },
          ],
          footer,
        ),
      };
    }
    case 'email_changed':
      return {
        subject: t('email.emailChanged.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greetingName', { name: content.params.firstName }) },
            { kind: 'paragraph', text: t('email.emailChanged.intro', { email: content.params.email }) },
            { kind: 'paragraph', text: t('email.passwordChanged.warning') },
          ],
          footer,
        ),
      };
    case 'social_changed': {
      const { firstName, provider, change, account } = content.params;
      const named = { provider, account: account ?? t('email.socialAccountWithoutEmail') };
      const linked = change === 'linked';
      return {
        subject: t(linked ? 'email.socialLinked.subject' : 'email.socialUnlinked.subject', named),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greetingName', { name: firstName }) },
            {
              kind: 'paragraph',
              text: t(linked ? 'email.socialLinked.intro' : 'email.socialUnlinked.intro', named),
            },
            { kind: 'paragraph', text: t('email.socialChanged.warning') },
          ],
          footer,
        ),
      };
    }
    case 'social_link_pin': {
      const { provider, pin, minutes } = content.params;
      return {
        subject: t('email.socialLinkPin.subject', { provider, pin }),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.socialLinkPin.intro', { provider }) },
            { kind: 'code', text: pin },
            { kind: 'paragraph', text: t('email.socialLinkPin.expiry', { minutes }) },
          ],
          footer,
        ),
      };
    }
    case 'enquiry_received': {
      const { reference, name, email, topic, message, member } = content.params;
      const topicLabel = enquiryTopicLabels[topic][language];
      return {
        subject: t('email.enquiryReceived.subject', { topic: topicLabel, name }),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.enquiryReceived.intro') },
            { kind: 'paragraph', text: t('email.enquiryReceived.from', { name, email }) },
            { kind: 'paragraph', text: t('email.enquiryReceived.topic', { topic: topicLabel }) },
            {
              kind: 'paragraph',
              text: t('email.enquiryReceived.language', { language: content.params.language }),
            },
            {
              kind: 'paragraph',
              text: member ? t('email.enquiryReceived.member', { member }) : t('email.enquiryReceived.guest'),
            },
            { kind: 'paragraph', text: message },
            { kind: 'paragraph', text: t('email.enquiryReceived.reference', { reference }) },
          ],
          footer,
        ),
      };
    }
    case 'enquiry_ack': {
      // Anyone can type any address into the form: the acknowledgement repeats nothing the sender wrote, so
      // it cannot carry someone else's text to a stranger's inbox.
      const { reference, topic } = content.params;
      return {
        subject: t('email.enquiryAck.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            {
              kind: 'paragraph',
              text: t('email.enquiryAck.intro', { topic: enquiryTopicLabels[topic][language] }),
            },
            { kind: 'paragraph', text: t('email.enquiryReceived.reference', { reference }) },
            { kind: 'paragraph', text: t('email.enquiryAck.notYou') },
          ],
          footer,
        ),
      };
    }
    case 'ekyc_status': {
      const { subject, blocks } = ekycStatusEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'underwriting_decision': {
      const { subject, blocks } = underwritingDecisionEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'payment_notice': {
      const { subject, blocks } = paymentNoticeEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'motor_demo_summary': {
      const { subject, blocks } = motorDemoEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'partner_notice': {
      const { subject, blocks } = partnerNoticeEmail(content.params, language);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'vault_expiry_reminder': {
      const { subject, blocks } = vaultExpiryEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'claim_update': {
      const { subject, blocks } = claimUpdateEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'reward_payout': {
      const { subject, blocks } = rewardPayoutEmail(content.params, language, context.webUrl, {
        brand: brand.name,
        supportEmail: brand.supportEmail,
      });
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'reward_credit_returned': {
      const { subject, blocks } = rewardCreditReturnedEmail(content.params, language, context.webUrl, {
        brand: brand.name,
        supportEmail: brand.supportEmail,
      });
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'claim_code': {
      const { code, minutes, certificate } = content.params;
      return {
        subject: t('email.claims.code.subject', { code }),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.claims.code.intro', { certificate }) },
            { kind: 'code', text: code },
            { kind: 'paragraph', text: t('email.claims.code.expiry', { minutes }) },
          ],
          footer,
        ),
      };
    }
    case 'certificate_change_code': {
      const { subject, blocks } = certificateChangeCodeEmail(content.params, language);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'certificate_changed': {
      const { subject, blocks } = certificateChangedEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'calculator_quote': {
      const { subject, blocks } = calculatorQuoteEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'certificate_notice': {
      const { subject, blocks } = certificateNoticeEmail(content.params, language, context.webUrl);
      return { subject, ...layout(language, blocks, footer) };
    }
    case 'newsletter_welcome':
      return {
        subject: t('email.newsletterWelcome.subject'),
        ...layout(
          language,
          [
            { kind: 'paragraph', text: t('email.greeting') },
            { kind: 'paragraph', text: t('email.newsletterWelcome.intro', { email: content.params.email }) },
            {
              kind: 'link',
              text: t('email.newsletterWelcome.cta'),
              href: `${context.webUrl}${localePrefix}/resources`,
            },
            { kind: 'paragraph', text: t('email.newsletterWelcome.optOut') },
          ],
          footer,
        ),
      };
  }
}
