// Messages of the API in English and Malay. Validation texts of the spec come from @teduh/shared's locales
// (keys `validation.*`, named by `validationMessageKeys`); the API's own texts are below, typed so that a key
// missing in one language fails the type check.
import Negotiator from 'negotiator';
import sharedEn from '@teduh/shared/locales/en.json';
import sharedMs from '@teduh/shared/locales/ms.json';
import type { ValidationMessageKey } from '@teduh/shared/domain';
import { calculatorEmailMessages } from '../modules/calculator-email/messages';
import { certificatesMessages } from '../modules/certificates/messages';
import { cmsMessages } from '../modules/cms/messages';
import { ekycMessages } from '../modules/ekyc/messages';
import { demosMessages } from '../modules/motor-demo/messages';
import { needsTestMessages } from '../modules/needs-test/messages';
import { partnersMessages } from '../modules/partners/messages';
import { paymentsMessages } from '../modules/payments/messages';
import { accidentMessages } from '../modules/partner-insurer/accident-messages';
import { partnerInsurerMessages } from '../modules/partner-insurer/messages';
import { referralMessages } from '../modules/referral/messages';
import { rewardsMessages } from '../modules/rewards/messages';
import { vaultMessages } from '../modules/vault/messages';
import { socialMessages } from '../modules/social/messages';
import { claimsMessages } from '../modules/claims/messages';
import { servicingMessages } from '../modules/servicing/messages';
import { kuburClaimMessages } from '../modules/claims/demo-messages';
import { smsMessages } from '../modules/sms/messages';

export const locales = ['en', 'ms'] as const;
export type Locale = (typeof locales)[number];

