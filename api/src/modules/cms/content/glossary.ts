// The takaful glossary of the resource centre. The API sorts the terms in the language of the answer.
import type { GlossarySeed } from './types';

export const glossarySeeds: GlossarySeed[] = [
  {
    slug: 'takaful',
    term: { en: 'Takaful', ms: 'Takaful' },
    definition: {
      en: 'Islamic mutual protection. Participants agree to help one another by giving contributions into a shared fund, from which members who suffer a covered loss are paid. The word comes from the Arabic for guaranteeing one another.',
      ms: 'Perlindungan bersama secara Islam. Peserta bersetuju untuk saling membantu dengan memberikan caruman ke dalam dana bersama, dan ahli yang mengalami kerugian yang dilindungi dibayar daripada dana itu. Perkataan ini berasal daripada bahasa Arab yang bermaksud saling menjamin.',
    },
  },
  {
    slug: 'family-takaful',
    term: { en: 'Family takaful', ms: 'Takaful keluarga' },
    definition: {
      en: 'Takaful that protects people rather than property: it pays on death, disability or illness. {plan} is a family takaful plan. It is the takaful counterpart of life insurance.',
      ms: 'Takaful yang melindungi manusia, bukan harta: ia membayar apabila berlaku kematian, hilang upaya atau penyakit. {plan} ialah pelan takaful keluarga. Ia merupakan padanan takaful bagi insurans hayat.',
    },
  },
  {
    slug: 'general-takaful',
    term: { en: 'General takaful', ms: 'Takaful am' },
    definition: {
      en: 'Takaful for property and liabilities, such as your car, house or travel, usually for a term of one year.',
      ms: 'Takaful untuk harta dan liabiliti, seperti kereta, rumah atau perjalanan anda, biasanya bagi tempoh setahun.',
    },
  },
  {
    slug: 'tabarru',
    term: { en: 'Tabarru’', ms: 'Tabarru’' },
    definition: {
      en: 'A donation. The part of your contribution that you give into the takaful fund to help other participants who make a claim. Because it is a gift, not a price paid for cover, takaful avoids the uncertainty that Shariah forbids in a sale.',
      ms: 'Derma. Bahagian caruman anda yang diberikan ke dalam dana takaful untuk membantu peserta lain yang membuat tuntutan. Oleh sebab ia hadiah dan bukan harga untuk perlindungan, takaful mengelakkan ketidakpastian yang dilarang Syariah dalam jual beli.',
    },
  },
  {
    slug: 'wakalah',
    term: { en: 'Wakalah', ms: 'Wakalah' },
    definition: {
      en: 'Agency. Under a wakalah contract you appoint the takaful operator as your agent to manage the takaful fund, pay claims and run the plan, in return for a fee agreed upfront.',
      ms: 'Perwakilan. Di bawah kontrak wakalah, anda melantik pengendali takaful sebagai wakil untuk mengurus dana takaful, membayar tuntutan dan mengendalikan pelan, dengan bayaran fi yang dipersetujui lebih awal.',
    },
  },
  {
    slug: 'wakalah-fee',
    term: { en: 'Wakalah fee', ms: 'Fi wakalah' },
    definition: {
      en: 'The fee the operator takes for its work as your agent, as a share of each contribution. For {plan} it is fixed at 20%; the other 80% goes to the takaful fund as tabarru’.',
      ms: 'Fi yang diambil oleh pengendali atas kerjanya sebagai wakil anda, sebagai sebahagian daripada setiap caruman. Bagi {plan}, fi ini tetap pada 20%; baki 80% disalurkan ke dana takaful sebagai tabarru’.',
    },
  },
  {
    slug: 'ujrah',
    term: { en: 'Ujrah', ms: 'Ujrah' },
    definition: {
      en: 'A fee or wage paid for a service. The wakalah fee is a form of ujrah: payment to the operator for managing the fund on the participants’ behalf.',
      ms: 'Upah atau bayaran bagi sesuatu perkhidmatan. Fi wakalah ialah sejenis ujrah: bayaran kepada pengendali kerana mengurus dana bagi pihak peserta.',
    },
  },
  {
    slug: 'mudharabah',
    term: { en: 'Mudharabah', ms: 'Mudharabah' },
    definition: {
      en: 'A profit-sharing partnership: one side provides the money and the other manages it. Profits are shared in a ratio agreed in advance, while a financial loss falls on the provider of the money unless the manager was negligent. Some takaful funds invest on this basis.',
      ms: 'Perkongsian untung: satu pihak menyediakan modal dan pihak lain menguruskannya. Keuntungan dibahagi mengikut nisbah yang dipersetujui lebih awal, manakala kerugian kewangan ditanggung oleh pemberi modal kecuali jika pengurus cuai. Sesetengah dana takaful melabur atas dasar ini.',
    },
  },
  {
    slug: 'qard',
    term: { en: 'Qard', ms: 'Qard' },
    definition: {
      en: 'An interest-free loan. If a takaful fund runs short of money to pay claims, the operator lends it the difference as qard, which is repaid only from future surpluses of the fund.',
      ms: 'Pinjaman tanpa faedah. Jika dana takaful tidak cukup wang untuk membayar tuntutan, pengendali meminjamkan kekurangan itu sebagai qard, yang dibayar balik hanya daripada lebihan dana pada masa hadapan.',
    },
  },
  {
    slug: 'hibah',
    term: { en: 'Hibah', ms: 'Hibah' },
    definition: {
      en: 'A gift made during one’s lifetime. In a takaful nomination, a hibah nominee receives the benefit as their own, outside the estate, so it is not divided by faraid.',
      ms: 'Pemberian semasa hayat. Dalam penamaan takaful, penama hibah menerima manfaat sebagai milik mereka sendiri, di luar harta pusaka, maka ia tidak dibahagikan mengikut faraid.',
    },
  },
  {
    slug: 'wasi',
    term: { en: 'Wasi', ms: 'Wasi' },
    definition: {
      en: 'An executor. A nominee named as wasi receives the takaful benefit on behalf of the estate and must distribute it to the heirs according to faraid.',
      ms: 'Pelaksana wasiat. Penama yang dilantik sebagai wasi menerima manfaat takaful bagi pihak harta pusaka dan wajib mengagihkannya kepada waris mengikut faraid.',
    },
  },
  {
    slug: 'faraid',
    term: { en: 'Faraid', ms: 'Faraid' },
    definition: {
      en: 'The Islamic law of inheritance, which sets the share of the estate each heir of a Muslim receives.',
      ms: 'Hukum pusaka Islam yang menetapkan bahagian harta pusaka yang diterima oleh setiap waris seorang Muslim.',
    },
  },
  {
    slug: 'surplus',
    term: { en: 'Surplus', ms: 'Lebihan' },
    definition: {
      en: 'What is left in the takaful fund at the end of a period after claims, re-takaful and reserves are paid for. Because the fund belongs to the participants, part of any surplus is returned to them.',
      ms: 'Baki dalam dana takaful pada akhir sesuatu tempoh selepas tuntutan, retakaful dan rizab dibayar. Oleh sebab dana itu milik peserta, sebahagian daripada lebihan dikembalikan kepada mereka.',
    },
  },
  {
    slug: 'participant',
    term: { en: 'Participant', ms: 'Peserta' },
    definition: {
      en: 'A person who joins a takaful plan and gives contributions to the fund. In conventional insurance the equivalent is the policyholder.',
      ms: 'Orang yang menyertai pelan takaful dan memberikan caruman ke dalam dana. Dalam insurans konvensional, padanannya ialah pemegang polisi.',
    },
  },
  {
    slug: 'certificate',
    term: { en: 'Certificate', ms: 'Sijil' },
    definition: {
      en: 'The document that proves your takaful cover and sets out its terms: who is covered, the sum covered, the contribution and the term. It is the takaful counterpart of an insurance policy.',
      ms: 'Dokumen yang membuktikan perlindungan takaful anda dan menyatakan terma-termanya: siapa yang dilindungi, jumlah perlindungan, caruman dan tempoh. Ia padanan takaful bagi polisi insurans.',
    },
  },
  {
    slug: 'takaful-operator',
    term: { en: 'Takaful operator', ms: 'Pengendali takaful' },
    definition: {
      en: 'The company that runs takaful plans and manages the takaful fund on behalf of participants, in return for a fee.',
      ms: 'Syarikat yang mengendalikan pelan takaful dan mengurus dana takaful bagi pihak peserta, dengan bayaran fi.',
    },
  },
  {
    slug: 'trustee',
    term: { en: 'Trustee', ms: 'Pemegang amanah' },
    definition: {
      en: 'An independent company that holds money on behalf of others. The {plan} takaful fund, which receives the tabarru’ part of each contribution, is held by an independent trustee, kept apart from the operator’s own money; the wakalah fee is paid to the operator.',
      ms: 'Syarikat bebas yang memegang wang bagi pihak orang lain. Dana takaful {plan}, yang menerima bahagian tabarru’ daripada setiap caruman, dipegang oleh pemegang amanah bebas, berasingan daripada wang pengendali sendiri; fi wakalah dibayar kepada pengendali.',
    },
  },
  {
    slug: 'nominee',
    term: { en: 'Nominee', ms: 'Penama' },
    definition: {
      en: 'The person you name to receive the takaful benefit when you pass away, either as a hibah recipient or as wasi (executor).',
      ms: 'Orang yang anda namakan untuk menerima manfaat takaful apabila anda meninggal dunia, sama ada sebagai penerima hibah atau sebagai wasi.',
    },
  },
  {
    slug: 'beneficiary',
    term: { en: 'Beneficiary', ms: 'Penerima manfaat' },
    definition: {
      en: 'The person who receives the benefit of a claim. In {plan} you can name one beneficiary, who receives 100% of the benefit.',
      ms: 'Orang yang menerima manfaat sesuatu tuntutan. Dalam {plan}, anda boleh menamakan seorang penama yang menerima 100% manfaat.',
    },
  },
  {
    slug: 'sum-covered',
    term: { en: 'Sum covered', ms: 'Jumlah perlindungan' },
    definition: {
      en: 'The amount the plan pays when a covered event happens; also called the sum insured. With {plan} you choose from RM50,000 to RM500,000 in steps of RM25,000.',
      ms: 'Jumlah yang dibayar oleh pelan apabila berlaku peristiwa yang dilindungi; juga dipanggil jumlah diinsuranskan. Dengan {plan}, anda memilih antara RM50,000 hingga RM500,000 dalam gandaan RM25,000.',
    },
  },
  {
    slug: 'contribution',
    term: { en: 'Contribution', ms: 'Caruman' },
    definition: {
      en: 'What you pay for takaful cover, monthly or yearly. It is split between the tabarru’ for the takaful fund and the operator’s wakalah fee. The conventional word is premium.',
      ms: 'Bayaran anda untuk perlindungan takaful, secara bulanan atau tahunan. Ia dibahagikan antara tabarru’ untuk dana takaful dan fi wakalah pengendali. Istilah konvensionalnya ialah premium.',
    },
  },
  {
    slug: 'cooling-off-period',
    term: { en: 'Cooling-off period', ms: 'Tempoh bertenang' },
    definition: {
      en: 'A period after you receive your certificate in which you can change your mind and cancel for a full refund. For {plan} it is 15 days from the day you receive the certificate.',
      ms: 'Tempoh selepas anda menerima sijil yang membolehkan anda berubah fikiran dan membatalkan dengan bayaran balik penuh. Bagi {plan}, tempohnya 15 hari dari tarikh anda menerima sijil.',
    },
  },
  {
    slug: 'shariah-committee',
    term: { en: 'Shariah committee', ms: 'Jawatankuasa Syariah' },
    definition: {
      en: 'A panel of qualified scholars who check that a takaful operator’s plans, contracts and operations follow Shariah, and whose rulings the operator must follow.',
      ms: 'Panel ilmuwan bertauliah yang memastikan pelan, kontrak dan operasi pengendali takaful mematuhi Syariah, dan keputusannya wajib dipatuhi oleh pengendali.',
    },
  },
  {
    slug: 're-takaful',
    term: { en: 'Re-takaful', ms: 'Retakaful' },
    definition: {
      en: 'Takaful for takaful funds. A fund passes part of its risk to a re-takaful operator, so that a run of large claims does not empty it. The conventional equivalent is reinsurance.',
      ms: 'Takaful untuk dana takaful. Sesebuah dana memindahkan sebahagian risikonya kepada pengendali retakaful, supaya tuntutan besar yang berturut-turut tidak mengosongkannya. Padanan konvensionalnya ialah insurans semula.',
    },
  },
  {
    slug: 'age-next-birthday',
    term: { en: 'Age next birthday', ms: 'Umur hari lahir akan datang' },
    definition: {
      en: 'The age you will reach on your next birthday: your age in completed years plus one. Takaful prices and entry ages are often set this way; {plan} accepts ages 16 to 50 on this basis.',
      ms: 'Umur yang akan anda capai pada hari lahir seterusnya: umur genap anda tambah satu. Harga takaful dan had umur kemasukan sering ditetapkan begini; {plan} menerima umur 16 hingga 50 atas asas ini.',
    },
  },
  {
    slug: 'underwriting',
    term: { en: 'Underwriting', ms: 'Pengunderaitan' },
    definition: {
      en: 'How an operator decides whether to accept a person and on what terms. {plan} underwrites with four health and lifestyle questions, with no medical exam.',
      ms: 'Cara pengendali memutuskan sama ada untuk menerima seseorang dan atas terma apa. {plan} menggunakan empat soalan kesihatan dan gaya hidup, tanpa pemeriksaan perubatan.',
    },
  },
  {
    slug: 'exclusion',
    term: { en: 'Exclusion', ms: 'Pengecualian' },
    definition: {
      en: 'A situation the plan does not pay for. Exclusions are listed in the product disclosure sheet and the certificate; read them before you buy.',
      ms: 'Keadaan yang tidak dibayar oleh pelan. Pengecualian disenaraikan dalam helaian pendedahan produk dan sijil; bacalah sebelum membeli.',
    },
  },
  {
    slug: 'waiting-period',
    term: { en: 'Waiting period', ms: 'Tempoh menunggu' },
    definition: {
      en: 'A period at the start of cover during which some claims are not paid, common in medical and critical illness plans. Whether a plan has one, and for what, is stated in its product disclosure sheet.',
      ms: 'Tempoh pada awal perlindungan ketika sesetengah tuntutan tidak dibayar, lazim dalam pelan perubatan dan penyakit kritikal. Sama ada sesuatu pelan mempunyainya, dan untuk apa, dinyatakan dalam helaian pendedahan produknya.',
    },
  },
  {
    slug: 'grace-period',
    term: { en: 'Grace period', ms: 'Tempoh tangguh' },
    definition: {
      en: 'Extra time after a contribution falls due during which you can still pay and keep your cover. Its length is stated in the certificate.',
      ms: 'Masa tambahan selepas caruman perlu dibayar, ketika anda masih boleh membayar dan mengekalkan perlindungan. Tempohnya dinyatakan dalam sijil.',
    },
  },
  {
    slug: 'lapse',
    term: { en: 'Lapse', ms: 'Luput' },
    definition: {
      en: 'When cover ends because a contribution was not paid by the end of the grace period. A lapsed certificate pays no claims.',
      ms: 'Apabila perlindungan tamat kerana caruman tidak dibayar sebelum tempoh tangguh berakhir. Sijil yang luput tidak membayar sebarang tuntutan.',
    },
  },
  {
    slug: 'rider',
    term: { en: 'Rider', ms: 'Rider' },
    definition: {
      en: 'An optional extra benefit added to a basic plan for an additional contribution, such as cover for critical illness or accidents.',
      ms: 'Manfaat tambahan pilihan yang ditambah pada pelan asas dengan caruman tambahan, seperti perlindungan penyakit kritikal atau kemalangan.',
    },
  },
  {
    slug: 'claim',
    term: { en: 'Claim', ms: 'Tuntutan' },
    definition: {
      en: 'A request to be paid the benefit of a certificate after a covered event, made with the documents that prove it.',
      ms: 'Permohonan untuk dibayar manfaat sesuatu sijil selepas berlaku peristiwa yang dilindungi, dibuat bersama dokumen yang membuktikannya.',
    },
  },
  {
    slug: 'death-benefit',
    term: { en: 'Death benefit', ms: 'Manfaat kematian' },
    definition: {
      en: 'The amount paid when the person covered passes away. In {plan} it is 100% of the sum covered, paid within 7 days of verified documents.',
      ms: 'Jumlah yang dibayar apabila orang yang dilindungi meninggal dunia. Dalam {plan}, ia 100% daripada jumlah perlindungan, dibayar dalam masa 7 hari selepas dokumen disahkan.',
    },
  },
  {
    slug: 'compassionate-benefit',
    term: { en: 'Compassionate benefit', ms: 'Manfaat ihsan' },
    definition: {
      en: 'A quick payment to help the family with immediate costs such as the funeral. In {plan} it is an extra 10% of the sum covered, paid within 24 hours of receiving the death certificate.',
      ms: 'Bayaran segera untuk membantu keluarga menampung kos serta-merta seperti pengebumian. Dalam {plan}, ia tambahan 10% daripada jumlah perlindungan, dibayar dalam masa 24 jam selepas sijil kematian diterima.',
    },
  },
  {
    slug: 'term-takaful',
    term: { en: 'Term takaful', ms: 'Takaful bertempoh' },
    definition: {
      en: 'Cover for a set period that pays only if the covered event happens within it, with no cash value or maturity benefit. It costs much less than whole-life cover for the same sum.',
      ms: 'Perlindungan bagi tempoh tertentu yang hanya membayar jika peristiwa dilindungi berlaku dalam tempoh itu, tanpa nilai tunai atau manfaat matang. Kosnya jauh lebih rendah daripada perlindungan seumur hidup bagi jumlah yang sama.',
    },
  },
  {
    slug: 'cash-value',
    term: { en: 'Cash value', ms: 'Nilai tunai' },
    definition: {
      en: 'Money that builds up inside some long-term plans and is paid if you surrender them. Term plans such as {plan} have no cash value.',
      ms: 'Wang yang terkumpul dalam sesetengah pelan jangka panjang dan dibayar jika anda menyerahkannya. Pelan bertempoh seperti {plan} tiada nilai tunai.',
    },
  },
  {
    slug: 'product-disclosure-sheet',
    term: { en: 'Product disclosure sheet (PDS)', ms: 'Helaian pendedahan produk (HPP)' },
    definition: {
      en: 'A short document that sets out a plan’s key features, benefits, fees, exclusions and your rights in plain language, so that you can compare plans before you buy.',
      ms: 'Dokumen ringkas yang menerangkan ciri utama, manfaat, fi, pengecualian dan hak anda dalam bahasa mudah, supaya anda boleh membandingkan pelan sebelum membeli.',
    },
  },
  {
    slug: 'gharar',
    term: { en: 'Gharar', ms: 'Gharar' },
    definition: {
      en: 'Excessive uncertainty in a contract, which Shariah prohibits. Conventional insurance sells cover for a price with an uncertain outcome; takaful avoids this by using donation (tabarru’) instead of sale.',
      ms: 'Ketidakpastian yang melampau dalam kontrak, yang dilarang Syariah. Insurans konvensional menjual perlindungan dengan harga dan hasil yang tidak pasti; takaful mengelakkannya dengan menggunakan derma (tabarru’) dan bukan jual beli.',
    },
  },
  {
    slug: 'riba',
    term: { en: 'Riba', ms: 'Riba' },
    definition: {
      en: 'Interest, or any unjustified increase in a loan or exchange, which Islam prohibits. Takaful funds are invested only in Shariah-compliant assets that do not earn interest.',
      ms: 'Faedah, atau sebarang tambahan yang tidak wajar dalam pinjaman atau pertukaran, yang diharamkan dalam Islam. Dana takaful hanya dilaburkan dalam aset patuh Syariah yang tidak menjana faedah.',
    },
  },
  {
    slug: 'maisir',
    term: { en: 'Maisir', ms: 'Maisir' },
    definition: {
      en: 'Gambling: gaining at another’s loss through chance. Shariah prohibits it, and the mutual-help structure of takaful is designed to avoid it.',
      ms: 'Perjudian: memperoleh keuntungan atas kerugian orang lain melalui untung nasib. Syariah mengharamkannya, dan struktur saling membantu dalam takaful direka untuk mengelakkannya.',
    },
  },
  {
    slug: 'ekyc',
    term: { en: 'eKYC', ms: 'eKYC' },
    definition: {
      en: 'Electronic know-your-customer: checking who you are online, by photographing your MyKad and taking a selfie that is matched to it, instead of meeting an agent in person.',
      ms: 'Kenali pelanggan anda secara elektronik: pengesahan identiti dalam talian dengan mengambil gambar MyKad dan swafoto yang dipadankan dengannya, tanpa perlu berjumpa ejen secara bersemuka.',
    },
  },
];
