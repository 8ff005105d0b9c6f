// Personal accident's API messages in English and Malay, merged into lib/i18n.
const en = {
  'accident.age': 'The person to be covered must be 18 to 65 years old.',
  'accident.unknownOccupation': 'Choose an occupation from the list.',
  'accident.unknownBusiness': 'Choose a nature of business from the list.',
  'accident.unknownState': 'Choose a state from the list.',
  'accident.yearlyOnly': 'This plan is paid yearly.',
  'accident.occupationDeclined':
    'We are sorry: our insurance partner does not cover this occupation or nature of business, so we cannot offer you this plan.',
  'accident.declinedByOccupation':
    'We are sorry: our insurance partner does not cover this occupation, so we cannot offer you this plan.',
  'accident.declinedByBusiness':
    'We are sorry: our insurance partner does not cover people working in this nature of business, so we cannot offer you this plan.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'accident.age': 'Orang yang dilindungi mesti berumur 18 hingga 65 tahun.',
  'accident.unknownOccupation': 'Pilih pekerjaan daripada senarai.',
  'accident.unknownBusiness': 'Pilih bidang perniagaan daripada senarai.',
  'accident.unknownState': 'Pilih negeri daripada senarai.',
  'accident.yearlyOnly': 'Pelan ini dibayar setiap tahun.',
  'accident.occupationDeclined':
    'Maaf, rakan insurans kami tidak melindungi pekerjaan atau bidang perniagaan ini, jadi kami tidak dapat menawarkan pelan ini kepada anda.',
  'accident.declinedByOccupation':
    'Maaf, rakan insurans kami tidak melindungi pekerjaan ini, jadi kami tidak dapat menawarkan pelan ini kepada anda.',
  'accident.declinedByBusiness':
    'Maaf, rakan insurans kami tidak melindungi mereka yang bekerja dalam bidang perniagaan ini, jadi kami tidak dapat menawarkan pelan ini kepada anda.',
};

export const accidentMessages = { en, ms };
