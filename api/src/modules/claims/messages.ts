// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'claims.codeSent':
    'If these details match a certificate, we have e-mailed a 6-digit code to {email}. It works for {minutes} minutes.',
  'claims.codeInvalid':
    'This code is wrong or has expired, or the details do not match a certificate. Check the details and request a new code.',
  'claims.notFound': 'This claim was not found.',
  'claims.alreadyOpen':
    'A claim for this certificate is already being handled. Follow it with the link in your e-mail.',
  'claims.noBeneficiary':
    'This certificate names no beneficiary or executor, so we cannot pay it online. Please write to {supportEmail}.',
  'claims.choiceUnknown': 'Choose an option from the list.',
  'claims.bankUnknown': 'Choose your bank from the list.',
  'claims.accountNumber': 'Enter the account number: 6 to 20 digits.',
  'claims.dateOfDeath': 'Enter a date of death that is not in the future.',
  'claims.notMultipart': 'Send the document as multipart/form-data with the fields kind and file.',
  'claims.fileRequired': 'Please upload this document.',
  'claims.fileType': 'This file is not a document we can use. Please upload a PDF, JPEG or PNG file.',
  'claims.fileDisguised':
    'This file is a {actual} file, not a PDF or photo, although its name says otherwise. Please upload a PDF, JPEG or PNG file.',
  'claims.fileTooLarge': 'This file is larger than {max}. Please upload a smaller file.',
  'claims.kindUnknown': 'Choose which document this is.',
  'claims.kindNotNeeded': 'This claim does not need this document.',
  'claims.closed': 'This claim is closed, so it takes no more documents.',
  'claims.why.deathCertificate': 'The compassionate benefit waits for a verified death certificate.',
  'claims.why.documents': 'The death benefit waits until every required document is verified.',
  'claims.why.state': 'This benefit is already decided.',
  'claims.reasonRequired': 'Give the reason for the decline; the claimant will read it.',
  'claims.documentNotFound': 'This document was not found.',
  'claims.nothingToRetry': 'No payout of this claim is waiting for staff.',
  'email.claims.subject': 'Your claim {reference}: {status}',
  'email.claims.greeting': 'Dear {name},',
  'email.claims.submitted':
    'We have received the claim {reference} for the certificate of {deceased}. Please upload the documents listed on the claim page.',
  'email.claims.documents_needed': 'The claim {reference} still needs these documents: {documents}.',
  'email.claims.under_review':
    'We have every document of the claim {reference} and are checking them. The compassionate benefit is paid within 24 hours of a verified death certificate.',
  'email.claims.approved':
    'The {benefit} of the claim {reference}, {amount}, is approved and on its way to {payee}.',
  'email.claims.paid': 'We have paid the {benefit} of the claim {reference}, {amount}, to {payee}.',
  'email.claims.declined': 'We are sorry: the claim {reference} was declined. The reason: {reason}',
  'email.claims.appeal':
    'If you disagree, reply to {supportEmail} within 30 days with the claim reference and anything we should look at again; a different officer reviews every appeal.',
  'email.claims.code.subject': 'Your {brand} claim code: {code}',
  'email.claims.code.intro': 'Use this code to file the claim for the certificate {certificate}:',
  'email.claims.code.expiry':
    'The code works for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
  'email.claims.cta': 'Follow the claim',
  'claims.benefit.CB1': 'compassionate benefit',
  'claims.benefit.DB1': 'death benefit',
  'claims.status.submitted': 'submitted',
  'claims.status.documents_needed': 'documents needed',
  'claims.status.under_review': 'under review',
  'claims.status.approved': 'approved',
  'claims.status.paid': 'paid',
  'claims.status.declined': 'declined',
  'claims.document.death_certificate': 'death certificate',
  'claims.document.burial_permit': 'burial permit',
  'claims.document.police_report': 'police report',
  'claims.document.claimant_nric_front': 'your NRIC (front)',
  'claims.document.claimant_nric_back': 'your NRIC (back)',
  'claims.document.bank_statement': 'bank statement header of the payee',
  'choices.marital.single': 'Single',
  'choices.marital.married': 'Married',
  'choices.marital.divorced': 'Divorced',
  'choices.marital.widowed': 'Widowed',
  'choices.cause.illness': 'Illness or natural causes',
  'choices.cause.accident': 'Accident',
  'choices.cause.violence': 'Violence or crime',
  'choices.cause.under_investigation': 'Not known yet (under police investigation)',
  'choices.cancel.too_expensive': 'The contribution is too high for me',
  'choices.cancel.other_cover': 'I have other cover',
  'choices.cancel.no_longer_needed': 'I no longer need this cover',
  'choices.cancel.service': 'I am not happy with the service',
  'choices.cancel.other': 'Another reason',
};

type ClaimsMessageKey = keyof typeof en;

