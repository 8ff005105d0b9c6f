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
};

export const paymentsMessages = { en, ms };
