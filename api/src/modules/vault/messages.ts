// The policy vault's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the
// type check).
const en = {
  'vault.notFound': 'This policy was not found in your vault.',
  'vault.attachmentNotFound': 'This document was not found.',
  'vault.productRequired': 'Enter the name of the product or plan.',
  'vault.policyNumberInvalid':
    'Enter the policy or certificate number: letters, digits, spaces, - and / only, at most 40 characters.',
  'vault.insurerRequired': 'Choose the insurer or takaful operator, or choose Other and type its name.',
  'vault.insurerUnknown': 'Choose an insurer or takaful operator from the list.',
  'vault.insurerBoth': 'Choose an insurer from the list or type another name, not both.',
  'vault.typeInvalid': 'Choose the type of cover: life, medical, personal accident, motor or funeral.',
  'vault.coverageInvalid': 'Enter the coverage amount in ringgit, for example 100000 or 2500.50.',
  'vault.coverageRange': 'The coverage amount must be from {min} to {max}.',
  'vault.dateInvalid': 'Enter a valid date.',
  'vault.startTooOld': 'The start date must be within the last 100 years.',
  'vault.startInFuture': 'The start date cannot be more than a year from today.',
  'vault.expiryBeforeStart': 'The expiry date must be after the start date.',
  'vault.tooManyPolicies': 'Your vault holds at most {max} policies. Delete one you no longer need first.',
  'vault.notMultipart': 'Send the document as multipart/form-data, in the document field.',
  'vault.documentRequired': 'Choose a document to upload.',
  'vault.documentOneFile': 'Send one document at a time, in the document field.',
  'vault.documentTooLarge': 'The document must be {max} or smaller.',
  'vault.documentType': 'Upload the policy document as a PDF, JPEG or PNG file.',
  'vault.documentDisguised':
    'This file is named as a document we accept but is really a {actual} file. Upload the PDF, JPEG or PNG itself.',
  'vault.tooManyAttachments': 'A policy can have at most {max} documents. Delete one first.',
  'vault.readerNoText':
    'We could not read the policy details in this document. Please type them in yourself, or try a sharper, well-lit photo of the page.',
  'vault.readerUnreadable':
    'This document could not be opened (it may be damaged or protected by a password). Please type the details in yourself.',
  'vault.readerTooSlow':
    'Reading this document took too long. Please type the details in yourself, or try a photo of the page with the details.',
  'vault.readerBusy': 'We are reading many documents just now. Please try again in a minute.',
  'vault.type.life': 'Life',
  'vault.type.medical': 'Medical',
  'vault.type.personal_accident': 'Personal accident',
  'vault.type.motor': 'Motor',
  'vault.type.funeral': 'Funeral',
  'vault.suggest.life.need': 'Your needs test estimates that your family would need {amount} of life cover.',
  'vault.suggest.life.have': 'Your vault holds {amount} of life cover that is in force.',
  'vault.suggest.life.haveNone': 'Your vault holds no life cover that is in force.',
  'vault.suggest.life.gap': 'That leaves a gap of {amount}.',
  'vault.suggest.life.sum':
    '{product} with a sum covered of {sum} closes it, from about {monthly} a month at your age.',
  'vault.suggest.life.sumNoPrice': '{product} with a sum covered of {sum} closes it.',
  'vault.suggest.life.partly':
    'The gap is above the largest sum covered of {product} ({max}): partner products can add to it.',
  'vault.suggest.funeral.need':
    'You told the needs test that funeral costs and first expenses matter to you ({amount}).',
  'vault.suggest.funeral.none': 'Your vault holds no funeral cover that is in force.',
  'vault.suggest.medical.none':
    'Your vault holds no medical cover that is in force: a hospital stay can cost more than your savings.',
  'vault.suggest.personalAccident.none':
    'Your vault holds no personal accident cover that is in force: it pays if an accident stops you working.',
  'vault.suggest.income':
    'Your household income from the needs test ({income} a month) depends on you staying able to work.',
  'email.vaultExpiry.subject': 'Your {policy} policy ends on {date}',
  'email.vaultExpiry.intro':
    'The {type} policy {policy} (number {number}) with {insurer}, which you recorded in your {brand} vault, ends on {date}: {days} days from today.',
  'email.vaultExpiry.advice':
    'Renew it with {insurer} before then, or look at your coverage summary to see what the gap would be without it.',
  'email.vaultExpiry.cta': 'Open my vault',
} as const;

