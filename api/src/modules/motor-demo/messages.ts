// The demo journeys' API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the
// type check). Money parameters arrive formatted (RM).
const en = {
  'motorDemo.notFound': 'This motor quotation was not found.',
  'motorDemo.registrationNumber':
    'Enter a Malaysian registration number: one to three letters, then up to four digits and an optional letter (for example WXY 1234).',
  'motorDemo.vehicleModel': 'Choose the make and model from the list.',
  'motorDemo.year': 'Choose a year of manufacture from {from} to {to} for this model.',
  'motorDemo.engineCc': 'Enter the engine capacity in cc, from {min} to {max}.',
  'motorDemo.coverType': 'Choose comprehensive, third party fire and theft, or third party.',
  'motorDemo.sumInsuredRequired': 'Enter the sum insured.',
  'motorDemo.sumInsuredRange': 'The sum insured must be from {min} to {max} for this car.',
  'motorDemo.sumInsuredStep': 'Enter the sum insured in whole hundreds of ringgit.',
  'motorDemo.ncd': 'Choose a no-claim discount of 0, 25, 30, 38.33, 45 or 55%.',
  'motorDemo.addOn': 'Choose add-ons from the list.',
  'motorDemo.addOnsNeedComprehensive': 'Add-ons can only be added to comprehensive cover.',
  'motorDemo.tooOldForComprehensive':
    'Comprehensive cover is offered for cars up to {years} years old. Choose third party fire and theft, or third party.',
  'motorDemo.postcodeUnknown': 'This postcode was not found. Check the five digits.',
  'motorDemo.emailLimit':
    'This quotation has been e-mailed {max} times already. Please get in touch with us instead.',
  'email.motorDemo.subject': 'Your {brand} motor quotation (demonstration): {total}',
  'email.motorDemo.intro':
    'Here is the summary of the motor quotation made on {brand}. It is a demonstration: no policy has been issued and nothing has been charged.',
  'email.motorDemo.vehicle': 'Vehicle: {registration}, {vehicle} ({year}, {engine} cc).',
  'email.motorDemo.cover': 'Cover: {cover}; sum insured {sumInsured}; no-claim discount {ncd}%.',
  'email.motorDemo.coverThirdParty': 'Cover: {cover}; no-claim discount {ncd}%.',
  'email.motorDemo.figures':
    'Basic premium {basic}, less no-claim discount {ncdAmount}, add-ons {addOns}: gross premium {gross}. SST (8%) {sst}, stamp duty {stamp}. Total {total}.',
  'email.motorDemo.cta': 'Open the quotation',
  'email.motorDemo.talkToUs': 'To talk about motor cover, reply to {supportEmail}.',
  'motorDemo.cover.comprehensive': 'Comprehensive',
  'motorDemo.cover.third_party_fire_theft': 'Third party, fire and theft',
  'motorDemo.cover.third_party': 'Third party',
  'kuburProDemo.notFound': 'This funeral-cover demo was not found.',
  'kuburProDemo.plan': 'Choose a funeral benefit from the list.',
  'kuburProDemo.beneficiaryName': "Enter the beneficiary's full name (2 to 100 characters).",
  'kuburProDemo.relationship': "Choose the beneficiary's relationship to you.",
  'kuburProDemo.alreadyIssued': 'The demo certificate of this quotation has already been issued.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'motorDemo.notFound': 'Sebut harga motor ini tidak dijumpai.',
  'motorDemo.registrationNumber':
    'Masukkan nombor pendaftaran Malaysia: satu hingga tiga huruf, kemudian sehingga empat digit dan satu huruf pilihan (contohnya WXY 1234).',
  'motorDemo.vehicleModel': 'Pilih jenama dan model daripada senarai.',
  'motorDemo.year': 'Pilih tahun dibuat dari {from} hingga {to} bagi model ini.',
  'motorDemo.engineCc': 'Masukkan kapasiti enjin dalam cc, dari {min} hingga {max}.',
  'motorDemo.coverType': 'Pilih komprehensif, pihak ketiga, kebakaran dan kecurian, atau pihak ketiga.',
  'motorDemo.sumInsuredRequired': 'Masukkan jumlah diinsuranskan.',
  'motorDemo.sumInsuredRange': 'Jumlah diinsuranskan mestilah dari {min} hingga {max} bagi kereta ini.',
  'motorDemo.sumInsuredStep': 'Masukkan jumlah diinsuranskan dalam gandaan seratus ringgit.',
  'motorDemo.ncd': 'Pilih diskaun tanpa tuntutan sebanyak 0, 25, 30, 38.33, 45 atau 55%.',
  'motorDemo.addOn': 'Pilih perlindungan tambahan daripada senarai.',
  'motorDemo.addOnsNeedComprehensive':
    'Perlindungan tambahan hanya boleh ditambah pada perlindungan komprehensif.',
  'motorDemo.tooOldForComprehensive':
    'Perlindungan komprehensif ditawarkan untuk kereta berumur sehingga {years} tahun. Pilih pihak ketiga, kebakaran dan kecurian, atau pihak ketiga.',
  'motorDemo.postcodeUnknown': 'Poskod ini tidak dijumpai. Semak kelima-lima digit.',
  'motorDemo.emailLimit':
    'Sebut harga ini telah dihantar melalui e-mel sebanyak {max} kali. Sila hubungi kami sahaja.',
  'email.motorDemo.subject': 'Sebut harga motor {brand} anda (demonstrasi): {total}',
  'email.motorDemo.intro':
    'Berikut ialah ringkasan sebut harga motor yang dibuat di {brand}. Ini hanyalah demonstrasi: tiada polisi dikeluarkan dan tiada bayaran dikenakan.',
  'email.motorDemo.vehicle': 'Kenderaan: {registration}, {vehicle} ({year}, {engine} cc).',
  'email.motorDemo.cover':
    'Perlindungan: {cover}; jumlah diinsuranskan {sumInsured}; diskaun tanpa tuntutan {ncd}%.',
  'email.motorDemo.coverThirdParty': 'Perlindungan: {cover}; diskaun tanpa tuntutan {ncd}%.',
  'email.motorDemo.figures':
    'Premium asas {basic}, tolak diskaun tanpa tuntutan {ncdAmount}, perlindungan tambahan {addOns}: premium kasar {gross}. SST (8%) {sst}, duti setem {stamp}. Jumlah {total}.',
  'email.motorDemo.cta': 'Buka sebut harga',
  'email.motorDemo.talkToUs': 'Untuk berbincang tentang perlindungan motor, balas kepada {supportEmail}.',
  'motorDemo.cover.comprehensive': 'Komprehensif',
  'motorDemo.cover.third_party_fire_theft': 'Pihak ketiga, kebakaran dan kecurian',
  'motorDemo.cover.third_party': 'Pihak ketiga',
  'kuburProDemo.notFound': 'Demo perlindungan pengebumian ini tidak dijumpai.',
  'kuburProDemo.plan': 'Pilih manfaat pengebumian daripada senarai.',
  'kuburProDemo.beneficiaryName': 'Masukkan nama penuh penerima manfaat (2 hingga 100 aksara).',
  'kuburProDemo.relationship': 'Pilih hubungan penerima manfaat dengan anda.',
  'kuburProDemo.alreadyIssued': 'Sijil demo bagi sebut harga ini telah pun dikeluarkan.',
};

export const demosMessages = { en, ms };