const coreEn = {
  'errors.generic': 'An error has occurred',
  'errors.notFound': 'Not found.',
  'errors.invalidInput': 'Please correct the highlighted fields.',
  'errors.invalidValue': 'Enter a valid value.',
  'errors.tooLong': 'Ensure this field has no more than {max} characters.',
  'errors.tooMany': 'Send no more than {max} items.',
  'errors.throttled': 'Too many requests. Please try again in {seconds} seconds.',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.tooLarge': 'Send no more than {max} bytes here.',
  'errors.invalidText': 'This text has characters that cannot be saved. Please type it again.',
  'errors.invalidPath': 'This address is not valid.',
  'errors.unsupportedMediaType': 'This content type is not supported.',
  'errors.malformedBody': 'The request body could not be read.',
  'errors.maintenance': 'We are carrying out scheduled maintenance. Please check back soon.',
  'auth.notAuthenticated': 'Please sign in to continue.',
  'auth.tokenExpired': 'Your session has expired.',
  'auth.tokenNotValid': 'Your session is not valid. Please sign in again.',
  'auth.csrfFailed': 'This request did not come from an allowed site.',
  'auth.invalidCredentials': 'Unable to sign in with the e-mail and password provided.',
  'auth.pinInvalid': 'The PIN is incorrect.',
  'auth.pinExpired': 'This PIN has expired or was not requested. Please request a new PIN.',
  'auth.pinAttemptsExceeded': 'Too many incorrect attempts. Please request a new PIN.',
  'auth.loginThrottled':
    'Too many wrong passwords for this e-mail address. Please wait {seconds} seconds, or reset your password.',
  'auth.loginLocked':
    'Too many wrong passwords: signing in with this e-mail address is paused for {minutes} minutes. If this is your account, we have e-mailed you; resetting your password ends the pause.',
  'auth.recoveryTriesSpent':
    'Too many wrong PINs for this e-mail address today. Please try again tomorrow or write to our support team.',
  'auth.pinResendCooldown': 'Please wait {seconds} seconds before requesting a new PIN.',
  'auth.registrationTokenInvalid': 'This registration has expired. Please start again.',
  'auth.currentPasswordWrong': 'Your current password is incorrect.',
  'auth.recoveryTokenInvalid': 'This password reset has expired. Please request a new PIN.',
  'auth.addressNotFound': 'This address was not found.',
  'auth.idRefLocked': 'Your NRIC has been verified and can no longer be changed.',
  'auth.pictureType': 'The profile picture must be a JPEG, PNG, WebP or HEIC image.',
  'auth.pictureTooLarge': 'The profile picture must be {max} MB or smaller.',
  'auth.pictureUnreadable': 'This picture could not be read. Please choose another image.',
  'auth.pictureOneFile': 'Send one profile picture at a time, in the profile_picture field.',
  'auth.emailUnchanged': 'This is already your e-mail address.',
  'auth.emailChangeTokenInvalid':
    'This e-mail change link has expired or was already used. Please request a new one.',
  'auth.invalidApiKey': 'The API key is not valid.',
  'auth.apiKeyRequired': 'A valid API key is required.',
  'enquiries.topicInvalid': 'Choose a topic from the list.',
  'products.notFound': 'This product was not found.',
  'products.notRated': 'This product cannot be priced online.',
  'products.categoryNotFound': 'This category was not found.',
  'products.dobInFuture': 'The date of birth cannot be in the future.',
  'products.genderInvalid': 'Choose female or male.',
  'products.coverageAmount': 'The sum covered must be from {min} to {max}, in steps of {step}.',
  'newsletter.unknownList': 'This mailing list does not exist.',
  'newsletter.oneContact': 'Send one contact at a time.',
  'email.footer': '{brand} · Questions? Write to {supportEmail}',
  'email.greeting': 'Hello,',
  'email.greetingName': 'Hello {name},',
  'email.registrationPin.subject': 'Your {brand} verification PIN: {pin}',
  'email.registrationPin.intro':
    'Use this PIN to verify your e-mail address and create your {brand} account:',
  'email.registrationPin.expiry':
    'The PIN expires in {minutes} minutes. If you did not ask to create an account, you can ignore this e-mail.',
  'email.recoveryPin.subject': 'Reset your {brand} password: {pin}',
  'email.recoveryPin.intro': 'Use this PIN to set a new password for your {brand} account:',
  'email.recoveryPin.expiry':
    'The PIN expires in {minutes} minutes. If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  'email.passwordChanged.subject': 'Your {brand} password was changed',
  'email.passwordChanged.intro':
    'The password of your {brand} account was changed just now, and other devices were signed out.',
  'email.passwordChanged.warning': 'If this was not you, write to {supportEmail} at once.',
  'email.loginLocked.subject': 'Someone tried to sign in to your {brand} account',
  'email.loginLocked.intro':
    'Someone typed a wrong password for your {brand} account 10 times today, so signing in is paused for {minutes} minutes. Your account and your certificates are safe.',
  'email.loginLocked.advice':
    'If this was you, reset your password on the sign-in page and sign in at once. If it was not you, choose a new password that you use nowhere else, and write to {supportEmail} if anything looks wrong.',
  'email.welcome.subject': 'Welcome to {brand}',
  'email.welcome.intro': 'Your {brand} account is ready. You can now sign in with {email}.',
  'email.welcome.cta': 'Go to my dashboard',
  'email.newsletterWelcome.subject': 'You are subscribed to the {brand} newsletter',
  'email.newsletterWelcome.intro':
    'Thank you for subscribing to our newsletter! We will send news, guides and offers from {brand} to {email}.',
  'email.newsletterWelcome.cta': 'Read our guides',
  'email.newsletterWelcome.optOut':
    'Members can turn the newsletter off in their profile at any time. If you did not subscribe, write to {supportEmail} and we will remove your address.',
  'email.deleteAccountOtp.subject': 'Your {brand} account deletion code: {pin}',
  'email.deleteAccountOtp.intro': 'Use this code to confirm that you want to delete your {brand} account:',
  'email.deleteAccountOtp.expiry':
    'The code expires in {minutes} minutes. If you did not ask to delete your account, change your password and write to {supportEmail}.',
  'email.accountDeleted.subject': 'Your {brand} account has been deleted',
  'email.accountDeleted.intro':
    'Your {brand} account has been deleted as you asked, and your personal details have been erased. Records the law requires us to keep, such as certificates already issued, are kept apart from your sign-in details.',
  'email.changeEmail.subject': 'Confirm your new {brand} e-mail address',
  'email.changeEmail.intro':
    'You asked to use {email} for your {brand} account. Confirm this address with the button below.',
  'email.changeEmail.cta': 'Confirm my new e-mail',
  'email.changeEmail.expiry':
    'The link works once and expires in {hours} hours. If you did not ask for this, ignore this e-mail: the account keeps its current address.',
  'email.emailChanged.subject': 'Your {brand} e-mail address was changed',
  'email.emailChanged.intro':
    'The e-mail address of your {brand} account was changed to {email}. This address will no longer receive messages about your account.',
  'email.enquiryReceived.subject': '[Enquiry] {topic}: {name}',
  'email.enquiryReceived.intro': 'A new enquiry arrived from the website.',
  'email.enquiryReceived.from': 'From: {name} <{email}>',
  'email.enquiryReceived.topic': 'Topic: {topic}',
  'email.enquiryReceived.language': 'Language of the sender: {language}',
  'email.enquiryReceived.member': 'Member account: {member}',
  'email.enquiryReceived.guest': 'Sent without signing in.',
  'email.enquiryReceived.reference': 'Reference: {reference}',
  'email.enquiryAck.subject': 'We received your {brand} enquiry',
  'email.enquiryAck.intro':
    'Thank you for writing to {brand}. We received your enquiry about "{topic}" and will get back to you shortly.',
  'email.enquiryAck.notYou': 'If you did not send this enquiry, you can ignore this e-mail.',
} as const;

