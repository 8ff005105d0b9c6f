// Sponsored cover's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'partners.notFound': 'This partner was not found.',
  'partners.quotationNotFound': 'This sponsored application was not found.',
  'partners.ineligible.notListed':
    'Your NRIC is not on the list of people {partner} sponsors. If you think it should be, please contact {partner}.',
  'partners.ineligible.removed':
    '{partner} no longer lists you among the people it sponsors. If you think this is a mistake, please contact {partner}.',
  'partners.ineligible.employmentEnded':
    '{partner} tells us your employment has ended, so its sponsored cover is not available to you.',
  'partners.ineligible.probation':
    '{partner} tells us you are still on probation: its sponsored cover is open to you once you are confirmed.',
  'partners.ineligible.notEntitled': '{partner} tells us your position does not include its sponsored cover.',
  'partners.unavailable':
    '{partner} could not confirm your eligibility just now. Please try again in a few minutes.',
  'partners.quotationExists':
    'You already have a sponsored application with {partner}: each person can have one per partner.',
  'partners.sumMismatch': 'The sponsored cover of {partner} is {amount}.',
  'partners.planInvalid': 'Sponsored cover is given on the family takaful plan only.',
  'partners.termYearly': 'Sponsored cover is paid yearly by the partner: choose the yearly term.',
  'partners.submitRequired': 'Say whether to submit the application (submit true or false).',
  'partners.quotationClosed': 'This sponsored application has been submitted and can no longer be changed.',
  'partners.staffOnly': 'Only staff of this partner can do this.',
  'partners.rosterHeader':
    'The roster must have the columns nric, full_name and member_ref on its first line.',
  'partners.rosterUnreadable': 'This file could not be read as a CSV roster (UTF-8 text, comma separated).',
  'partners.rosterEmpty': 'Send the roster file as the request body (Content-Type: text/csv).',
  'partners.rosterNotApi': 'This partner confirms eligibility through its own system, not a roster.',
  'partners.row.nricInvalid': 'Not a valid Malaysian NRIC.',
  'partners.row.nameMissing': 'The full name is missing.',
  'partners.row.nameTooLong': 'The full name is longer than 200 characters.',
  'partners.row.memberRefMissing': 'The member reference is missing.',
  'partners.row.memberRefTooLong': 'The member reference is longer than 64 characters.',
  'partners.row.duplicate': 'This NRIC is listed on an earlier line: only the first one counts.',
  'partners.row.columns': 'This line does not have three columns.',
  'partners.monthInvalid': 'Give the month as YYYY-MM.',
  'email.certificate.issued.sponsored':
    'Your cover of {sumCovered}, plus a funeral benefit of {funeralBenefit}, is sponsored by {sponsor}: {sponsor} pays the contributions and you pay nothing. It runs until {renewalDate}.',
  'email.partner.eligibilityLost.subject': 'Your sponsored cover from {partner}',
  'email.partner.eligibilityLost.intro':
    '{partner} has told us that you are no longer on its list of sponsored people.',
  'email.partner.eligibilityLost.kept':
    'Your certificate {number} stays in force until {endDate}; it will not be renewed by {partner}. If you think this is a mistake, please contact {partner}.',
  'email.partner.holderRemoved.subject': 'Roster change: certificate {number} stays in force until {endDate}',
  'email.partner.holderRemoved.intro':
    'Your latest roster no longer lists {holder} (your reference {memberRef}), who holds sponsored certificate {number}.',
  'email.partner.holderRemoved.kept':
    'The certificate is not cancelled: it stays in force until {endDate} and will not be renewed. The participant has been told.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'partners.notFound': 'Rakan kongsi ini tidak dijumpai.',
  'partners.quotationNotFound': 'Permohonan tajaan ini tidak dijumpai.',
  'partners.ineligible.notListed':
    'No. MyKad anda tiada dalam senarai orang yang ditaja oleh {partner}. Jika anda rasa sepatutnya ada, sila hubungi {partner}.',
  'partners.ineligible.removed':
    '{partner} tidak lagi menyenaraikan anda sebagai orang yang ditajanya. Jika anda rasa ini satu kesilapan, sila hubungi {partner}.',
  'partners.ineligible.employmentEnded':
    '{partner} memaklumkan bahawa pekerjaan anda telah tamat, jadi perlindungan tajaannya tidak tersedia untuk anda.',
  'partners.ineligible.probation':
    '{partner} memaklumkan bahawa anda masih dalam tempoh percubaan: perlindungan tajaannya terbuka kepada anda selepas anda disahkan dalam jawatan.',
  'partners.ineligible.notEntitled':
    '{partner} memaklumkan bahawa jawatan anda tidak termasuk perlindungan tajaannya.',
  'partners.unavailable':
    '{partner} tidak dapat mengesahkan kelayakan anda buat masa ini. Sila cuba lagi dalam beberapa minit.',
  'partners.quotationExists':
    'Anda sudah mempunyai permohonan tajaan dengan {partner}: setiap orang boleh membuat satu permohonan bagi setiap rakan kongsi.',
  'partners.sumMismatch': 'Perlindungan tajaan {partner} ialah {amount}.',
  'partners.planInvalid': 'Perlindungan tajaan diberikan untuk pelan takaful keluarga sahaja.',
  'partners.termYearly':
    'Caruman perlindungan tajaan dibayar secara tahunan oleh rakan kongsi: pilih tempoh tahunan.',
  'partners.submitRequired': 'Nyatakan sama ada permohonan mahu dihantar (submit true atau false).',
  'partners.quotationClosed': 'Permohonan tajaan ini telah dihantar dan tidak boleh diubah lagi.',
  'partners.staffOnly': 'Hanya kakitangan rakan kongsi ini boleh berbuat demikian.',
  'partners.rosterHeader':
    'Senarai nama mesti mempunyai lajur nric, full_name dan member_ref pada baris pertamanya.',
  'partners.rosterUnreadable':
    'Fail ini tidak dapat dibaca sebagai senarai nama CSV (teks UTF-8, dipisahkan dengan koma).',
  'partners.rosterEmpty': 'Hantar fail senarai nama sebagai badan permintaan (Content-Type: text/csv).',
  'partners.rosterNotApi':
    'Rakan kongsi ini mengesahkan kelayakan melalui sistemnya sendiri, bukan senarai nama.',
  'partners.row.nricInvalid': 'Bukan No. MyKad Malaysia yang sah.',
  'partners.row.nameMissing': 'Nama penuh tiada.',
  'partners.row.nameTooLong': 'Nama penuh melebihi 200 aksara.',
  'partners.row.memberRefMissing': 'Rujukan ahli tiada.',
  'partners.row.memberRefTooLong': 'Rujukan ahli melebihi 64 aksara.',
  'partners.row.duplicate':
    'No. MyKad ini sudah disenaraikan pada baris sebelumnya: hanya yang pertama dikira.',
  'partners.row.columns': 'Baris ini tidak mempunyai tiga lajur.',
  'partners.monthInvalid': 'Nyatakan bulan dalam bentuk YYYY-MM.',
  'email.certificate.issued.sponsored':
    'Perlindungan anda sebanyak {sumCovered}, berserta manfaat pengebumian sebanyak {funeralBenefit}, ditaja oleh {sponsor}: {sponsor} membayar caruman dan anda tidak perlu membayar apa-apa. Perlindungan ini berkuat kuasa hingga {renewalDate}.',
  'email.partner.eligibilityLost.subject': 'Perlindungan tajaan anda daripada {partner}',
  'email.partner.eligibilityLost.intro':
    '{partner} telah memaklumkan kami bahawa anda tidak lagi tersenarai sebagai orang yang ditajanya.',
  'email.partner.eligibilityLost.kept':
    'Sijil anda {number} kekal berkuat kuasa hingga {endDate}; sijil ini tidak akan diperbaharui oleh {partner}. Jika anda rasa ini satu kesilapan, sila hubungi {partner}.',
  'email.partner.holderRemoved.subject':
    'Perubahan senarai nama: sijil {number} kekal berkuat kuasa hingga {endDate}',
  'email.partner.holderRemoved.intro':
    'Senarai nama terkini anda tidak lagi menyenaraikan {holder} (rujukan anda {memberRef}), pemegang sijil tajaan {number}.',
  'email.partner.holderRemoved.kept':
    'Sijil ini tidak dibatalkan: ia kekal berkuat kuasa hingga {endDate} dan tidak akan diperbaharui. Peserta telah dimaklumkan.',
};

export const partnersMessages = { en, ms };
