// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'servicing.notLive':
    'This certificate is no longer in force (or its cancellation is under way), so it cannot be changed.',
  'servicing.claimInProgress':
    'A claim on this certificate is being handled, so the beneficiary cannot be changed until it is settled. Your contact details can still be changed.',
  'servicing.nothingChanged': 'These are already the details on your certificate.',
  'servicing.changeNotFound': 'This change was not found. Please start again.',
  'servicing.cancelReasonUnknown': 'Choose a reason from the list.',
  'email.servicing.code.subject': 'Your {brand} code to change certificate {number}: {pin}',
  'email.servicing.code.intro.nominee':
    'Use this code to confirm the new beneficiary of your certificate {number}:',
  'email.servicing.code.intro.contact':
    'Use this code to confirm the new contact details of your certificate {number}:',
  'email.servicing.code.expiry':
    'The code expires in {minutes} minutes. If you did not ask for this change, do not share the code: change your password and write to {supportEmail}.',
  'email.servicing.changed.subject': 'Certificate {number} has been changed',
  'email.servicing.changed.intro': 'As you asked, we have changed your certificate {number}:',
  'email.servicing.changed.nominee': 'Beneficiary: {to} ({type}), replacing {from}.',
  'email.servicing.changed.nomineeFirst': 'Beneficiary: {to} ({type}).',
  'email.servicing.changed.contact_phone': 'Contact phone: now {to} (was {from}).',
  'email.servicing.changed.contact_phoneFirst': 'Contact phone: now {to}.',
  'email.servicing.changed.contact_address': 'Contact address: now at {to} (was {from}).',
  'email.servicing.changed.contact_addressFirst': 'Contact address: now at {to}.',
  'email.servicing.changed.notYou':
    'If you did not make this change, write to {supportEmail} at once: we will put it right.',
  'email.servicing.changed.cta': 'See your certificate',
  'servicing.type.hibah': 'hibah (gift)',
  'servicing.type.wasi': 'executor (wasi)',
};

const ms: Record<keyof typeof en, string> = {
  'servicing.notLive':
    'Sijil ini tidak lagi berkuat kuasa (atau pembatalannya sedang diproses), jadi ia tidak boleh diubah.',
  'servicing.claimInProgress':
    'Satu tuntutan ke atas sijil ini sedang diuruskan, jadi penama tidak boleh ditukar sehingga tuntutan itu selesai. Butiran hubungan anda masih boleh diubah.',
  'servicing.nothingChanged': 'Butiran ini sudah pun tercatat pada sijil anda.',
  'servicing.changeNotFound': 'Perubahan ini tidak ditemui. Sila mula semula.',
  'servicing.cancelReasonUnknown': 'Pilih satu sebab daripada senarai.',
  'email.servicing.code.subject': 'Kod {brand} anda untuk mengubah sijil {number}: {pin}',
  'email.servicing.code.intro.nominee':
    'Gunakan kod ini untuk mengesahkan penama baharu sijil {number} anda:',
  'email.servicing.code.intro.contact':
    'Gunakan kod ini untuk mengesahkan butiran hubungan baharu sijil {number} anda:',
  'email.servicing.code.expiry':
    'Kod ini tamat tempoh dalam {minutes} minit. Jika anda tidak meminta perubahan ini, jangan kongsi kod ini: tukar kata laluan anda dan hubungi {supportEmail}.',
  'email.servicing.changed.subject': 'Sijil {number} telah diubah',
  'email.servicing.changed.intro': 'Seperti yang anda minta, kami telah mengubah sijil {number} anda:',
  'email.servicing.changed.nominee': 'Penama: {to} ({type}), menggantikan {from}.',
  'email.servicing.changed.nomineeFirst': 'Penama: {to} ({type}).',
  'email.servicing.changed.contact_phone': 'Telefon untuk dihubungi: kini {to} (sebelum ini {from}).',
  'email.servicing.changed.contact_phoneFirst': 'Telefon untuk dihubungi: kini {to}.',
  'email.servicing.changed.contact_address': 'Alamat surat-menyurat: kini di {to} (sebelum ini {from}).',
  'email.servicing.changed.contact_addressFirst': 'Alamat surat-menyurat: kini di {to}.',
  'email.servicing.changed.notYou':
    'Jika bukan anda yang membuat perubahan ini, hubungi {supportEmail} dengan segera: kami akan membetulkannya.',
  'email.servicing.changed.cta': 'Lihat sijil anda',
  'servicing.type.hibah': 'hibah (pemberian)',
  'servicing.type.wasi': 'wasi (pelaksana wasiat)',
};

export const servicingMessages = { en, ms };