const ms: Record<ClaimsMessageKey, string> = {
  'claims.codeSent':
    'Jika butiran ini sepadan dengan sijil, kami telah menghantar kod 6 digit ke {email}. Kod ini sah selama {minutes} minit.',
  'claims.codeInvalid':
    'Kod ini salah atau telah tamat tempoh, atau butiran tidak sepadan dengan sijil. Semak butiran dan minta kod baharu.',
  'claims.notFound': 'Tuntutan ini tidak dijumpai.',
  'claims.alreadyOpen':
    'Tuntutan bagi sijil ini sedang diuruskan. Ikuti tuntutan itu melalui pautan dalam e-mel anda.',
  'claims.noBeneficiary':
    'Sijil ini tidak menamakan penama atau wasi, jadi kami tidak dapat membayarnya secara dalam talian. Sila tulis kepada {supportEmail}.',
  'claims.choiceUnknown': 'Pilih satu pilihan daripada senarai.',
  'claims.bankUnknown': 'Pilih bank anda daripada senarai.',
  'claims.accountNumber': 'Masukkan nombor akaun: 6 hingga 20 digit.',
  'claims.dateOfDeath': 'Masukkan tarikh kematian yang bukan pada masa hadapan.',
  'claims.notMultipart': 'Hantar dokumen sebagai multipart/form-data dengan medan kind dan file.',
  'claims.fileRequired': 'Sila muat naik dokumen ini.',
  'claims.fileType':
    'Fail ini bukan dokumen yang boleh kami gunakan. Sila muat naik fail PDF, JPEG atau PNG.',
  'claims.fileDisguised':
    'Fail ini ialah fail {actual}, bukan PDF atau foto, walaupun namanya menyatakan sebaliknya. Sila muat naik fail PDF, JPEG atau PNG.',
  'claims.fileTooLarge': 'Fail ini lebih besar daripada {max}. Sila muat naik fail yang lebih kecil.',
  'claims.kindUnknown': 'Pilih jenis dokumen ini.',
  'claims.kindNotNeeded': 'Tuntutan ini tidak memerlukan dokumen ini.',
  'claims.closed': 'Tuntutan ini telah ditutup, jadi tiada dokumen lagi diterima.',
  'claims.why.deathCertificate': 'Manfaat ihsan menunggu sijil kematian yang telah disahkan.',
  'claims.why.documents': 'Manfaat kematian menunggu sehingga semua dokumen yang diperlukan disahkan.',
  'claims.why.state': 'Keputusan bagi manfaat ini telah dibuat.',
  'claims.reasonRequired': 'Nyatakan sebab penolakan; pihak yang menuntut akan membacanya.',
  'claims.documentNotFound': 'Dokumen ini tidak dijumpai.',
  'claims.nothingToRetry': 'Tiada bayaran bagi tuntutan ini yang menunggu tindakan kakitangan.',
  'email.claims.subject': 'Tuntutan anda {reference}: {status}',
  'email.claims.greeting': '{name} yang dihormati,',
  'email.claims.submitted':
    'Kami telah menerima tuntutan {reference} bagi sijil {deceased}. Sila muat naik dokumen yang disenaraikan di halaman tuntutan.',
  'email.claims.documents_needed': 'Tuntutan {reference} masih memerlukan dokumen ini: {documents}.',
  'email.claims.under_review':
    'Kami telah menerima semua dokumen tuntutan {reference} dan sedang menyemaknya. Manfaat ihsan dibayar dalam tempoh 24 jam selepas sijil kematian disahkan.',
  'email.claims.approved':
    '{benefit} bagi tuntutan {reference}, {amount}, telah diluluskan dan sedang dihantar kepada {payee}.',
  'email.claims.paid': 'Kami telah membayar {benefit} bagi tuntutan {reference}, {amount}, kepada {payee}.',
  'email.claims.declined': 'Kami memohon maaf: tuntutan {reference} telah ditolak. Sebabnya: {reason}',
  'email.claims.appeal':
    'Jika anda tidak bersetuju, balas kepada {supportEmail} dalam tempoh 30 hari dengan rujukan tuntutan dan perkara yang perlu kami semak semula; setiap rayuan disemak oleh pegawai yang berbeza.',
  'email.claims.code.subject': 'Kod tuntutan {brand} anda: {code}',
  'email.claims.code.intro': 'Gunakan kod ini untuk membuat tuntutan bagi sijil {certificate}:',
  'email.claims.code.expiry':
    'Kod ini sah selama {minutes} minit. Jika anda tidak memintanya, abaikan e-mel ini.',
  'email.claims.cta': 'Ikuti tuntutan',
  'claims.benefit.CB1': 'manfaat ihsan',
  'claims.benefit.DB1': 'manfaat kematian',
  'claims.status.submitted': 'dihantar',
  'claims.status.documents_needed': 'dokumen diperlukan',
  'claims.status.under_review': 'dalam semakan',
  'claims.status.approved': 'diluluskan',
  'claims.status.paid': 'dibayar',
  'claims.status.declined': 'ditolak',
  'claims.document.death_certificate': 'sijil kematian',
  'claims.document.burial_permit': 'permit pengebumian',
  'claims.document.police_report': 'laporan polis',
  'claims.document.claimant_nric_front': 'MyKad anda (depan)',
  'claims.document.claimant_nric_back': 'MyKad anda (belakang)',
  'claims.document.bank_statement': 'bahagian atas penyata bank penerima bayaran',
  'choices.marital.single': 'Bujang',
  'choices.marital.married': 'Berkahwin',
  'choices.marital.divorced': 'Bercerai',
  'choices.marital.widowed': 'Balu / duda',
  'choices.cause.illness': 'Penyakit atau sebab semula jadi',
  'choices.cause.accident': 'Kemalangan',
  'choices.cause.violence': 'Keganasan atau jenayah',
  'choices.cause.under_investigation': 'Belum diketahui (dalam siasatan polis)',
  'choices.cancel.too_expensive': 'Caruman terlalu tinggi bagi saya',
  'choices.cancel.other_cover': 'Saya mempunyai perlindungan lain',
  'choices.cancel.no_longer_needed': 'Saya tidak lagi memerlukan perlindungan ini',
  'choices.cancel.service': 'Saya tidak berpuas hati dengan perkhidmatan',
  'choices.cancel.other': 'Sebab lain',
};

export const claimsMessages = { en, ms };
