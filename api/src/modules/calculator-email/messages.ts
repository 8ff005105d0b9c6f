// The calculator e-mail's texts in English and Malay, merged into lib/i18n.
const en = {
  'calculatorEmail.subject': 'Your {brand} quote: {monthly} a month',
  'calculatorEmail.intro': 'Here is the quote you worked out on our calculator for {product}.',
  'calculatorEmail.sumCovered': 'Sum covered: {amount}',
  'calculatorEmail.monthly': 'Monthly contribution: {amount}',
  'calculatorEmail.yearly': 'Yearly contribution: {amount} (one month free)',
  'calculatorEmail.person': 'For: {gender}, age next birthday {age}',
  'calculatorEmail.male': 'male',
  'calculatorEmail.female': 'female',
  'calculatorEmail.note':
    'This price is for today. Your contribution is confirmed when you apply and verify your MyKad.',
  'calculatorEmail.cta': 'Apply for {product}',
  'calculatorEmail.pds': 'Read the Product Disclosure Sheet',
  'calculatorEmail.why':
    'You received this e-mail because this address was entered on our calculator. We have not kept it and will not write to you again unless you ask us to.',
  'calculatorEmail.notRated': 'This plan cannot be priced online at the moment.',
};

const ms: Record<keyof typeof en, string> = {
  'calculatorEmail.subject': 'Sebut harga {brand} anda: {monthly} sebulan',
  'calculatorEmail.intro': 'Berikut sebut harga {product} yang anda kira di kalkulator kami.',
  'calculatorEmail.sumCovered': 'Jumlah perlindungan: {amount}',
  'calculatorEmail.monthly': 'Caruman bulanan: {amount}',
  'calculatorEmail.yearly': 'Caruman tahunan: {amount} (percuma sebulan)',
  'calculatorEmail.person': 'Untuk: {gender}, umur pada hari lahir berikutnya {age}',
  'calculatorEmail.male': 'lelaki',
  'calculatorEmail.female': 'perempuan',
  'calculatorEmail.note':
    'Harga ini untuk hari ini. Caruman anda disahkan apabila anda memohon dan mengesahkan MyKad anda.',
  'calculatorEmail.cta': 'Mohon {product}',
  'calculatorEmail.pds': 'Baca Helaian Pendedahan Produk',
  'calculatorEmail.why':
    'Anda menerima e-mel ini kerana alamat ini dimasukkan di kalkulator kami. Kami tidak menyimpannya dan tidak akan menulis kepada anda lagi melainkan anda memintanya.',
  'calculatorEmail.notRated': 'Pelan ini tidak dapat dikira harganya dalam talian buat masa ini.',
};

export const calculatorEmailMessages = { en, ms };
