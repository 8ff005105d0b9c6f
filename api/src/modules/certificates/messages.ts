// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  // Underwriting
  'underwriting.notFound': 'This underwriting submission was not found.',
  'underwriting.questionSetNotFound': 'This question set was not found.',
  'underwriting.questionSetMismatch': 'This question set does not belong to this product.',
  'underwriting.unknownQuestion': 'This question is not part of the question set.',
  'underwriting.answerMissing': 'Please answer every question.',
  'underwriting.answerTwice': 'Answer each question only once.',
  'underwriting.noteRequired': 'Please tell us more about your Yes answer.',
  'underwriting.submitRequired': 'Please confirm that you want to send your answers.',
  'underwriting.notPending': 'Only answers that are awaiting review can be decided.',
  'underwriting.reasonRequired': 'Please give a reason for the rejection.',
  'underwriting.productInvalid': 'Choose a product that asks health questions.',
  // Relationships, quotations, applications
  'certificates.quotationNotFound': 'This quotation was not found.',
  'certificates.quotationClosed': 'This quotation has been submitted and can no longer be changed.',
  'certificates.productNotOnSale': 'This plan cannot be bought online.',
  'certificates.ekycRequired':
    'Please complete your identity verification (eKYC) before you get a quotation.',
  'certificates.citizensOnly': 'This plan is for Malaysian citizens only.',
  'certificates.salesClosed':
    'New certificates are no longer sold since {date}: the regulatory sandbox has ended. Existing certificates stay active for their term.',
  'certificates.nricRequired': 'Please add your NRIC to your profile before you get a quotation.',
  'certificates.mainInsuredRequired': 'Add one person covered, with person_type main_insured.',
  'certificates.mainInsuredMustBeYou':
    'The person covered must be you: the NRIC must match the one on your profile.',
  'certificates.certificateExists':
    'You already have an active certificate. Each person can hold only one certificate of this plan.',
  'certificates.paymentInProgress':
    'A payment for your unpaid application is still being processed, so you cannot start a new application yet. Please check again in a few minutes: if the payment goes through, your certificate is issued; if it does not, you can pay again or start afresh.',
  'certificates.underwritingRequired':
    'Please answer the health questions before you submit your application.',
  'certificates.underwritingPending':
    'Your health answers are still being reviewed. We will e-mail you when they are decided.',
  'certificates.underwritingRejected':
    'Your health answers were not accepted, so we cannot offer this plan. Please contact our support team.',
  'certificates.underwritingStale':
    'Your health answers have expired or been replaced. Please answer the health questions again.',
  'certificates.underwritingOtherProduct': 'These health answers are for another plan.',
  'certificates.contributionTermRequired': 'Please choose to pay monthly or yearly.',
  'certificates.relationshipUnknown': 'Choose a relationship from the list.',
  'certificates.referralInvalid': 'Invalid Code',
  'certificates.referralOwn': 'You cannot use your own referral code.',
  'certificates.applicationNotFound': 'This application was not found.',
  'certificates.applicationPublished': 'This application is complete: its certificate has been issued.',
  'certificates.applicationClosed': 'This application was closed because its certificate was cancelled.',
  // Certificates
  'certificates.notFound': 'This certificate was not found.',
  'certificates.notPayable': 'This certificate cannot take a contribution now.',
  'certificates.alreadyEnded': 'This certificate has already ended.',
  'certificates.renewalAge': 'This certificate cannot be renewed: cover is renewable up to age 70.',
  'certificates.rescindNotIssued': 'Only an issued certificate can be rescinded.',
  'certificates.cancelScheduled': 'The cancellation of this certificate is already scheduled for {date}.',
  'certificates.documentNotReady': 'The certificate document is not ready yet. Please try again in a minute.',
  'certificates.quickQuoteCurrency': 'Only MYR is supported.',
  'certificates.quickQuotePlan': 'This plan cannot be priced here.',
  'certificates.benefit.DB1': 'Death benefit',
  'certificates.benefit.CB1': 'Compassionate benefit (within 24 hours of the death certificate)',
  'certificates.document.certificate': 'Certificate {number}',
  'certificates.document.pds': 'Product Disclosure Sheet',
  // E-mails
  'email.underwriting.accepted.subject': 'Your {brand} health answers were accepted',
  'email.underwriting.accepted.intro':
    'Good news: our underwriters accepted your answers to the health questions. You can now continue your application.',
  'email.underwriting.rejected.subject': 'About your {brand} health answers',
  'email.underwriting.rejected.intro':
    'Thank you for your application. After reviewing your answers to the health questions, we are unable to offer you this plan.',
  'email.underwriting.reason': 'Reason: {reason}',
  'email.underwriting.cta': 'Continue my application',
  'email.underwriting.support': 'If you have questions, write to {supportEmail} (weekdays 9am-5pm).',
  'email.certificate.issued.subject': 'Your {brand} certificate {number} is issued',
  'email.certificate.issued.intro':
    'Thank you for your first contribution. Your certificate {number} is now in force from {startDate}.',
  'email.certificate.issued.details':
    'Sum covered: {sumCovered}. Contribution: {contribution} per {frequency}. Next renewal: {renewalDate}.',
  'email.certificate.issued.coolingOff':
    'You may cancel within 15 days of receiving this certificate (by {coolingOffEnd}) for a full refund of your contributions.',
  'email.certificate.cta': 'View my certificate',
  'email.certificate.listCta': 'View my certificates',
  'email.certificate.issued.attached':
    'Your e-certificate is attached to this e-mail as a PDF, in English and Malay. Please keep it with your important documents.',
  'email.certificate.duplicate.subject': 'We refunded a second {brand} certificate',
  'email.certificate.duplicate.intro':
    'Each person can hold only one certificate of this plan. We keep your certificate {keptNumber} and have cancelled the later one.',
  'email.certificate.duplicate.refund':
    'We are refunding the full contribution of {amount} to your payment method.',
  'email.certificate.canceled.subject': 'Your {brand} certificate {number} is cancelled',
  'email.certificate.canceled.refund':
    'Your certificate {number} was cancelled within the cooling-off period. We are refunding {amount} in full.',
  'email.certificate.canceled.scheduled':
    'Your certificate {number} stays in force until {date} (the end of the period you paid for), and then ends. No further contributions will be taken.',
  'email.certificate.rescinded.subject': 'Your {brand} certificate {number} has been rescinded',
  'email.certificate.rescinded.intro':
    'After a review, your certificate {number} has been rescinded (treated as never in force). Reason: {reason}',
  'email.certificate.rescinded.refund': 'We are refunding your contributions of {amount}.',
  'email.certificate.rescinded.noRefund':
    'Under the terms of your certificate, the contributions paid are not refunded.',
  'email.certificate.overdue.subject': 'Your {brand} contribution for certificate {number} is unpaid',
  'email.certificate.overdue.intro':
    'The contribution for your certificate {number} was due on {dueDate}, and we have not received it.',
  'email.certificate.overdue.grace':
    'You are still covered during the grace period. Please pay by {lastDay}: if the contribution is still unpaid after that day, your certificate lapses and no longer covers you.',
  'email.certificate.overdue.cta': 'Pay my contribution',
  'email.certificate.overdue.paid':
    'If you have paid in the last few days, thank you: you can ignore this e-mail.',
  'email.certificate.lapsed.subject': 'Your {brand} certificate {number} has lapsed',
  'email.certificate.lapsed.intro':
    'The contribution for your certificate {number} was not paid by the end of its grace period on {lastDay}, so the certificate has lapsed and no longer covers you.',
  'email.certificate.lapsed.again':
    'To be covered again, you can apply for a new certificate. If reward credit was left on this one, it is back in your points balance.',
  'email.certificate.lapsed.cta': 'Get a new quote',
  'email.certificate.frequency.month': 'month',
  'email.certificate.frequency.year': 'year',
} as const;

