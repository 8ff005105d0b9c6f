// Questions and answers of the FAQ page (group `faq`) and the help centre (group `help-center`). Answers are
// plain text of one paragraph. An entry whose truth depends on the sales switch is written for each state
// (`whileSales`): a shop that sells while sales are open, the end of sales once they are closed.
import type { FaqGroup } from '../../../db/schema-content';
import type { FaqSeed } from './types';

function entry(
  key: string,
  group: FaqGroup,
  category: string,
  question: FaqSeed['question'],
  answer: FaqSeed['answer'],
): FaqSeed {
  return { key, group, category, question, answer };
}

/** One entry as it reads while the site sells, and as it reads once sales are closed. */
function bySalesState(whileOpen: FaqSeed, whileClosed: FaqSeed): FaqSeed[] {
  return [
    { ...whileOpen, whileSales: 'open' },
    { ...whileClosed, whileSales: 'closed' },
  ];
}

export const faqSeeds: FaqSeed[] = [
  // FAQ: general.
  ...bySalesState(
    entry(
      'general-what-is-brand',
      'faq',
      'general',
      { en: 'What is {brand}?', ms: 'Apakah {brand}?' },
      {
        en: '{brand} is a Malaysian digital family takaful operator. We offer {plan}, a term family takaful plan you can buy entirely online, with no agent and no medical exam, under a regulatory sandbox.',
        ms: '{brand} ialah pengendali takaful keluarga digital Malaysia. Kami menawarkan {plan}, pelan takaful keluarga bertempoh yang boleh dibeli sepenuhnya dalam talian, tanpa ejen dan tanpa pemeriksaan perubatan, di bawah kotak pasir kawal selia.',
      },
    ),
    entry(
      'general-what-is-brand-sales-closed',
      'faq',
      'general',
      { en: 'What is {brand}?', ms: 'Apakah {brand}?' },
      {
        en: '{brand} is a Malaysian digital family takaful operator. We offered {plan}, a term family takaful plan you could buy entirely online, with no agent and no medical exam, under a regulatory sandbox.',
        ms: '{brand} ialah pengendali takaful keluarga digital Malaysia. Kami pernah menawarkan {plan}, pelan takaful keluarga bertempoh yang boleh dibeli sepenuhnya dalam talian, tanpa ejen dan tanpa pemeriksaan perubatan, di bawah kotak pasir kawal selia.',
      },
    ),
  ),
  ...bySalesState(
    entry(
      'general-how-to-buy',
      'faq',
      'general',
      { en: 'How do I buy {plan}?', ms: 'Bagaimana saya membeli {plan}?' },
      {
        en: 'Entirely online. Get a quote on the {plan} page, create an account, verify your identity with your MyKad and a selfie, answer four underwriting questions, name your beneficiary and pay the first contribution by card or FPX direct debit. Your certificate is e-mailed to you and shown in your dashboard once it is issued.',
        ms: 'Sepenuhnya dalam talian. Dapatkan sebut harga di halaman {plan}, buka akaun, sahkan identiti anda dengan MyKad dan swafoto, jawab empat soalan pengunderaitan, namakan penama anda dan bayar caruman pertama dengan kad atau debit terus FPX. Sijil anda dihantar melalui e-mel dan dipaparkan di papan pemuka anda sebaik sahaja ia dikeluarkan.',
      },
    ),
    entry(
      'general-sales-stopped',
      'faq',
      'general',
      { en: 'Can I still buy {plan}?', ms: 'Bolehkah saya masih membeli {plan}?' },
      {
        en: 'No. New certificate sales stopped on 1 October 2025 because the regulatory sandbox we operated under came to an end. We are not accepting new applications.',
        ms: 'Tidak. Jualan sijil baharu dihentikan pada 1 Oktober 2025 kerana kotak pasir kawal selia yang menjadi asas operasi kami telah tamat. Kami tidak menerima permohonan baharu.',
      },
    ),
  ),
  ...bySalesState(
    entry(
      'general-certificate-term',
      'faq',
      'general',
      { en: 'How long does a certificate last?', ms: 'Berapa lamakah tempoh sebuah sijil?' },
      {
        en: 'Each certificate runs for 12 months and renews every year up to age 70: the contribution that starts a new term is priced at your age next birthday on the renewal day. Auto-debit carries on from one term to the next, and you can cancel at any time.',
        ms: 'Setiap sijil berjalan selama 12 bulan dan diperbaharui setiap tahun sehingga umur 70 tahun: caruman yang memulakan tempoh baharu dikira mengikut umur hari lahir akan datang anda pada tarikh pembaharuan. Debit automatik diteruskan dari satu tempoh ke tempoh seterusnya, dan anda boleh membatalkan sijil pada bila-bila masa.',
      },
    ),
    entry(
      'general-existing-certificates',
      'faq',
      'general',
      {
        en: 'I already have a certificate. What happens to it now?',
        ms: 'Saya sudah memiliki sijil. Apa yang berlaku kepadanya sekarang?',
      },
      {
        en: 'Your certificate stays active for the rest of its 12-month term and your family stays protected. Auto-debit continues as before, and claims are handled as usual. When the term ends, the certificate cannot be renewed. We recommend that you look for replacement cover before then, so that your family is not left without protection.',
        ms: 'Sijil anda kekal aktif sehingga tamat tempoh 12 bulannya dan keluarga anda terus dilindungi. Debit automatik diteruskan seperti biasa, dan tuntutan dikendalikan seperti biasa. Apabila tempoh tamat, sijil tidak boleh diperbaharui. Kami mengesyorkan anda mencari perlindungan pengganti sebelum itu, supaya keluarga anda tidak dibiarkan tanpa perlindungan.',
      },
    ),
  ),
  ...bySalesState(
    entry(
      'general-who-can-buy',
      'faq',
      'general',
      { en: 'Who can buy {plan}?', ms: 'Siapakah yang layak membeli {plan}?' },
      {
        en: 'Malaysian citizens aged 16 to 50 (age next birthday). Instead of a medical exam, you answer four underwriting questions, and each person can hold one certificate.',
        ms: 'Warganegara Malaysia berumur 16 hingga 50 tahun (umur hari lahir akan datang). Tanpa pemeriksaan perubatan, anda hanya perlu menjawab empat soalan pengunderaitan, dan setiap orang boleh memegang satu sijil sahaja.',
      },
    ),
    entry(
      'general-who-could-buy',
      'faq',
      'general',
      { en: 'Who could buy {plan}?', ms: 'Siapakah yang layak membeli {plan} dahulu?' },
      {
        en: 'Malaysian citizens aged 16 to 50 (age next birthday). Instead of a medical exam, applicants answered four underwriting questions, and each person could hold one certificate.',
        ms: 'Warganegara Malaysia berumur 16 hingga 50 tahun (umur hari lahir akan datang). Tanpa pemeriksaan perubatan, pemohon hanya perlu menjawab empat soalan pengunderaitan, dan setiap orang boleh memegang satu sijil sahaja.',
      },
    ),
  ),
  entry(
    'general-support',
    'faq',
    'general',
    { en: 'How do I reach {brand}?', ms: 'Bagaimana saya boleh menghubungi {brand}?' },
    {
      en: 'Use the WhatsApp button on any page, send an enquiry from the site, or write to {supportEmail}. Our team answers on weekdays from 9am to 5pm.',
      ms: 'Gunakan butang WhatsApp di mana-mana halaman, hantar pertanyaan melalui laman web, atau tulis kepada {supportEmail}. Pasukan kami menjawab pada hari bekerja dari 9 pagi hingga 5 petang.',
    },
  ),
  entry(
    'general-no-agents',
    'faq',
    'general',
    { en: 'Why are there no agents?', ms: 'Mengapa tiada ejen?' },
    {
      en: 'Everything from the quote to the claim is done online: a claim is filed on our claim page, with no account needed. Without agents’ commission the plan costs less, and you decide at your own pace with all the documents in front of you.',
      ms: 'Semuanya, daripada sebut harga hingga tuntutan, dilakukan dalam talian: tuntutan dibuat di halaman tuntutan kami, tanpa perlu akaun. Tanpa komisen ejen, kos pelan lebih rendah, dan anda membuat keputusan mengikut masa sendiri dengan semua dokumen di hadapan anda.',
    },
  ),

  // FAQ: the flagship plan.
  entry(
    'pusara-what-it-covers',
    'faq',
    'pusara',
    { en: 'What does {plan} pay?', ms: 'Apakah yang dibayar oleh {plan}?' },
    {
      en: 'If the person covered passes away during the term, {plan} pays the sum covered (RM50,000 to RM500,000) to the beneficiary, plus a compassionate benefit of another 10% of the sum covered within 24 hours of receiving the death certificate. It is term cover: there is no cash value and no maturity benefit.',
      ms: 'Jika orang yang dilindungi meninggal dunia dalam tempoh perlindungan, {plan} membayar jumlah perlindungan (RM50,000 hingga RM500,000) kepada penama, serta manfaat ihsan sebanyak 10% lagi daripada jumlah perlindungan dalam masa 24 jam selepas sijil kematian diterima. Ia perlindungan bertempoh: tiada nilai tunai dan tiada manfaat matang.',
    },
  ),
  entry(
    'pusara-price',
    'faq',
    'pusara',
    { en: 'How much does {plan} cost?', ms: 'Berapakah harga {plan}?' },
    {
      en: 'From RM4.13 a month: that is the contribution of a woman aged 20 next birthday for RM50,000 of cover. The contribution depends on your age band, your gender and the sum covered, and is the same for everyone in the same band.',
      ms: 'Serendah RM4.13 sebulan: itulah caruman seorang wanita berumur 20 tahun pada hari lahir akan datang bagi perlindungan RM50,000. Caruman bergantung pada jalur umur, jantina dan jumlah perlindungan anda, dan sama bagi semua orang dalam jalur yang sama.',
    },
  ),
  ...bySalesState(
    entry(
      'pusara-sum-covered',
      'faq',
      'pusara',
      { en: 'How much cover can I choose?', ms: 'Berapa banyak perlindungan yang boleh saya pilih?' },
      {
        en: 'From RM50,000 to RM500,000, in steps of RM25,000. The sum covered is fixed for the certificate: to raise it later, the certificate is cancelled and a new one bought, since each person can hold one certificate.',
        ms: 'Dari RM50,000 hingga RM500,000, dalam gandaan RM25,000. Jumlah perlindungan adalah tetap bagi sijil itu: untuk menaikkannya kemudian, sijil dibatalkan dan sijil baharu dibeli, kerana setiap orang hanya boleh memegang satu sijil.',
      },
    ),
    entry(
      'pusara-sum-covered-sales-closed',
      'faq',
      'pusara',
      { en: 'How much cover can I choose?', ms: 'Berapa banyak perlindungan yang boleh saya pilih?' },
      {
        en: 'From RM50,000 to RM500,000, in steps of RM25,000. To raise the sum covered later, the certificate had to be cancelled and a new one bought.',
        ms: 'Dari RM50,000 hingga RM500,000, dalam gandaan RM25,000. Untuk menaikkan jumlah perlindungan kemudian, sijil perlu dibatalkan dan sijil baharu dibeli.',
      },
    ),
  ),
  ...bySalesState(
    entry(
      'pusara-ages',
      'faq',
      'pusara',
      { en: 'What are the age limits?', ms: 'Apakah had umurnya?' },
      {
        en: 'Entry is open from age 16 to 50, counted as age next birthday. The certificate renews each year up to age 70.',
        ms: 'Kemasukan dibuka dari umur 16 hingga 50 tahun, dikira sebagai umur hari lahir akan datang. Sijil diperbaharui setiap tahun sehingga umur 70 tahun.',
      },
    ),
    entry(
      'pusara-ages-sales-closed',
      'faq',
      'pusara',
      { en: 'What are the age limits?', ms: 'Apakah had umurnya?' },
      {
        en: 'Entry was open from age 16 to 50, counted as age next birthday. The plan was designed to be renewed each year up to age 70. Since the sandbox ended, certificates run to the end of their current term and are not renewed.',
        ms: 'Kemasukan dibuka dari umur 16 hingga 50 tahun, dikira sebagai umur hari lahir akan datang. Pelan ini direka untuk diperbaharui setiap tahun sehingga umur 70 tahun. Sejak kotak pasir tamat, sijil berjalan hingga akhir tempoh semasa dan tidak diperbaharui.',
      },
    ),
  ),
  entry(
    'pusara-underwriting',
    'faq',
    'pusara',
    { en: 'Do I need a medical exam?', ms: 'Adakah saya perlu menjalani pemeriksaan perubatan?' },
    {
      en: 'No. Instead there are four underwriting questions about your health and lifestyle. Answer them honestly: a wrong answer can put a future claim at risk.',
      ms: 'Tidak. Sebaliknya terdapat empat soalan pengunderaitan tentang kesihatan dan gaya hidup anda. Jawablah dengan jujur: jawapan yang salah boleh menjejaskan tuntutan pada masa hadapan.',
    },
  ),
  entry(
    'pusara-one-certificate',
    'faq',
    'pusara',
    { en: 'Can I have more than one certificate?', ms: 'Bolehkah saya memiliki lebih daripada satu sijil?' },
    {
      en: 'No. Each person can hold one {plan} certificate. Choose the sum covered that fits your family’s needs instead of buying several certificates.',
      ms: 'Tidak. Setiap orang boleh memegang satu sijil {plan} sahaja. Pilih jumlah perlindungan yang sesuai dengan keperluan keluarga anda dan bukannya membeli beberapa sijil.',
    },
  ),
  entry(
    'pusara-trustee',
    'faq',
    'pusara',
    { en: 'Who holds the money I contribute?', ms: 'Siapakah yang memegang wang caruman saya?' },
    {
      en: 'The takaful fund is held by an independent trustee, separate from {brand}’s own money. Of each contribution, 20% is our wakalah fee for running the plan, and 80% goes into the fund as tabarru’ to pay claims.',
      ms: 'Dana takaful dipegang oleh pemegang amanah bebas, berasingan daripada wang {brand} sendiri. Daripada setiap caruman, 20% ialah fi wakalah kami untuk mengendalikan pelan, dan 80% disalurkan ke dalam dana sebagai tabarru’ untuk membayar tuntutan.',
    },
  ),
  entry(
    'pusara-surplus',
    'faq',
    'pusara',
    {
      en: 'What happens to money left in the fund?',
      ms: 'Apa yang berlaku kepada wang yang berbaki dalam dana?',
    },
    {
      en: 'If the fund has a surplus after claims and reserves, it is returned to certificate holders. The fund belongs to the participants, not to {brand}.',
      ms: 'Jika dana mempunyai lebihan selepas tuntutan dan rizab, lebihan itu dikembalikan kepada pemegang sijil. Dana itu milik peserta, bukan milik {brand}.',
    },
  ),
  entry(
    'pusara-yearly-rebate',
    'faq',
    'pusara',
    { en: 'Is it cheaper to pay yearly?', ms: 'Adakah lebih murah jika membayar secara tahunan?' },
    {
      en: 'Yes. A yearly contribution costs 11 monthly contributions: you get one month back as a cash rebate.',
      ms: 'Ya. Caruman tahunan bersamaan 11 caruman bulanan: anda mendapat sebulan sebagai rebat tunai.',
    },
  ),

  // FAQ: claims.
  entry(
    'claims-who-claims',
    'faq',
    'claims',
    { en: 'Who makes the claim?', ms: 'Siapakah yang membuat tuntutan?' },
    {
      en: 'The beneficiary named on the certificate, or the family on their behalf. A claim needs no account: make it online on our claim page with the deceased’s NRIC, the certificate number and a code we e-mail to you, and the benefit is paid to the named beneficiary.',
      ms: 'Penama dalam sijil, atau keluarga bagi pihaknya. Tuntutan tidak memerlukan akaun: buat tuntutan dalam talian di halaman tuntutan kami dengan MyKad si mati, nombor sijil dan kod yang kami e-melkan kepada anda, dan manfaat dibayar kepada penama.',
    },
  ),
  entry(
    'claims-documents',
    'faq',
    'claims',
    { en: 'What documents are needed for a claim?', ms: 'Apakah dokumen yang diperlukan untuk tuntutan?' },
    {
      en: 'Usually the death certificate, a copy of the MyKad of the person who passed away and of the claimant, and the beneficiary’s bank account details. A police report is needed when the death was not from natural causes. We will tell you if anything else is needed.',
      ms: 'Biasanya sijil kematian, salinan MyKad si mati dan pihak yang menuntut, serta butiran akaun bank penama. Laporan polis diperlukan jika kematian bukan disebabkan oleh sebab semula jadi. Kami akan memaklumkan jika dokumen lain diperlukan.',
    },
  ),
  entry(
    'claims-compassionate-speed',
    'faq',
    'claims',
    { en: 'How soon is the compassionate benefit paid?', ms: 'Berapa cepat manfaat ihsan dibayar?' },
    {
      en: 'Within 24 hours of our receiving the death certificate. It is 10% of the sum covered, on top of the death benefit, to help with immediate costs such as the funeral.',
      ms: 'Dalam masa 24 jam selepas kami menerima sijil kematian. Ia bernilai 10% daripada jumlah perlindungan, sebagai tambahan kepada manfaat kematian, untuk membantu kos segera seperti pengebumian.',
    },
  ),
  entry(
    'claims-death-benefit-speed',
    'faq',
    'claims',
    { en: 'How long does the death benefit take?', ms: 'Berapa lama manfaat kematian diproses?' },
    {
      en: 'We pay the death benefit within 7 days once the claim documents are verified. Taken from the first contact to payment, claims usually take 14 to 60 days, mostly because of the time needed to gather and check documents.',
      ms: 'Kami membayar manfaat kematian dalam masa 7 hari selepas dokumen tuntutan disahkan. Dikira dari hubungan pertama hingga pembayaran, tuntutan biasanya mengambil masa 14 hingga 60 hari, kebanyakannya kerana masa untuk mengumpul dan menyemak dokumen.',
    },
  ),
  entry(
    'claims-nomination',
    'faq',
    'claims',
    {
      en: 'Should I name my beneficiary under hibah or as wasi?',
      ms: 'Perlukah saya menamakan penama secara hibah atau sebagai wasi?',
    },
    {
      en: 'Under hibah, the benefit becomes the beneficiary’s own gift and is paid outside your estate. As wasi (executor), the beneficiary receives it for your estate and must share it among your heirs by faraid. Choose hibah when you want a particular person, such as your spouse, to receive it all.',
      ms: 'Secara hibah, manfaat menjadi pemberian milik penama dan dibayar di luar harta pusaka anda. Sebagai wasi, penama menerimanya bagi pihak harta pusaka dan wajib membahagikannya kepada waris mengikut faraid. Pilih hibah jika anda mahu orang tertentu, seperti pasangan anda, menerima kesemuanya.',
    },
  ),
  entry(
    'claims-no-beneficiary',
    'faq',
    'claims',
    { en: 'What if I did not name a beneficiary?', ms: 'Bagaimana jika saya tidak menamakan penama?' },
    {
      en: 'Naming one is optional. Without one, the benefit is paid to your estate, which usually takes longer because the estate must first be administered. Naming a beneficiary when you apply saves your family that wait.',
      ms: 'Penamaan adalah pilihan. Tanpa penama, manfaat dibayar kepada harta pusaka anda, yang biasanya mengambil masa lebih lama kerana harta pusaka perlu ditadbir terlebih dahulu. Menamakan penama semasa memohon menjimatkan masa menunggu keluarga anda.',
    },
  ),

  // FAQ: the takaful glossary.
  entry(
    'glossary-tabarru',
    'faq',
    'takaful-glossary',
    { en: 'What is tabarru’?', ms: 'Apakah tabarru’?' },
    {
      en: 'A donation. The part of your contribution given into the takaful fund to help participants who make a claim. For {plan} it is 80% of each contribution.',
      ms: 'Derma. Bahagian caruman anda yang diberikan ke dalam dana takaful untuk membantu peserta yang membuat tuntutan. Bagi {plan}, ia 80% daripada setiap caruman.',
    },
  ),
  entry(
    'glossary-wakalah',
    'faq',
    'takaful-glossary',
    { en: 'What is a wakalah fee?', ms: 'Apakah fi wakalah?' },
    {
      en: 'The fee the takaful operator takes as your agent for managing the fund, paying claims and running the plan. For {plan} it is fixed at 20% of each contribution, and shown to you before you pay.',
      ms: 'Fi yang diambil oleh pengendali takaful sebagai wakil anda untuk mengurus dana, membayar tuntutan dan mengendalikan pelan. Bagi {plan}, ia tetap pada 20% daripada setiap caruman, dan ditunjukkan kepada anda sebelum membayar.',
    },
  ),
  entry(
    'glossary-age-next-birthday',
    'faq',
    'takaful-glossary',
    { en: 'What does “age next birthday” mean?', ms: 'Apakah maksud “umur hari lahir akan datang”?' },
    {
      en: 'The age you will turn on your next birthday, that is your age today plus one. Someone who is 30 today is 31 age next birthday.',
      ms: 'Umur yang akan anda capai pada hari lahir seterusnya, iaitu umur anda hari ini tambah satu. Seseorang yang berumur 30 tahun hari ini berumur 31 tahun mengikut umur hari lahir akan datang.',
    },
  ),
  entry(
    'glossary-cooling-off',
    'faq',
    'takaful-glossary',
    { en: 'What is a cooling-off period?', ms: 'Apakah tempoh bertenang?' },
    {
      en: 'The days after you buy in which you can cancel and get back everything you paid. For {plan} it is 15 days.',
      ms: 'Hari-hari selepas pembelian yang membolehkan anda membatalkan dan mendapatkan semula semua yang telah dibayar. Bagi {plan}, tempohnya 15 hari.',
    },
  ),
  entry(
    'glossary-term-cover',
    'faq',
    'takaful-glossary',
    { en: 'What is term cover?', ms: 'Apakah perlindungan bertempoh?' },
    {
      en: 'Cover for a set period, here one year at a time, that pays only if the covered event happens within it. It builds no savings, which is why it costs far less than whole-life plans.',
      ms: 'Perlindungan bagi tempoh tertentu, di sini setahun demi setahun, yang hanya membayar jika peristiwa dilindungi berlaku dalam tempoh itu. Ia tidak mengumpul simpanan, sebab itulah kosnya jauh lebih rendah daripada pelan seumur hidup.',
    },
  ),

  // Help centre: the basics.
  entry(
    'help-create-account',
    'help-center',
    'basic',
    { en: 'How do I create an account?', ms: 'Bagaimana saya membuka akaun?' },
    {
      en: 'Choose Register, enter your e-mail address and type in the 6-digit PIN we send you. Then set a password and your name, and agree to the terms and privacy policy.',
      ms: 'Pilih Daftar, masukkan alamat e-mel anda dan taip PIN 6 digit yang kami hantar. Kemudian tetapkan kata laluan dan nama anda, serta bersetuju dengan terma dan dasar privasi.',
    },
  ),
  entry(
    'help-forgot-password',
    'help-center',
    'basic',
    {
      en: 'I forgot my password. What do I do?',
      ms: 'Saya terlupa kata laluan. Apa yang perlu saya lakukan?',
    },
    {
      en: 'On the sign-in page choose the forgotten password link and enter your e-mail address. We send a PIN that lets you set a new password. The PIN is valid for 10 minutes.',
      ms: 'Di halaman log masuk, pilih pautan terlupa kata laluan dan masukkan alamat e-mel anda. Kami akan menghantar PIN untuk menetapkan kata laluan baharu. PIN sah selama 10 minit.',
    },
  ),
  entry(
    'help-ekyc-why',
    'help-center',
    'basic',
    { en: 'Why do you ask for my MyKad and a selfie?', ms: 'Mengapa anda meminta MyKad dan swafoto saya?' },
    {
      en: 'The law requires us to know who we cover, and it protects you: nobody can buy a certificate in your name. We match your selfie to your MyKad photo instead of meeting you in person.',
      ms: 'Undang-undang mewajibkan kami mengenali orang yang kami lindungi, dan ia melindungi anda: tiada sesiapa boleh membeli sijil atas nama anda. Kami memadankan swafoto anda dengan gambar MyKad tanpa perlu berjumpa secara bersemuka.',
    },
  ),
  entry(
    'help-languages',
    'help-center',
    'basic',
    { en: 'Can I use the site in Malay?', ms: 'Bolehkah saya menggunakan laman ini dalam bahasa Melayu?' },
    {
      en: 'Yes. Use the EN/BM switch in the menu. We remember your choice on this device.',
      ms: 'Ya. Gunakan suis EN/BM dalam menu. Kami mengingati pilihan anda pada peranti ini.',
    },
  ),
  entry(
    'help-newsletter',
    'help-center',
    'basic',
    { en: 'How do I stop the newsletter?', ms: 'Bagaimana saya menghentikan surat berita?' },
    {
      en: 'Members can switch the newsletter off in their profile at any time. If you subscribed without an account, write to {supportEmail} and we will remove your address.',
      ms: 'Ahli boleh mematikan surat berita dalam profil pada bila-bila masa. Jika anda melanggan tanpa akaun, tulis kepada {supportEmail} dan kami akan membuang alamat anda.',
    },
  ),

  // Help centre: about takaful.
  entry(
    'help-takaful-vs-insurance',
    'help-center',
    'takaful',
    { en: 'How is takaful different from insurance?', ms: 'Apakah perbezaan takaful dengan insurans?' },
    {
      en: 'In insurance you buy cover from a company that keeps what it does not pay out. In takaful, participants donate into a fund that they own together, the operator manages it for a disclosed fee, and surplus goes back to participants. The fund is invested only in Shariah-compliant assets.',
      ms: 'Dalam insurans, anda membeli perlindungan daripada syarikat yang menyimpan apa yang tidak dibayar keluar. Dalam takaful, peserta menderma ke dalam dana milik bersama, pengendali mengurusnya dengan fi yang didedahkan, dan lebihan dikembalikan kepada peserta. Dana hanya dilaburkan dalam aset patuh Syariah.',
    },
  ),
  ...bySalesState(
    entry(
      'help-takaful-non-muslims',
      'help-center',
      'takaful',
      { en: 'Is takaful only for Muslims?', ms: 'Adakah takaful hanya untuk orang Islam?' },
      {
        en: 'No. Takaful is open to everyone. Many non-Muslim Malaysians choose it for its transparency and surplus sharing. {plan} is open to all Malaysian citizens aged 16 to 50.',
        ms: 'Tidak. Takaful terbuka kepada semua. Ramai rakyat Malaysia bukan Islam memilihnya kerana ketelusan dan perkongsian lebihan. {plan} terbuka kepada semua warganegara Malaysia berumur 16 hingga 50 tahun.',
      },
    ),
    entry(
      'help-takaful-non-muslims-sales-closed',
      'help-center',
      'takaful',
      { en: 'Is takaful only for Muslims?', ms: 'Adakah takaful hanya untuk orang Islam?' },
      {
        en: 'No. Takaful is open to everyone. Many non-Muslim Malaysians choose it for its transparency and surplus sharing. {plan} was open to all Malaysian citizens aged 16 to 50.',
        ms: 'Tidak. Takaful terbuka kepada semua. Ramai rakyat Malaysia bukan Islam memilihnya kerana ketelusan dan perkongsian lebihan. Sebelum jualan dihentikan, {plan} terbuka kepada semua warganegara Malaysia berumur 16 hingga 50 tahun.',
      },
    ),
  ),
  entry(
    'help-takaful-shariah',
    'help-center',
    'takaful',
    {
      en: 'Who checks that the plan is Shariah-compliant?',
      ms: 'Siapakah yang memastikan pelan ini patuh Syariah?',
    },
    {
      en: 'Our independent Shariah Committee approves the plan, its contracts and the fund rules before launch and reviews them while the plan runs. Operations are also checked by Shariah review and audit.',
      ms: 'Jawatankuasa Syariah bebas kami meluluskan pelan, kontrak dan peraturan dana sebelum dilancarkan dan menyemaknya sepanjang pelan berjalan. Operasi juga diperiksa melalui semakan dan audit Syariah.',
    },
  ),
  entry(
    'help-takaful-contribution-split',
    'help-center',
    'takaful',
    { en: 'Where does my contribution go?', ms: 'Ke manakah caruman saya disalurkan?' },
    {
      en: 'For {plan}, 80% goes into the takaful fund as tabarru’ to pay claims, and 20% is our wakalah fee. For a RM4.13 monthly contribution, that is RM3.30 to the fund and RM0.83 to {brand}.',
      ms: 'Bagi {plan}, 80% disalurkan ke dana takaful sebagai tabarru’ untuk membayar tuntutan, dan 20% ialah fi wakalah kami. Bagi caruman bulanan RM4.13, RM3.30 ke dana dan RM0.83 kepada {brand}.',
    },
  ),

  // Help centre: the flagship plan.
  entry(
    'help-pusara-cancel',
    'help-center',
    'pusara',
    { en: 'Can I cancel my certificate?', ms: 'Bolehkah saya membatalkan sijil saya?' },
    {
      en: 'Yes, at any time and with no penalty. Open the certificate in your dashboard and choose Request cancellation. Within the 15-day cooling-off period you get a full refund. After that, your cover continues to the end of the period you have paid for, and then ends with no more contributions collected; as a term plan it has no cash value to pay out.',
      ms: 'Ya, pada bila-bila masa dan tanpa penalti. Buka sijil di papan pemuka anda dan pilih Minta pembatalan. Dalam tempoh bertenang 15 hari, anda menerima bayaran balik penuh. Selepas itu, perlindungan anda berterusan sehingga akhir tempoh yang telah anda bayar, kemudian tamat dan tiada lagi caruman dikutip; sebagai pelan bertempoh, ia tiada nilai tunai untuk dibayar.',
    },
  ),
  ...bySalesState(
    entry(
      'help-pusara-auto-billing',
      'help-center',
      'pusara',
      { en: 'How are my contributions collected?', ms: 'Bagaimanakah caruman saya dikutip?' },
      {
        en: 'By automatic billing: your saved card or your FPX direct debit mandate is charged each time a contribution falls due, from one term to the next, and we e-mail you before each debit. Your dashboard shows the next debit, the card or bank and your payment history, and lets you turn automatic billing off.',
        ms: 'Melalui bil automatik: kad yang anda simpan atau mandat debit terus FPX anda dicaj setiap kali caruman perlu dibayar, dari satu tempoh ke tempoh seterusnya, dan kami menghantar e-mel kepada anda sebelum setiap debit. Papan pemuka anda memaparkan debit seterusnya, kad atau bank serta sejarah pembayaran anda, dan membolehkan anda mematikan bil automatik.',
      },
    ),
    entry(
      'help-pusara-auto-debit',
      'help-center',
      'pusara',
      { en: 'Will my auto-debit continue?', ms: 'Adakah debit automatik saya akan diteruskan?' },
      {
        en: 'Yes. Contributions of existing certificates are still collected by auto-debit until the end of the 12-month term. You can see the billing date, bank and payment history in your dashboard.',
        ms: 'Ya. Caruman sijil sedia ada masih dikutip melalui debit automatik sehingga tamat tempoh 12 bulan. Anda boleh melihat tarikh bil, bank dan sejarah pembayaran di papan pemuka anda.',
      },
    ),
  ),
  ...bySalesState(
    entry(
      'help-pusara-renewal',
      'help-center',
      'pusara',
      { en: 'Can I renew my certificate?', ms: 'Bolehkah saya memperbaharui sijil saya?' },
      {
        en: 'Yes. Your certificate runs for 12 months and renews each year up to age 70: the contribution paid on the renewal day starts the new term, priced at your age next birthday on that day. With automatic billing on, this happens without you doing anything.',
        ms: 'Ya. Sijil anda berjalan selama 12 bulan dan diperbaharui setiap tahun sehingga umur 70 tahun: caruman yang dibayar pada tarikh pembaharuan memulakan tempoh baharu, dikira mengikut umur hari lahir akan datang anda pada hari itu. Jika bil automatik aktif, ini berlaku tanpa anda perlu berbuat apa-apa.',
      },
    ),
    entry(
      'help-pusara-renewal-sales-closed',
      'help-center',
      'pusara',
      { en: 'Can I renew my certificate?', ms: 'Bolehkah saya memperbaharui sijil saya?' },
      {
        en: 'No. Since the regulatory sandbox ended on 1 October 2025, certificates are not renewed. Yours stays active until the end of its 12-month term.',
        ms: 'Tidak. Sejak kotak pasir kawal selia tamat pada 1 Oktober 2025, sijil tidak lagi diperbaharui. Sijil anda kekal aktif sehingga tamat tempoh 12 bulannya.',
      },
    ),
  ),
  entry(
    'help-pusara-documents',
    'help-center',
    'pusara',
    { en: 'Where do I find my certificate?', ms: 'Di manakah saya boleh mendapatkan sijil saya?' },
    {
      en: 'Sign in and open your certificate in the dashboard: you will find its details, benefits, payment schedule and documents there.',
      ms: 'Log masuk dan buka sijil anda di papan pemuka: anda akan menemui butiran, manfaat, jadual pembayaran dan dokumennya di sana.',
    },
  ),
  entry(
    'help-pusara-cooling-off',
    'help-center',
    'pusara',
    {
      en: 'What if I change my mind soon after buying?',
      ms: 'Bagaimana jika saya berubah fikiran sejurus selepas membeli?',
    },
    {
      en: 'You have 15 days from the day you receive your certificate to cancel with a full refund of what you paid, with no questions asked.',
      ms: 'Anda mempunyai 15 hari dari tarikh anda menerima sijil untuk membatalkan dengan bayaran balik penuh bagi apa yang telah dibayar, tanpa sebarang soalan.',
    },
  ),

  // Help centre: claims.
  entry(
    'help-claims-how',
    'help-center',
    'claims',
    { en: 'How do I make a claim?', ms: 'Bagaimana saya membuat tuntutan?' },
    {
      en: 'Make the claim online on our claim page: the family or the beneficiary needs no account, only the deceased’s NRIC, the certificate number and a code we e-mail to them. The claim page lists the documents we need and takes them as uploads, and its tracker keeps you updated until payment.',
      ms: 'Buat tuntutan dalam talian di halaman tuntutan kami: keluarga atau penama tidak memerlukan akaun, hanya MyKad si mati, nombor sijil dan kod yang kami e-melkan kepada mereka. Halaman tuntutan menyenaraikan dokumen yang kami perlukan dan menerimanya sebagai muat naik, dan penjejaknya memaklumkan perkembangan sehingga pembayaran.',
    },
  ),
  entry(
    'help-claims-help',
    'help-center',
    'claims',
    {
      en: 'Can someone help my family with a claim?',
      ms: 'Bolehkah seseorang membantu keluarga saya membuat tuntutan?',
    },
    {
      en: 'Yes. Our customer care team guides families through each step on weekdays from 9am to 5pm, by WhatsApp or at {supportEmail}.',
      ms: 'Ya. Pasukan khidmat pelanggan kami membimbing keluarga melalui setiap langkah pada hari bekerja dari 9 pagi hingga 5 petang, melalui WhatsApp atau di {supportEmail}.',
    },
  ),
  entry(
    'help-claims-payment',
    'help-center',
    'claims',
    { en: 'Who is the benefit paid to?', ms: 'Kepada siapakah manfaat dibayar?' },
    {
      en: 'To the beneficiary named on the certificate, into their own bank account. Without a named beneficiary it is paid to the estate.',
      ms: 'Kepada penama dalam sijil, ke dalam akaun bank miliknya. Tanpa penama, ia dibayar kepada harta pusaka.',
    },
  ),

  // Help centre: rewards and referrals.
  entry(
    'rewards-points-value',
    'help-center',
    'rewards',
    { en: 'What are reward points worth?', ms: 'Berapakah nilai mata ganjaran?' },
    {
      en: '1,000 points are worth RM10, so 100 points are worth RM1. Points can be redeemed by holders of an active certificate.',
      ms: '1,000 mata bernilai RM10, maka 100 mata bernilai RM1. Mata boleh ditebus oleh pemegang sijil yang aktif.',
    },
  ),
  entry(
    'rewards-points-expiry',
    'help-center',
    'rewards',
    { en: 'Do my points expire?', ms: 'Adakah mata saya akan luput?' },
    {
      en: 'No. Points never expire.',
      ms: 'Tidak. Mata tidak pernah luput.',
    },
  ),
  entry(
    'rewards-referral-challenge',
    'help-center',
    'rewards',
    { en: 'How did the referral challenge work?', ms: 'Bagaimanakah cabaran rujukan berjalan?' },
    {
      en: 'From 12 February to 11 May 2025, you earned RM10 for each friend who joined with your referral code, for up to 10 referrals in each plan category (annual or monthly), with rewards of up to RM865 in all under the challenge terms.',
      ms: 'Dari 12 Februari hingga 11 Mei 2025, anda memperoleh RM10 bagi setiap rakan yang menyertai dengan kod rujukan anda, sehingga 10 rujukan bagi setiap kategori pelan (tahunan atau bulanan), dengan ganjaran sehingga RM865 kesemuanya di bawah terma cabaran.',
    },
  ),
  entry(
    'rewards-referral-counts',
    'help-center',
    'rewards',
    { en: 'When does a referral count?', ms: 'Bilakah sesuatu rujukan dikira?' },
    {
      en: 'When your friend is aged 16 to 50, used your code when signing up, paid their contribution and passed the 15-day cooling-off period. Only the first code used at sign-up counts, and you need an active certificate to receive rewards.',
      ms: 'Apabila rakan anda berumur 16 hingga 50 tahun, menggunakan kod anda semasa mendaftar, membayar caruman dan melepasi tempoh bertenang 15 hari. Hanya kod pertama yang digunakan semasa pendaftaran dikira, dan anda perlu memiliki sijil aktif untuk menerima ganjaran.',
    },
  ),
  entry(
    'rewards-earlier-challenge',
    'help-center',
    'rewards',
    { en: 'What were the tiers of the earlier challenge?', ms: 'Apakah peringkat cabaran yang terdahulu?' },
    {
      en: 'The earlier challenge paid by tiers: RM250 (25,000 points) at 5 referrals, RM500 (50,000 points) at 10 and RM1,500 (150,000 points) at 25, up to RM2,500 in all.',
      ms: 'Cabaran terdahulu membayar mengikut peringkat: RM250 (25,000 mata) untuk 5 rujukan, RM500 (50,000 mata) untuk 10 dan RM1,500 (150,000 mata) untuk 25, sehingga RM2,500 kesemuanya.',
    },
  ),
  entry(
    'rewards-sign-up-voucher',
    'help-center',
    'rewards',
    { en: 'Was there a reward for signing up?', ms: 'Adakah ganjaran untuk mendaftar?' },
    {
      en: 'Yes: a RM10 voucher on joining. The first 600 participants received a RM20 voucher instead.',
      ms: 'Ya: baucar RM10 apabila menyertai. 600 peserta pertama menerima baucar RM20.',
    },
  ),
];