/** Core messages here; each service with many of its own keeps them beside its code. */
const en = {
  ...coreEn,
  ...ekycMessages.en,
  ...cmsMessages.en,
  ...certificatesMessages.en,
  ...paymentsMessages.en,
  ...needsTestMessages.en,
  ...demosMessages.en,
  ...referralMessages.en,
  ...rewardsMessages.en,
  ...partnersMessages.en,
  ...partnerInsurerMessages.en,
  ...accidentMessages.en,
  ...vaultMessages.en,
  ...socialMessages.en,
  ...claimsMessages.en,
  ...servicingMessages.en,
  ...kuburClaimMessages.en,
  ...smsMessages.en,
  ...calculatorEmailMessages.en,
};

export type ApiMessageKey = keyof typeof en;

const coreMs: Record<keyof typeof coreEn, string> = {
  'errors.generic': 'Ralat telah berlaku',
  'errors.notFound': 'Tidak dijumpai.',
  'errors.invalidInput': 'Sila betulkan ruangan yang ditandakan.',
  'errors.invalidValue': 'Masukkan nilai yang sah.',
  'errors.tooLong': 'Pastikan ruangan ini tidak melebihi {max} aksara.',
  'errors.tooMany': 'Hantar tidak lebih daripada {max} item.',
  'errors.throttled': 'Terlalu banyak permintaan. Sila cuba lagi dalam {seconds} saat.',
  'errors.payloadTooLarge': 'Permintaan ini terlalu besar.',
  'errors.tooLarge': 'Hantar tidak lebih daripada {max} bait di sini.',
  'errors.invalidText': 'Teks ini mengandungi aksara yang tidak dapat disimpan. Sila taipkannya semula.',
  'errors.invalidPath': 'Alamat ini tidak sah.',
  'errors.unsupportedMediaType': 'Jenis kandungan ini tidak disokong.',
  'errors.malformedBody': 'Kandungan permintaan tidak dapat dibaca.',
  'errors.maintenance': 'Kami sedang menjalankan penyelenggaraan berjadual. Sila kembali sebentar lagi.',
  'auth.notAuthenticated': 'Sila log masuk untuk meneruskan.',
  'auth.tokenExpired': 'Sesi anda telah tamat.',
  'auth.tokenNotValid': 'Sesi anda tidak sah. Sila log masuk semula.',
  'auth.csrfFailed': 'Permintaan ini bukan daripada laman yang dibenarkan.',
  'auth.invalidCredentials': 'Tidak dapat log masuk dengan e-mel dan kata laluan yang diberikan.',
  'auth.pinInvalid': 'PIN tidak betul.',
  'auth.pinExpired': 'PIN ini telah tamat tempoh atau tidak diminta. Sila minta PIN baharu.',
  'auth.pinAttemptsExceeded': 'Terlalu banyak percubaan yang salah. Sila minta PIN baharu.',
  'auth.loginThrottled':
    'Terlalu banyak kata laluan yang salah untuk alamat e-mel ini. Sila tunggu {seconds} saat, atau tetapkan semula kata laluan anda.',
  'auth.loginLocked':
    'Terlalu banyak kata laluan yang salah: log masuk dengan alamat e-mel ini ditangguhkan selama {minutes} minit. Jika ini akaun anda, kami telah menghantar e-mel kepada anda; menetapkan semula kata laluan akan menamatkan penangguhan ini.',
  'auth.recoveryTriesSpent':
    'Terlalu banyak PIN yang salah untuk alamat e-mel ini hari ini. Sila cuba lagi esok atau hubungi pasukan sokongan kami.',
  'auth.pinResendCooldown': 'Sila tunggu {seconds} saat sebelum meminta PIN baharu.',
  'auth.registrationTokenInvalid': 'Pendaftaran ini telah tamat tempoh. Sila mulakan semula.',
  'auth.currentPasswordWrong': 'Kata laluan semasa anda tidak betul.',
  'auth.recoveryTokenInvalid': 'Tetapan semula kata laluan ini telah tamat tempoh. Sila minta PIN baharu.',
  'auth.addressNotFound': 'Alamat ini tidak dijumpai.',
  'auth.idRefLocked': 'Nombor MyKad anda telah disahkan dan tidak boleh ditukar lagi.',
  'auth.pictureType': 'Gambar profil mestilah imej JPEG, PNG, WebP atau HEIC.',
  'auth.pictureTooLarge': 'Gambar profil mestilah tidak melebihi {max} MB.',
  'auth.pictureUnreadable': 'Gambar ini tidak dapat dibaca. Sila pilih imej lain.',
  'auth.pictureOneFile': 'Hantar satu gambar profil pada satu masa, dalam ruangan profile_picture.',
  'auth.emailUnchanged': 'Ini sudah pun alamat e-mel anda.',
  'auth.emailChangeTokenInvalid':
    'Pautan penukaran e-mel ini telah tamat tempoh atau sudah digunakan. Sila minta pautan baharu.',
  'auth.invalidApiKey': 'Kunci API tidak sah.',
  'auth.apiKeyRequired': 'Kunci API yang sah diperlukan.',
  'enquiries.topicInvalid': 'Pilih topik daripada senarai.',
  'products.notFound': 'Produk ini tidak dijumpai.',
  'products.notRated': 'Caruman produk ini tidak boleh dikira dalam talian.',
  'products.categoryNotFound': 'Kategori ini tidak dijumpai.',
  'products.dobInFuture': 'Tarikh lahir tidak boleh pada masa hadapan.',
  'products.genderInvalid': 'Pilih perempuan atau lelaki.',
  'products.coverageAmount': 'Jumlah perlindungan mestilah antara {min} hingga {max}, dalam gandaan {step}.',
  'newsletter.unknownList': 'Senarai mel ini tidak wujud.',
  'newsletter.oneContact': 'Hantar satu kenalan pada satu masa.',
  'email.footer': '{brand} · Ada soalan? Tulis kepada {supportEmail}',
  'email.greeting': 'Salam sejahtera,',
  'email.greetingName': 'Salam sejahtera {name},',
  'email.registrationPin.subject': 'PIN pengesahan {brand} anda: {pin}',
  'email.registrationPin.intro':
    'Gunakan PIN ini untuk mengesahkan alamat e-mel anda dan membuka akaun {brand}:',
  'email.registrationPin.expiry':
    'PIN ini tamat tempoh dalam {minutes} minit. Jika anda tidak meminta untuk membuka akaun, abaikan e-mel ini.',
  'email.recoveryPin.subject': 'Tetapkan semula kata laluan {brand} anda: {pin}',
  'email.recoveryPin.intro': 'Gunakan PIN ini untuk menetapkan kata laluan baharu bagi akaun {brand} anda:',
  'email.recoveryPin.expiry':
    'PIN ini tamat tempoh dalam {minutes} minit. Jika anda tidak meminta untuk menetapkan semula kata laluan, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.',
  'email.passwordChanged.subject': 'Kata laluan {brand} anda telah ditukar',
  'email.passwordChanged.intro':
    'Kata laluan akaun {brand} anda baru sahaja ditukar, dan peranti lain telah dilog keluar.',
  'email.passwordChanged.warning': 'Jika ini bukan anda, tulis kepada {supportEmail} dengan segera.',
  'email.loginLocked.subject': 'Seseorang cuba log masuk ke akaun {brand} anda',
  'email.loginLocked.intro':
    'Seseorang telah memasukkan kata laluan yang salah untuk akaun {brand} anda sebanyak 10 kali hari ini, jadi log masuk ditangguhkan selama {minutes} minit. Akaun dan sijil anda selamat.',
  'email.loginLocked.advice':
    'Jika itu anda, tetapkan semula kata laluan di halaman log masuk dan log masuk dengan segera. Jika bukan anda, pilih kata laluan baharu yang tidak anda gunakan di tempat lain, dan tulis kepada {supportEmail} jika ada apa-apa yang mencurigakan.',
  'email.welcome.subject': 'Selamat datang ke {brand}',
  'email.welcome.intro': 'Akaun {brand} anda sudah sedia. Anda kini boleh log masuk dengan {email}.',
  'email.welcome.cta': 'Ke papan pemuka saya',
  'email.newsletterWelcome.subject': 'Anda telah melanggan surat berita {brand}',
  'email.newsletterWelcome.intro':
    'Terima kasih kerana melanggan surat berita kami! Kami akan menghantar berita, panduan dan tawaran daripada {brand} ke {email}.',
  'email.newsletterWelcome.cta': 'Baca panduan kami',
  'email.newsletterWelcome.optOut':
    'Ahli boleh mematikan surat berita dalam profil mereka pada bila-bila masa. Jika anda tidak melanggan, tulis kepada {supportEmail} dan kami akan membuang alamat anda.',
  'email.deleteAccountOtp.subject': 'Kod pemadaman akaun {brand} anda: {pin}',
  'email.deleteAccountOtp.intro':
    'Gunakan kod ini untuk mengesahkan bahawa anda mahu memadam akaun {brand} anda:',
  'email.deleteAccountOtp.expiry':
    'Kod ini tamat tempoh dalam {minutes} minit. Jika anda tidak meminta untuk memadam akaun anda, tukar kata laluan anda dan tulis kepada {supportEmail}.',
  'email.accountDeleted.subject': 'Akaun {brand} anda telah dipadam',
  'email.accountDeleted.intro':
    'Akaun {brand} anda telah dipadam seperti yang anda minta, dan butiran peribadi anda telah dihapuskan. Rekod yang wajib kami simpan mengikut undang-undang, seperti sijil yang telah dikeluarkan, disimpan berasingan daripada akaun log masuk anda.',
  'email.changeEmail.subject': 'Sahkan alamat e-mel {brand} baharu anda',
  'email.changeEmail.intro':
    'Anda meminta untuk menggunakan {email} bagi akaun {brand} anda. Sahkan alamat ini dengan butang di bawah.',
  'email.changeEmail.cta': 'Sahkan e-mel baharu saya',
  'email.changeEmail.expiry':
    'Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam {hours} jam. Jika anda tidak memintanya, abaikan e-mel ini: akaun tersebut kekal dengan alamat semasa.',
  'email.emailChanged.subject': 'Alamat e-mel {brand} anda telah ditukar',
  'email.emailChanged.intro':
    'Alamat e-mel akaun {brand} anda telah ditukar kepada {email}. Alamat ini tidak akan lagi menerima mesej tentang akaun anda.',
  'email.enquiryReceived.subject': '[Pertanyaan] {topic}: {name}',
  'email.enquiryReceived.intro': 'Pertanyaan baharu diterima daripada laman web.',
  'email.enquiryReceived.from': 'Daripada: {name} <{email}>',
  'email.enquiryReceived.topic': 'Topik: {topic}',
  'email.enquiryReceived.language': 'Bahasa pengirim: {language}',
  'email.enquiryReceived.member': 'Akaun ahli: {member}',
  'email.enquiryReceived.guest': 'Dihantar tanpa log masuk.',
  'email.enquiryReceived.reference': 'Rujukan: {reference}',
  'email.enquiryAck.subject': 'Kami telah menerima pertanyaan {brand} anda',
  'email.enquiryAck.intro':
    'Terima kasih kerana menghubungi {brand}. Kami telah menerima pertanyaan anda tentang "{topic}" dan akan menghubungi anda secepat mungkin.',
  'email.enquiryAck.notYou': 'Jika anda tidak menghantar pertanyaan ini, anda boleh mengabaikan e-mel ini.',
};

