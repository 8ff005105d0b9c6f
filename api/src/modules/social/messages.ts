// Social sign-in's API messages and e-mail texts in English and Malay, merged into lib/i18n (a key missing in
// Malay fails the type check).
const en = {
  'social.providerOff': 'Signing in with {provider} is not available.',
  'social.cancelled':
    'You cancelled signing in with {provider}. You can try again, or use your e-mail and password.',
  'social.stateMismatch':
    'This sign-in with {provider} could not be confirmed in this browser. Please start again.',
  'social.codeInvalid': 'This sign-in with {provider} has expired or was already used. Please start again.',
  'social.tokenInvalid': '{provider} could not confirm who you are. Please try again.',
  'social.unavailable':
    '{provider} is not responding right now. Please try again later, or use your e-mail and password.',
  'social.signInExpired': 'This sign-in has expired. Please sign in with {provider} again.',
  'social.accountTaken': 'This {provider} account is already connected to another account.',
  'social.providerLinked': 'A {provider} account is already connected. Disconnect it first.',
  'social.notLinked': 'No {provider} account is connected.',
  'social.lastMethod':
    'This is your only way to sign in. Connect another account or set a password before you disconnect it.',
  'social.pinRequired': 'Enter the PIN we sent to your e-mail.',
  'social.emailRequired': 'Enter your e-mail address.',
  'social.noAccountToProve': 'There is no existing account to connect this sign-in to.',
  'email.socialLinked.subject': '{provider} is now connected to your {brand} account',
  'email.socialLinked.intro': 'You can now sign in to {brand} with {provider} ({account}).',
  'email.socialUnlinked.subject': '{provider} was disconnected from your {brand} account',
  'email.socialUnlinked.intro': 'You can no longer sign in to {brand} with {provider} ({account}).',
  'email.socialChanged.warning': 'If this was not you, write to {supportEmail} at once.',
  'email.socialLinkPin.subject': 'Your {brand} PIN to connect {provider}: {pin}',
  'email.socialLinkPin.intro':
    'Someone signed in with {provider} using this e-mail address. To connect {provider} to your {brand} account, enter this PIN:',
  'email.socialLinkPin.expiry':
    'The PIN expires in {minutes} minutes. If this was not you, ignore this e-mail.',
  'email.socialAccountWithoutEmail': 'no e-mail shared',
} as const;

const ms: Record<keyof typeof en, string> = {
  'social.providerOff': 'Log masuk dengan {provider} tidak tersedia.',
  'social.cancelled':
    'Anda telah membatalkan log masuk dengan {provider}. Anda boleh cuba lagi, atau gunakan e-mel dan kata laluan anda.',
  'social.stateMismatch':
    'Log masuk dengan {provider} ini tidak dapat disahkan dalam pelayar ini. Sila mula semula.',
  'social.codeInvalid':
    'Log masuk dengan {provider} ini telah tamat tempoh atau sudah digunakan. Sila mula semula.',
  'social.tokenInvalid': '{provider} tidak dapat mengesahkan identiti anda. Sila cuba lagi.',
  'social.unavailable':
    '{provider} tidak memberi respons sekarang. Sila cuba lagi nanti, atau gunakan e-mel dan kata laluan anda.',
  'social.signInExpired': 'Log masuk ini telah tamat tempoh. Sila log masuk dengan {provider} sekali lagi.',
  'social.accountTaken': 'Akaun {provider} ini sudah disambungkan kepada akaun lain.',
  'social.providerLinked': 'Akaun {provider} sudah disambungkan. Putuskan sambungannya dahulu.',
  'social.notLinked': 'Tiada akaun {provider} yang disambungkan.',
  'social.lastMethod':
    'Ini satu-satunya cara anda log masuk. Sambungkan akaun lain atau tetapkan kata laluan sebelum memutuskannya.',
  'social.pinRequired': 'Masukkan PIN yang kami hantar ke e-mel anda.',
  'social.emailRequired': 'Masukkan alamat e-mel anda.',
  'social.noAccountToProve': 'Tiada akaun sedia ada untuk disambungkan dengan log masuk ini.',
  'email.socialLinked.subject': '{provider} kini disambungkan kepada akaun {brand} anda',
  'email.socialLinked.intro': 'Anda kini boleh log masuk ke {brand} dengan {provider} ({account}).',
  'email.socialUnlinked.subject': '{provider} telah diputuskan daripada akaun {brand} anda',
  'email.socialUnlinked.intro': 'Anda tidak lagi boleh log masuk ke {brand} dengan {provider} ({account}).',
  'email.socialChanged.warning': 'Jika ini bukan anda, tulis kepada {supportEmail} dengan segera.',
  'email.socialLinkPin.subject': 'PIN {brand} anda untuk menyambungkan {provider}: {pin}',
  'email.socialLinkPin.intro':
    'Seseorang telah log masuk dengan {provider} menggunakan alamat e-mel ini. Untuk menyambungkan {provider} kepada akaun {brand} anda, masukkan PIN ini:',
  'email.socialLinkPin.expiry':
    'PIN ini tamat tempoh dalam {minutes} minit. Jika ini bukan anda, abaikan e-mel ini.',
  'email.socialAccountWithoutEmail': 'tiada e-mel dikongsi',
};

export const socialMessages = { en, ms };

/** How each provider is named to people. */
export const providerNames = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;