const ms: Record<keyof typeof en, string> = {
  'vault.notFound': 'Polisi ini tidak ditemui dalam peti simpanan anda.',
  'vault.attachmentNotFound': 'Dokumen ini tidak ditemui.',
  'vault.productRequired': 'Masukkan nama produk atau pelan.',
  'vault.policyNumberInvalid':
    'Masukkan nombor polisi atau sijil: huruf, digit, ruang, - dan / sahaja, tidak melebihi 40 aksara.',
  'vault.insurerRequired':
    'Pilih syarikat insurans atau pengendali takaful, atau pilih Lain-lain dan taip namanya.',
  'vault.insurerUnknown': 'Pilih syarikat insurans atau pengendali takaful daripada senarai.',
  'vault.insurerBoth': 'Pilih syarikat insurans daripada senarai atau taip nama lain, bukan kedua-duanya.',
  'vault.typeInvalid': 'Pilih jenis perlindungan: hayat, perubatan, kemalangan diri, motor atau pengebumian.',
  'vault.coverageInvalid': 'Masukkan amaun perlindungan dalam ringgit, contohnya 100000 atau 2500.50.',
  'vault.coverageRange': 'Amaun perlindungan mestilah antara {min} hingga {max}.',
  'vault.dateInvalid': 'Masukkan tarikh yang sah.',
  'vault.startTooOld': 'Tarikh mula mestilah dalam tempoh 100 tahun yang lalu.',
  'vault.startInFuture': 'Tarikh mula tidak boleh melebihi setahun dari hari ini.',
  'vault.expiryBeforeStart': 'Tarikh tamat mestilah selepas tarikh mula.',
  'vault.tooManyPolicies':
    'Peti simpanan anda boleh menyimpan paling banyak {max} polisi. Padam polisi yang tidak diperlukan lagi dahulu.',
  'vault.notMultipart': 'Hantar dokumen sebagai multipart/form-data, dalam medan document.',
  'vault.documentRequired': 'Pilih dokumen untuk dimuat naik.',
  'vault.documentOneFile': 'Hantar satu dokumen pada satu masa, dalam medan document.',
  'vault.documentTooLarge': 'Saiz dokumen mestilah {max} atau kurang.',
  'vault.documentType': 'Muat naik dokumen polisi sebagai fail PDF, JPEG atau PNG.',
  'vault.documentDisguised':
    'Fail ini dinamakan seperti dokumen yang kami terima tetapi sebenarnya fail {actual}. Muat naik fail PDF, JPEG atau PNG yang sebenar.',
  'vault.tooManyAttachments': 'Satu polisi boleh mempunyai paling banyak {max} dokumen. Padam satu dahulu.',
  'vault.readerNoText':
    'Kami tidak dapat membaca butiran polisi dalam dokumen ini. Sila taip butirannya sendiri, atau cuba gambar halaman yang lebih jelas dan terang.',
  'vault.readerUnreadable':
    'Dokumen ini tidak dapat dibuka (mungkin rosak atau dilindungi kata laluan). Sila taip butirannya sendiri.',
  'vault.readerTooSlow':
    'Pembacaan dokumen ini mengambil masa terlalu lama. Sila taip butirannya sendiri, atau cuba gambar halaman yang mengandungi butirannya.',
  'vault.readerBusy': 'Kami sedang membaca banyak dokumen sekarang. Sila cuba lagi sebentar lagi.',
  'vault.type.life': 'Hayat',
  'vault.type.medical': 'Perubatan',
  'vault.type.personal_accident': 'Kemalangan diri',
  'vault.type.motor': 'Motor',
  'vault.type.funeral': 'Pengebumian',
  'vault.suggest.life.need':
    'Ujian keperluan anda menganggarkan keluarga anda memerlukan perlindungan hayat sebanyak {amount}.',
  'vault.suggest.life.have':
    'Peti simpanan anda mengandungi perlindungan hayat berkuat kuasa sebanyak {amount}.',
  'vault.suggest.life.haveNone':
    'Peti simpanan anda tidak mengandungi perlindungan hayat yang berkuat kuasa.',
  'vault.suggest.life.gap': 'Ini meninggalkan jurang sebanyak {amount}.',
  'vault.suggest.life.sum':
    '{product} dengan jumlah perlindungan {sum} menutupnya, daripada kira-kira {monthly} sebulan pada umur anda.',
  'vault.suggest.life.sumNoPrice': '{product} dengan jumlah perlindungan {sum} menutupnya.',
  'vault.suggest.life.partly':
    'Jurang ini melebihi jumlah perlindungan terbesar {product} ({max}): produk rakan kongsi boleh menambahnya.',
  'vault.suggest.funeral.need':
    'Anda memberitahu ujian keperluan bahawa kos pengebumian dan perbelanjaan awal penting bagi anda ({amount}).',
  'vault.suggest.funeral.none':
    'Peti simpanan anda tidak mengandungi perlindungan pengebumian yang berkuat kuasa.',
  'vault.suggest.medical.none':
    'Peti simpanan anda tidak mengandungi perlindungan perubatan yang berkuat kuasa: kos tinggal di hospital boleh melebihi simpanan anda.',
  'vault.suggest.personalAccident.none':
    'Peti simpanan anda tidak mengandungi perlindungan kemalangan diri yang berkuat kuasa: ia membayar jika kemalangan menghalang anda bekerja.',
  'vault.suggest.income':
    'Pendapatan isi rumah anda daripada ujian keperluan ({income} sebulan) bergantung pada keupayaan anda untuk terus bekerja.',
  'email.vaultExpiry.subject': 'Polisi {policy} anda tamat pada {date}',
  'email.vaultExpiry.intro':
    'Polisi {type} {policy} (nombor {number}) dengan {insurer}, yang anda rekodkan dalam peti simpanan {brand} anda, tamat pada {date}: {days} hari dari hari ini.',
  'email.vaultExpiry.advice':
    'Perbaharuinya dengan {insurer} sebelum tarikh itu, atau lihat ringkasan perlindungan anda untuk melihat jurangnya tanpa polisi ini.',
  'email.vaultExpiry.cta': 'Buka peti simpanan saya',
};

export const vaultMessages = { en, ms };