const ms: Record<ApiMessageKey, string> = {
  ...coreMs,
  ...ekycMessages.ms,
  ...cmsMessages.ms,
  ...certificatesMessages.ms,
  ...paymentsMessages.ms,
  ...needsTestMessages.ms,
  ...demosMessages.ms,
  ...referralMessages.ms,
  ...rewardsMessages.ms,
  ...partnersMessages.ms,
  ...partnerInsurerMessages.ms,
  ...accidentMessages.ms,
  ...vaultMessages.ms,
  ...socialMessages.ms,
  ...claimsMessages.ms,
  ...servicingMessages.ms,
  ...kuburClaimMessages.ms,
  ...smsMessages.ms,
  ...calculatorEmailMessages.ms,
};

const apiMessages: Record<Locale, Record<ApiMessageKey, string>> = { en, ms };
const sharedMessages: Record<Locale, unknown> = { en: sharedEn, ms: sharedMs };

export type MessageKey = ApiMessageKey | ValidationMessageKey;
export type MessageParams = Record<string, string | number>;

/** A message not yet translated: errors carry these and the error handler renders them per request. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

function lookupShared(locale: Locale, key: string): string | undefined {
  let node: unknown = sharedMessages[locale];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template =
    (apiMessages[locale] as Record<string, string>)[key] ??
    lookupShared(locale, key) ??
    lookupShared('en', key) ??
    key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ms';
}

/** The languages offered to negotiator (it asks for a mutable list), made once rather than on every request. */
const offeredLocales: string[] = [...locales];

/** The supported language an Accept-Language header prefers (by quality, `ms-MY` counting as `ms`); English otherwise. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'en';
  const preferred = new Negotiator({ headers: { 'accept-language': header } }).language(offeredLocales);
  return isLocale(preferred) ? preferred : 'en';
}
