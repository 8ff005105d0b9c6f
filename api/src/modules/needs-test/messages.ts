// This service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
// Money parameters (amount, need, sum, min, max, step, monthly) arrive in sen and are formatted by the service.
const en = {
  'needsTest.dobTooOld': 'Enter a date of birth within the last 100 years.',
  'needsTest.citizenshipInvalid': 'Tell us whether you are a Malaysian citizen.',
  'needsTest.spouseInvalid': 'Tell us whether you have a spouse.',
  'needsTest.childrenRange': 'Enter the number of children, from 0 to 10.',
  'needsTest.youngestChildAgeRange': "Enter your youngest child's age, from 0 to 30.",
  'needsTest.incomeBand': 'Choose your monthly household income.',
  'needsTest.commitmentBand': 'Choose your monthly commitments.',
  'needsTest.existingCover':
    'Enter your existing life cover in ringgit, for example 100000 (0 if you have none).',
  'needsTest.debtBand': 'Choose the amount you still owe.',
  'needsTest.priorities': 'Choose at least one thing that matters to you.',
  'needsTest.ineligible.age':
    'You are {age} next birthday; Pusara Pro takes new members aged {from} to {to} next birthday.',
  'needsTest.ineligible.citizenship': 'Pusara Pro is open to Malaysian citizens only.',
  'needsTest.reason.needEstimate': 'We estimate that your family would need about {amount}.',
  'needsTest.reason.partners':
    'Ask us about takaful and insurance from our partners, which may suit you instead.',
  'needsTest.reason.talkToUs': 'Write to us at {email} and we will help you find suitable cover.',
  'needsTest.reason.income':
    '{amount} replaces {years} years of your household income, so your family has time to adjust.',
  'needsTest.reason.incomeOneYear':
    '{amount} replaces one year of your household income, so the people close to you have time to adjust.',
  'needsTest.reason.debts': '{amount} clears your home loan and other debts, so your family keeps its home.',
  'needsTest.reason.education': '{amount} goes towards the education of your {children} children.',
  'needsTest.reason.educationOneChild': "{amount} goes towards your child's education.",
  'needsTest.reason.finalExpenses': "{amount} covers funeral costs and your family's first expenses.",
  'needsTest.reason.existingCover': 'Your existing cover of {amount} is taken off the total.',
  'needsTest.reason.roundedUp':
    "Your need of {need} is rounded up to {sum}, as the plan's sum covered goes in steps of {step}.",
  'needsTest.reason.exact': 'Your need of {need} is exactly a sum covered the plan offers.',
  'needsTest.reason.minimum':
    "Your need of {need} is below the plan's smallest sum covered, so we suggest the minimum, {min}.",
  'needsTest.reason.maximum':
    "Your need of {need} is above the plan's largest sum covered, {max}: partner products can add to it.",
  'needsTest.reason.compassionate':
    'Pusara Pro also pays a compassionate benefit of {amount} (10% of the sum covered) on top.',
  'needsTest.reason.affordable':
    'The contribution of {monthly} a month is about {percent}% of what is left of your income after commitments.',
  'needsTest.reason.tightBudget':
    'Your commitments take up most of your income: check that {monthly} a month fits your budget.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'needsTest.dobTooOld': 'Masukkan tarikh lahir dalam tempoh 100 tahun yang lalu.',
  'needsTest.citizenshipInvalid': 'Beritahu kami sama ada anda warganegara Malaysia.',
  'needsTest.spouseInvalid': 'Beritahu kami sama ada anda mempunyai pasangan.',
  'needsTest.childrenRange': 'Masukkan bilangan anak, dari 0 hingga 10.',
  'needsTest.youngestChildAgeRange': 'Masukkan umur anak bongsu anda, dari 0 hingga 30.',
  'needsTest.incomeBand': 'Pilih pendapatan bulanan isi rumah anda.',
  'needsTest.commitmentBand': 'Pilih komitmen bulanan anda.',
  'needsTest.existingCover':
    'Masukkan perlindungan hayat sedia ada anda dalam ringgit, contohnya 100000 (0 jika tiada).',
  'needsTest.debtBand': 'Pilih jumlah yang masih anda hutang.',
  'needsTest.priorities': 'Pilih sekurang-kurangnya satu perkara yang penting bagi anda.',
  'needsTest.ineligible.age':
    'Umur anda {age} tahun pada hari lahir akan datang; Pusara Pro menerima ahli baharu berumur {from} hingga {to} tahun pada hari lahir akan datang.',
  'needsTest.ineligible.citizenship': 'Pusara Pro hanya dibuka kepada warganegara Malaysia.',
  'needsTest.reason.needEstimate': 'Kami menganggarkan keluarga anda memerlukan kira-kira {amount}.',
  'needsTest.reason.partners':
    'Tanya kami tentang takaful dan insurans daripada rakan kongsi kami yang mungkin lebih sesuai untuk anda.',
  'needsTest.reason.talkToUs':
    'Tulis kepada kami di {email} dan kami akan membantu anda mencari perlindungan yang sesuai.',
  'needsTest.reason.income':
    '{amount} menggantikan {years} tahun pendapatan isi rumah anda, supaya keluarga anda mempunyai masa untuk menyesuaikan diri.',
  'needsTest.reason.incomeOneYear':
    '{amount} menggantikan setahun pendapatan isi rumah anda, supaya orang terdekat anda mempunyai masa untuk menyesuaikan diri.',
  'needsTest.reason.debts':
    '{amount} melunaskan pinjaman rumah dan hutang lain anda, supaya keluarga anda kekal di rumah mereka.',
  'needsTest.reason.education': '{amount} untuk pendidikan {children} orang anak anda.',
  'needsTest.reason.educationOneChild': '{amount} untuk pendidikan anak anda.',
  'needsTest.reason.finalExpenses': '{amount} menampung kos pengebumian dan perbelanjaan awal keluarga anda.',
  'needsTest.reason.existingCover': 'Perlindungan sedia ada anda sebanyak {amount} ditolak daripada jumlah.',
  'needsTest.reason.roundedUp':
    'Keperluan anda sebanyak {need} dibundarkan ke atas kepada {sum}, kerana jumlah perlindungan pelan ini ditawarkan dalam gandaan {step}.',
  'needsTest.reason.exact':
    'Keperluan anda sebanyak {need} tepat sama dengan jumlah perlindungan yang ditawarkan pelan ini.',
  'needsTest.reason.minimum':
    'Keperluan anda sebanyak {need} di bawah jumlah perlindungan terkecil pelan ini, jadi kami mencadangkan jumlah minimum, {min}.',
  'needsTest.reason.maximum':
    'Keperluan anda sebanyak {need} melebihi jumlah perlindungan terbesar pelan ini, {max}: produk rakan kongsi boleh menambahnya.',
  'needsTest.reason.compassionate':
    'Pusara Pro juga membayar manfaat ihsan sebanyak {amount} (10% daripada jumlah perlindungan) sebagai tambahan.',
  'needsTest.reason.affordable':
    'Caruman sebanyak {monthly} sebulan adalah kira-kira {percent}% daripada baki pendapatan anda selepas komitmen.',
  'needsTest.reason.tightBudget':
    'Komitmen anda mengambil sebahagian besar pendapatan anda: pastikan {monthly} sebulan sesuai dengan bajet anda.',
};

export const needsTestMessages = { en, ms };
