// The partner-insurer service's API messages in English and Malay, merged into lib/i18n.
const en = {
  'partnerInsurer.notFound': 'We could not find this application.',
  'partnerInsurer.lifePlanOff': 'The life plan is not on sale at the moment.',
  'partnerInsurer.lifeAge': 'The person to be covered must be 18 to 60 years old.',
  'partnerInsurer.nricDob': 'The NRIC number does not match the date of birth.',
  'partnerInsurer.unknownPlan': 'Choose one of the plans offered.',
  'partnerInsurer.unknownLimit': 'No plan has this annual limit.',
  'partnerInsurer.bankRequired': 'Choose your bank for online banking.',
  'partnerInsurer.sharesTotal': "The beneficiaries' shares must add up to 100%.",
  'partnerInsurer.termsRequired': 'Accept all the terms to continue.',
  'partnerInsurer.answerRequired': 'Answer Yes or No to every question.',
  'partnerInsurer.notEditable': 'This application has been submitted and can no longer be changed.',
  'partnerInsurer.notPayable': 'This application cannot be paid now.',
  'partnerInsurer.partnerRefused':
    'Our insurance partner could not accept these details. Check them and try again.',
  'partnerInsurer.partnerDown':
    'Our insurance partner is not answering right now. Your application is saved: come back to it later.',
  'partnerInsurer.signatureInvalid': 'The signature of this callback is not valid.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'partnerInsurer.notFound': 'Kami tidak menemui permohonan ini.',
  'partnerInsurer.lifePlanOff': 'Pelan hayat tidak dijual buat masa ini.',
  'partnerInsurer.lifeAge': 'Orang yang dilindungi mesti berumur 18 hingga 60 tahun.',
  'partnerInsurer.nricDob': 'Nombor MyKad tidak sepadan dengan tarikh lahir.',
  'partnerInsurer.unknownPlan': 'Pilih salah satu pelan yang ditawarkan.',
  'partnerInsurer.unknownLimit': 'Tiada pelan dengan had tahunan ini.',
  'partnerInsurer.bankRequired': 'Pilih bank anda untuk perbankan dalam talian.',
  'partnerInsurer.sharesTotal': 'Jumlah bahagian penerima manfaat mesti 100%.',
  'partnerInsurer.termsRequired': 'Terima semua terma untuk meneruskan.',
  'partnerInsurer.answerRequired': 'Jawab Ya atau Tidak bagi setiap soalan.',
  'partnerInsurer.notEditable': 'Permohonan ini telah dihantar dan tidak boleh diubah lagi.',
  'partnerInsurer.notPayable': 'Permohonan ini tidak boleh dibayar sekarang.',
  'partnerInsurer.partnerRefused':
    'Rakan insurans kami tidak dapat menerima butiran ini. Semak dan cuba lagi.',
  'partnerInsurer.partnerDown':
    'Rakan insurans kami tidak menjawab sekarang. Permohonan anda telah disimpan: sila kembali kemudian.',
  'partnerInsurer.signatureInvalid': 'Tandatangan panggilan balik ini tidak sah.',
};

export const partnerInsurerMessages = { en, ms };
