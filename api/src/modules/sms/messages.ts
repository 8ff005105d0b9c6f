// The SMS texts and the API messages about them, in English and Malay, merged into lib/i18n (a key missing in
// Malay fails the type check). A text message says no more than it must: no certificate number, no name.
const en = {
  'sms.claimCode':
    '{brand}: your claim code is {code}. It works for {minutes} minutes. Never share it; {brand} staff will never ask for it.',
  'sms.codeSent':
    'If these details match a certificate, we have sent a 6-digit code by SMS to {phone}. It works for {minutes} minutes.',
  'sms.mobileOnly': 'Enter a Malaysian mobile number, for example 012-345 6789.',
  'sms.undeliverable':
    'We could not send a text message to this number. Check the number, or ask for the code by e-mail.',
  'sms.unavailable':
    'Text messages cannot be sent right now. Please try again in a few minutes, or ask for the code by e-mail.',
  'sms.badSignature': 'This status report is not signed by the SMS provider.',
};

type SmsMessageKey = keyof typeof en;

const ms: Record<SmsMessageKey, string> = {
  'sms.claimCode':
    '{brand}: kod tuntutan anda ialah {code}. Kod ini sah selama {minutes} minit. Jangan kongsi kod ini; kakitangan {brand} tidak akan sekali-kali memintanya.',
  'sms.codeSent':
    'Jika butiran ini sepadan dengan sijil, kami telah menghantar kod 6 digit melalui SMS ke {phone}. Kod ini sah selama {minutes} minit.',
  'sms.mobileOnly': 'Masukkan nombor telefon bimbit Malaysia, contohnya 012-345 6789.',
  'sms.undeliverable':
    'Kami tidak dapat menghantar SMS ke nombor ini. Semak nombor itu, atau minta kod melalui e-mel.',
  'sms.unavailable':
    'SMS tidak dapat dihantar buat masa ini. Sila cuba lagi dalam beberapa minit, atau minta kod melalui e-mel.',
  'sms.badSignature': 'Laporan status ini tidak ditandatangani oleh penyedia SMS.',
};

export const smsMessages = { en, ms };
