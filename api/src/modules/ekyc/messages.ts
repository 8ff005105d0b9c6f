// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'ekyc.notMultipart': 'Send the ID card images and the selfie as multipart/form-data.',
  'ekyc.fileRequired': 'Please upload this image.',
  'ekyc.fileType': 'This file is not a photo we can use. Please upload a JPEG, PNG, HEIC or WebP image.',
  'ekyc.fileDisguised':
    'This file is a {actual} document, not a photo, although its name says otherwise. Please upload a JPEG, PNG, HEIC or WebP image.',
  'ekyc.fileTooLarge': 'This image is larger than {max}. Please upload a smaller image.',
  'ekyc.fileUnreadable': 'This image could not be read. Please take the photo again.',
  'ekyc.unexpectedField': 'This field is not expected here.',
  'ekyc.tooManyParts': 'Send only id_ref, front_ic, back_ic and selfie.',
  'ekyc.submissionExists':
    'You already have an identity verification in progress or completed, so a new one cannot be started.',
  'ekyc.resetNotAllowed': 'Only a verification that was rejected with the option to try again can be reset.',
  'ekyc.illegalTransition': 'This verification cannot change from {from} to {to}.',
  'ekyc.notFound': 'This verification was not found.',
  'ekyc.imageNotFound': 'This image is not available.',
  'ekyc.checksNotRun': 'The checks of your verification have not run yet.',
  'ekyc.permissionDenied': 'You do not have permission to do this.',
  'ekyc.postcodeUnknown': 'We could not find this postcode.',
  'ekyc.nationality': 'Choose Malaysian or foreigner.',
  'ekyc.countryInvalid': 'Choose a country from the list.',
  'ekyc.countryMalaysian': 'The country of origin of a Malaysian is Malaysia.',
  'ekyc.countryForeigner': 'The country of origin of a foreigner cannot be Malaysia.',
  'ekyc.heightRange': 'Enter your height in whole centimetres, from 50 to 250.',
  'ekyc.weightRange': 'Enter your weight in whole kilograms, from 20 to 300.',
  'ekyc.yesOrNo': 'Choose yes or no.',
  'ekyc.decisionInvalid': 'Choose accept, reject or reject-can-retry.',
  'ekyc.reasonRequired': 'Give the reason for the rejection; the member will read it.',
  'ekyc.vendorUnavailable': 'The identity verification service is not available. Please try again later.',
  'ekyc.reason.image_unreadable':
    'We could not read your ID card in the photos. Please take clear, well-lit photos of the whole card and try again.',
  'ekyc.reason.nric_mismatch':
    'The NRIC on your ID card does not match the NRIC you entered. Please check the number and try again.',
  'ekyc.reason.dob_mismatch':
    'NRIC does not match Date of Birth. Please check the date of birth in your profile and try again.',
  'ekyc.reason.gender_mismatch':
    'NRIC does not match Gender. Please check the gender in your profile and try again.',
  'ekyc.reason.staff_rejected':
    'We could not verify your identity. Please contact our support team at {supportEmail} (weekdays 9am-5pm).',
  'ekyc.reason.staff_rejected_can_retry': 'We could not verify your identity. Please try again.',
  'ekyc.reason.staffNote': '{reason} Our reviewer noted: {note}',
  'email.ekyc.cta': 'Open my verification',
  'email.ekyc.accepted.subject': 'Your identity is verified',
  'email.ekyc.accepted.intro':
    'Your identity verification with {brand} is complete. You can now get a quote and buy cover.',
  'email.ekyc.submitted.subject': 'One more step to verify your identity',
  'email.ekyc.submitted.intro':
    'Your ID card and selfie passed our checks. Complete your declaration to finish verifying your identity.',
  'email.ekyc.review.subject': 'Your identity verification is being reviewed',
  'email.ekyc.review.intro':
    'Our team is reviewing your identity verification. We will e-mail you when it is done, usually within one working day.',
  'email.ekyc.retry.subject': 'Please try your identity verification again',
  'email.ekyc.retry.intro': 'We could not complete your identity verification.',
  'email.ekyc.retry.next': 'You can start again from your dashboard at any time.',
  'email.ekyc.rejected.subject': 'We could not verify your identity',
  'email.ekyc.rejected.intro': 'We are sorry: your identity verification was not approved.',
  'email.ekyc.rejected.next': 'Our support team is here to help on weekdays, 9am-5pm, at {supportEmail}.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'ekyc.notMultipart': 'Hantar imej kad pengenalan dan swafoto sebagai multipart/form-data.',
  'ekyc.fileRequired': 'Sila muat naik imej ini.',
  'ekyc.fileType':
    'Fail ini bukan foto yang boleh kami gunakan. Sila muat naik imej JPEG, PNG, HEIC atau WebP.',
  'ekyc.fileDisguised':
    'Fail ini ialah dokumen {actual}, bukan foto, walaupun namanya menunjukkan sebaliknya. Sila muat naik imej JPEG, PNG, HEIC atau WebP.',
  'ekyc.fileTooLarge': 'Imej ini melebihi {max}. Sila muat naik imej yang lebih kecil.',
  'ekyc.fileUnreadable': 'Imej ini tidak dapat dibaca. Sila ambil foto sekali lagi.',
  'ekyc.unexpectedField': 'Medan ini tidak dijangka di sini.',
  'ekyc.tooManyParts': 'Hantar hanya id_ref, front_ic, back_ic dan selfie.',
  'ekyc.submissionExists':
    'Anda sudah mempunyai pengesahan identiti yang sedang diproses atau telah selesai, jadi pengesahan baharu tidak boleh dimulakan.',
  'ekyc.resetNotAllowed':
    'Hanya pengesahan yang ditolak dengan pilihan untuk mencuba semula boleh ditetapkan semula.',
  'ekyc.illegalTransition': 'Status pengesahan ini tidak boleh berubah daripada {from} kepada {to}.',
  'ekyc.notFound': 'Pengesahan ini tidak dijumpai.',
  'ekyc.imageNotFound': 'Imej ini tidak tersedia.',
  'ekyc.checksNotRun': 'Semakan pengesahan anda belum dijalankan.',
  'ekyc.permissionDenied': 'Anda tidak mempunyai kebenaran untuk melakukan ini.',
  'ekyc.postcodeUnknown': 'Kami tidak dapat menemui poskod ini.',
  'ekyc.nationality': 'Pilih warganegara Malaysia atau warga asing.',
  'ekyc.countryInvalid': 'Pilih negara daripada senarai.',
  'ekyc.countryMalaysian': 'Negara asal warganegara Malaysia ialah Malaysia.',
  'ekyc.countryForeigner': 'Negara asal warga asing tidak boleh Malaysia.',
  'ekyc.heightRange': 'Masukkan tinggi anda dalam sentimeter penuh, dari 50 hingga 250.',
  'ekyc.weightRange': 'Masukkan berat anda dalam kilogram penuh, dari 20 hingga 300.',
  'ekyc.yesOrNo': 'Pilih ya atau tidak.',
  'ekyc.decisionInvalid': 'Pilih accept, reject atau reject-can-retry.',
  'ekyc.reasonRequired': 'Nyatakan sebab penolakan; ahli akan membacanya.',
  'ekyc.vendorUnavailable': 'Perkhidmatan pengesahan identiti tidak tersedia. Sila cuba lagi kemudian.',
  'ekyc.reason.image_unreadable':
    'Kami tidak dapat membaca kad pengenalan anda dalam foto. Sila ambil foto seluruh kad yang jelas dan terang, kemudian cuba lagi.',
  'ekyc.reason.nric_mismatch':
    'No. MyKad pada kad anda tidak sepadan dengan yang anda masukkan. Sila semak nombor itu dan cuba lagi.',
  'ekyc.reason.dob_mismatch':
    'No. MyKad tidak sepadan dengan tarikh lahir. Sila semak tarikh lahir dalam profil anda dan cuba lagi.',
  'ekyc.reason.gender_mismatch':
    'No. MyKad tidak sepadan dengan jantina. Sila semak jantina dalam profil anda dan cuba lagi.',
  'ekyc.reason.staff_rejected':
    'Kami tidak dapat mengesahkan identiti anda. Sila hubungi pasukan sokongan kami di {supportEmail} (hari bekerja, 9 pagi hingga 5 petang).',
  'ekyc.reason.staff_rejected_can_retry': 'Kami tidak dapat mengesahkan identiti anda. Sila cuba lagi.',
  'ekyc.reason.staffNote': '{reason} Catatan penyemak kami: {note}',
  'email.ekyc.cta': 'Buka pengesahan saya',
  'email.ekyc.accepted.subject': 'Identiti anda telah disahkan',
  'email.ekyc.accepted.intro':
    'Pengesahan identiti anda dengan {brand} telah selesai. Anda kini boleh mendapatkan sebut harga dan membeli perlindungan.',
  'email.ekyc.submitted.subject': 'Satu langkah lagi untuk mengesahkan identiti anda',
  'email.ekyc.submitted.intro':
    'Kad pengenalan dan swafoto anda telah lulus semakan kami. Lengkapkan akuan anda untuk menyelesaikan pengesahan identiti.',
  'email.ekyc.review.subject': 'Pengesahan identiti anda sedang disemak',
  'email.ekyc.review.intro':
    'Pasukan kami sedang menyemak pengesahan identiti anda. Kami akan menghantar e-mel apabila selesai, biasanya dalam satu hari bekerja.',
  'email.ekyc.retry.subject': 'Sila cuba pengesahan identiti anda sekali lagi',
  'email.ekyc.retry.intro': 'Kami tidak dapat menyelesaikan pengesahan identiti anda.',
  'email.ekyc.retry.next': 'Anda boleh bermula semula dari papan pemuka anda pada bila-bila masa.',
  'email.ekyc.rejected.subject': 'Kami tidak dapat mengesahkan identiti anda',
  'email.ekyc.rejected.intro': 'Kami memohon maaf: pengesahan identiti anda tidak diluluskan.',
  'email.ekyc.rejected.next':
    'Pasukan sokongan kami sedia membantu pada hari bekerja, 9 pagi hingga 5 petang, di {supportEmail}.',
};

export const ekycMessages = { en, ms };