const ms: Record<keyof typeof en, string> = {
  'underwriting.notFound': 'Jawapan soalan kesihatan ini tidak dijumpai.',
  'underwriting.questionSetNotFound': 'Set soalan ini tidak dijumpai.',
  'underwriting.questionSetMismatch': 'Set soalan ini bukan untuk produk ini.',
  'underwriting.unknownQuestion': 'Soalan ini bukan sebahagian daripada set soalan.',
  'underwriting.answerMissing': 'Sila jawab setiap soalan.',
  'underwriting.answerTwice': 'Jawab setiap soalan sekali sahaja.',
  'underwriting.noteRequired': 'Sila beritahu kami lebih lanjut tentang jawapan Ya anda.',
  'underwriting.submitRequired': 'Sila sahkan bahawa anda ingin menghantar jawapan anda.',
  'underwriting.notPending': 'Hanya jawapan yang menunggu semakan boleh diputuskan.',
  'underwriting.reasonRequired': 'Sila nyatakan sebab penolakan.',
  'underwriting.productInvalid': 'Pilih produk yang mempunyai soalan kesihatan.',
  'certificates.quotationNotFound': 'Sebut harga ini tidak dijumpai.',
  'certificates.quotationClosed': 'Sebut harga ini telah dihantar dan tidak boleh diubah lagi.',
  'certificates.productNotOnSale': 'Pelan ini tidak boleh dibeli dalam talian.',
  'certificates.ekycRequired':
    'Sila lengkapkan pengesahan identiti (eKYC) anda sebelum mendapatkan sebut harga.',
  'certificates.citizensOnly': 'Pelan ini untuk warganegara Malaysia sahaja.',
  'certificates.salesClosed':
    'Sijil baharu tidak lagi dijual sejak {date}: kotak pasir kawal selia telah tamat. Sijil sedia ada kekal aktif sepanjang tempohnya.',
  'certificates.nricRequired': 'Sila tambah nombor MyKad anda pada profil sebelum mendapatkan sebut harga.',
  'certificates.mainInsuredRequired': 'Tambah seorang yang dilindungi, dengan person_type main_insured.',
  'certificates.mainInsuredMustBeYou':
    'Orang yang dilindungi mestilah anda sendiri: nombor MyKad mesti sama dengan nombor MyKad pada profil anda.',
  'certificates.certificateExists':
    'Anda sudah mempunyai sijil yang aktif. Setiap orang hanya boleh memegang satu sijil bagi pelan ini.',
  'certificates.paymentInProgress':
    'Bayaran bagi permohonan anda yang belum dibayar masih sedang diproses, jadi anda belum boleh memulakan permohonan baharu. Sila semak semula dalam beberapa minit: jika bayaran berjaya, sijil anda akan dikeluarkan; jika tidak, anda boleh membayar semula atau mula semula.',
  'certificates.underwritingRequired': 'Sila jawab soalan kesihatan sebelum menghantar permohonan anda.',
  'certificates.underwritingPending':
    'Jawapan kesihatan anda masih disemak. Kami akan menghantar e-mel kepada anda apabila keputusan dibuat.',
  'certificates.underwritingRejected':
    'Jawapan kesihatan anda tidak diterima, jadi kami tidak dapat menawarkan pelan ini. Sila hubungi pasukan sokongan kami.',
  'certificates.underwritingStale':
    'Jawapan kesihatan anda telah tamat tempoh atau diganti. Sila jawab soalan kesihatan sekali lagi.',
  'certificates.underwritingOtherProduct': 'Jawapan kesihatan ini adalah untuk pelan lain.',
  'certificates.contributionTermRequired': 'Sila pilih untuk membayar secara bulanan atau tahunan.',
  'certificates.relationshipUnknown': 'Pilih hubungan daripada senarai.',
  'certificates.referralInvalid': 'Kod Tidak Sah',
  'certificates.referralOwn': 'Anda tidak boleh menggunakan kod rujukan anda sendiri.',
  'certificates.applicationNotFound': 'Permohonan ini tidak dijumpai.',
  'certificates.applicationPublished': 'Permohonan ini telah selesai: sijilnya telah dikeluarkan.',
  'certificates.applicationClosed': 'Permohonan ini ditutup kerana sijilnya telah dibatalkan.',
  'certificates.notFound': 'Sijil ini tidak dijumpai.',
  'certificates.notPayable': 'Sijil ini tidak boleh menerima caruman sekarang.',
  'certificates.alreadyEnded': 'Sijil ini telah pun tamat.',
  'certificates.renewalAge':
    'Sijil ini tidak boleh diperbaharui: perlindungan boleh diperbaharui sehingga umur 70 tahun.',
  'certificates.rescindNotIssued': 'Hanya sijil yang telah dikeluarkan boleh dibatalkan sejak mula.',
  'certificates.cancelScheduled': 'Pembatalan sijil ini telah dijadualkan pada {date}.',
  'certificates.documentNotReady': 'Dokumen sijil belum sedia. Sila cuba lagi sebentar lagi.',
  'certificates.quickQuoteCurrency': 'Hanya MYR disokong.',
  'certificates.quickQuotePlan': 'Pelan ini tidak boleh diberi harga di sini.',
  'certificates.benefit.DB1': 'Manfaat kematian',
  'certificates.benefit.CB1': 'Manfaat ihsan (dalam masa 24 jam selepas sijil kematian)',
  'certificates.document.certificate': 'Sijil {number}',
  'certificates.document.pds': 'Helaian Pendedahan Produk',
  'email.underwriting.accepted.subject': 'Jawapan kesihatan {brand} anda telah diterima',
  'email.underwriting.accepted.intro':
    'Berita baik: penaja jamin kami telah menerima jawapan anda kepada soalan kesihatan. Anda kini boleh meneruskan permohonan anda.',
  'email.underwriting.rejected.subject': 'Mengenai jawapan kesihatan {brand} anda',
  'email.underwriting.rejected.intro':
    'Terima kasih atas permohonan anda. Selepas menyemak jawapan anda kepada soalan kesihatan, kami tidak dapat menawarkan pelan ini kepada anda.',
  'email.underwriting.reason': 'Sebab: {reason}',
  'email.underwriting.cta': 'Teruskan permohonan saya',
  'email.underwriting.support':
    'Jika anda mempunyai pertanyaan, tulis kepada {supportEmail} (hari bekerja 9 pagi - 5 petang).',
  'email.certificate.issued.subject': 'Sijil {brand} anda (No. {number}) telah dikeluarkan',
  'email.certificate.issued.intro':
    'Terima kasih atas caruman pertama anda. Sijil anda {number} kini berkuat kuasa mulai {startDate}.',
  'email.certificate.issued.details':
    'Jumlah perlindungan: {sumCovered}. Caruman: {contribution} setiap {frequency}. Pembaharuan seterusnya: {renewalDate}.',
  'email.certificate.issued.coolingOff':
    'Anda boleh membatalkan dalam tempoh 15 hari selepas menerima sijil ini (selewat-lewatnya {coolingOffEnd}) untuk bayaran balik penuh caruman anda.',
  'email.certificate.cta': 'Lihat sijil saya',
  'email.certificate.listCta': 'Lihat semua sijil saya',
  'email.certificate.issued.attached':
    'E-sijil anda dilampirkan pada e-mel ini sebagai PDF, dalam bahasa Inggeris dan bahasa Melayu. Sila simpan bersama dokumen penting anda.',
  'email.certificate.duplicate.subject': 'Bayaran balik bagi sijil {brand} kedua anda',
  'email.certificate.duplicate.intro':
    'Setiap orang hanya boleh memegang satu sijil bagi pelan ini. Kami mengekalkan sijil anda {keptNumber} dan telah membatalkan sijil yang kemudian.',
  'email.certificate.duplicate.refund':
    'Kami sedang membayar balik caruman penuh sebanyak {amount} ke kaedah pembayaran anda.',
  'email.certificate.canceled.subject': 'Sijil {brand} anda (No. {number}) telah dibatalkan',
  'email.certificate.canceled.refund':
    'Sijil anda {number} telah dibatalkan dalam tempoh bertenang. Kami sedang membayar balik {amount} sepenuhnya.',
  'email.certificate.canceled.scheduled':
    'Sijil anda {number} kekal berkuat kuasa sehingga {date} (akhir tempoh yang telah anda bayar), dan kemudian tamat. Tiada caruman lagi akan dipungut.',
  'email.certificate.rescinded.subject': 'Sijil {brand} anda (No. {number}) telah dibatalkan sejak mula',
  'email.certificate.rescinded.intro':
    'Selepas semakan, sijil anda {number} telah dibatalkan sejak mula (dianggap tidak pernah berkuat kuasa). Sebab: {reason}',
  'email.certificate.rescinded.refund': 'Kami sedang membayar balik caruman anda sebanyak {amount}.',
  'email.certificate.rescinded.noRefund':
    'Menurut terma sijil anda, caruman yang telah dibayar tidak dibayar balik.',
  'email.certificate.overdue.subject': 'Caruman {brand} bagi sijil {number} anda belum dibayar',
  'email.certificate.overdue.intro':
    'Caruman bagi sijil anda {number} perlu dibayar pada {dueDate}, dan kami belum menerimanya.',
  'email.certificate.overdue.grace':
    'Anda masih dilindungi dalam tempoh tangguh. Sila bayar selewat-lewatnya {lastDay}: jika caruman masih belum dibayar selepas tarikh itu, sijil anda luput dan tidak lagi melindungi anda.',
  'email.certificate.overdue.cta': 'Bayar caruman saya',
  'email.certificate.overdue.paid':
    'Jika anda telah membayar dalam beberapa hari lepas, terima kasih: anda boleh abaikan e-mel ini.',
  'email.certificate.lapsed.subject': 'Sijil {brand} anda (No. {number}) telah luput',
  'email.certificate.lapsed.intro':
    'Caruman bagi sijil anda {number} tidak dibayar sebelum tamat tempoh tangguhnya pada {lastDay}, jadi sijil itu telah luput dan tidak lagi melindungi anda.',
  'email.certificate.lapsed.again':
    'Untuk dilindungi semula, anda boleh memohon sijil baharu. Jika masih ada kredit ganjaran pada sijil ini, kredit itu telah dikembalikan ke baki mata anda.',
  'email.certificate.lapsed.cta': 'Dapatkan sebut harga baharu',
  'email.certificate.frequency.month': 'bulan',
  'email.certificate.frequency.year': 'tahun',
};

export const certificatesMessages = { en, ms };
