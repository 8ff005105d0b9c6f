// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'payments.notFound': 'This payment was not found.',
  'payments.paymentMethodNotFound': 'This payment method was not found.',
  'payments.paymentMethodInactive': 'This payment method is no longer active. Please choose another one.',
  'payments.returnUrlOrigin': 'The return address must be a page of {origin}.',
  'payments.certificateInvalid': 'Enter a valid certificate.',
  'payments.submitRequired': 'Set submit to true to make the payment.',
  'payments.providerUnavailable':
    'We cannot reach the payment provider at the moment. Please try again in a few minutes.',
  'payments.providerRejected': 'The payment provider could not accept this request. Please try again.',
  'payments.callbackTokenInvalid': 'The callback token is not valid.',
  'payments.signatureInvalid': 'The callback signature is not valid.',
  'payments.bankNotFound': 'Choose a bank from the list.',
  'payments.bankOffline': '{bank} is offline at the moment. Please choose another bank or try again later.',
  'payments.noActiveMandate': 'Set up an FPX direct debit for this certificate first.',
  'payments.mandateNotActive': 'This direct debit is not active.',
  'payments.applicationIdRequired': 'Choose the certificate (application_id).',
  'payments.refundTooLarge': 'The refund is more than what is left of the payment.',
  'payments.refundNotPaid': 'Only a successful payment can be refunded.',
  'payments.refundRefused':
    'The card provider did not accept this refund. Our finance team will refund you by bank transfer.',
  'payments.refundFpxManual': 'FPX direct debits are refunded by bank transfer by our finance team.',
  'payments.paymentInProgress':
    'A payment for this certificate is still being processed. Please wait for its result before paying again.',
  'payments.alreadyPaid': 'This contribution has already been paid.',
  'payments.nothingDue':
    'Nothing is due on this certificate now. Your next contribution is shown in your payment schedule.',
  'payments.idempotencyKeyReused':
    'This Idempotency-Key was already used for another certificate. Send a new key for a new payment.',
  'payments.idempotencyKeyInvalid':
    'The Idempotency-Key must be 16 to 128 letters, digits or the characters - _ : . (a UUID fits).',
  'email.debit.methodCard': 'your {brand} card ending {last4}',
  'email.debit.methodFpx': 'your FPX direct debit at {bank}',
  'email.debit.cta': 'See how this certificate is paid',
  'email.debit.due.subject': 'Your contribution will be debited on {date}',
  'email.debit.due.intro':
    'On {date} we will debit your {product} contribution of {amount} from {method}. You do not need to do anything.',
  'email.debit.due.change':
    'To pay another way or turn automatic billing off, open the certificate in your dashboard before that day.',
  'email.debit.failed.subject': 'We could not debit your contribution',
  'email.debit.failed.intro': 'We could not debit your {product} contribution of {amount} from {method}.',
  'email.debit.failed.retry':
    'We will try again on {date}. Please make sure the card or account can be charged, or pay now from your dashboard.',
  'email.debit.failed.lastTry':
    'This was our last try. Please pay the contribution from your dashboard before {date}, or your certificate will lapse and its cover will end.',
  'email.debit.failed.lastTryNoDate':
    'This was our last try. Please pay the contribution from your dashboard soon, or your certificate will lapse and its cover will end.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'payments.notFound': 'Pembayaran ini tidak ditemui.',
  'payments.paymentMethodNotFound': 'Kaedah pembayaran ini tidak ditemui.',
  'payments.paymentMethodInactive': 'Kaedah pembayaran ini tidak lagi aktif. Sila pilih kaedah lain.',
  'payments.returnUrlOrigin': 'Alamat kembali mestilah halaman {origin}.',
  'payments.certificateInvalid': 'Masukkan sijil yang sah.',
  'payments.submitRequired': 'Tetapkan submit kepada true untuk membuat pembayaran.',
  'payments.providerUnavailable':
    'Kami tidak dapat menghubungi penyedia pembayaran buat masa ini. Sila cuba lagi dalam beberapa minit.',
  'payments.providerRejected': 'Penyedia pembayaran tidak dapat menerima permintaan ini. Sila cuba lagi.',
  'payments.callbackTokenInvalid': 'Token panggilan balik tidak sah.',
  'payments.signatureInvalid': 'Tandatangan panggilan balik tidak sah.',
  'payments.bankNotFound': 'Pilih bank daripada senarai.',
  'payments.bankOffline':
    '{bank} tidak tersedia buat masa ini. Sila pilih bank lain atau cuba lagi kemudian.',
  'payments.noActiveMandate': 'Sediakan debit terus FPX untuk sijil ini terlebih dahulu.',
  'payments.mandateNotActive': 'Debit terus ini tidak aktif.',
  'payments.applicationIdRequired': 'Pilih sijil (application_id).',
  'payments.refundTooLarge': 'Bayaran balik melebihi baki pembayaran.',
  'payments.refundNotPaid': 'Hanya pembayaran yang berjaya boleh dibayar balik.',
  'payments.refundRefused':
    'Penyedia kad tidak menerima bayaran balik ini. Pasukan kewangan kami akan membayar balik melalui pindahan bank.',
  'payments.refundFpxManual':
    'Debit terus FPX dibayar balik melalui pindahan bank oleh pasukan kewangan kami.',
  'payments.paymentInProgress':
    'Pembayaran untuk sijil ini masih diproses. Sila tunggu keputusannya sebelum membayar sekali lagi.',
  'payments.alreadyPaid': 'Caruman ini telah pun dibayar.',
  'payments.nothingDue':
    'Tiada caruman yang perlu dibayar untuk sijil ini sekarang. Caruman seterusnya ditunjukkan dalam jadual pembayaran anda.',
  'payments.idempotencyKeyReused':
    'Idempotency-Key ini telah digunakan untuk sijil lain. Hantar kunci baharu untuk pembayaran baharu.',
  'payments.idempotencyKeyInvalid':
    'Idempotency-Key mestilah 16 hingga 128 huruf, digit atau aksara - _ : . (UUID boleh digunakan).',
  'email.debit.methodCard': 'kad {brand} anda berakhir {last4}',
  'email.debit.methodFpx': 'debit terus FPX anda di {bank}',
  'email.debit.cta': 'Lihat cara sijil ini dibayar',
  'email.debit.due.subject': 'Caruman anda akan didebit pada {date}',
  'email.debit.due.intro':
    'Pada {date} kami akan mendebit caruman {product} anda sebanyak {amount} daripada {method}. Anda tidak perlu berbuat apa-apa.',
  'email.debit.due.change':
    'Untuk membayar dengan cara lain atau mematikan bil automatik, buka sijil itu di papan pemuka anda sebelum hari tersebut.',
  'email.debit.failed.subject': 'Kami tidak dapat mendebit caruman anda',
  'email.debit.failed.intro':
    'Kami tidak dapat mendebit caruman {product} anda sebanyak {amount} daripada {method}.',
  'email.debit.failed.retry':
    'Kami akan mencuba sekali lagi pada {date}. Sila pastikan kad atau akaun itu boleh dicaj, atau bayar sekarang di papan pemuka anda.',
  'email.debit.failed.lastTry':
    'Ini cubaan terakhir kami. Sila bayar caruman di papan pemuka anda sebelum {date}, atau sijil anda akan luput dan perlindungannya tamat.',
  'email.debit.failed.lastTryNoDate':
    'Ini cubaan terakhir kami. Sila bayar caruman di papan pemuka anda dengan segera, atau sijil anda akan luput dan perlindungannya tamat.',
};

export const paymentsMessages = { en, ms };
