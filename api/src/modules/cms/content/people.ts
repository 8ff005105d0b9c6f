// The why-us page: who does what at {brand}. Each entry names a function, not a person: the real names of the
// office holders replace `name` once they are confirmed for publication (no invented people here).
import type { PersonSeed } from './types';

export const peopleSeeds: PersonSeed[] = [
  {
    slug: 'chief-executive-officer',
    section: 'team',
    name: { en: 'Chief Executive Officer', ms: 'Ketua Pegawai Eksekutif' },
    role: { en: 'Leadership', ms: 'Kepimpinan' },
    bio: {
      en: 'Leads {brand} and answers to the board for how the company serves its certificate holders: fair plans, clear prices, claims paid on time and the promises we make in our documents kept.',
      ms: 'Memimpin {brand} dan bertanggungjawab kepada lembaga pengarah tentang cara syarikat berkhidmat kepada pemegang sijil: pelan yang adil, harga yang jelas, tuntutan dibayar tepat pada masanya dan janji dalam dokumen kami ditunaikan.',
    },
  },
  {
    slug: 'head-of-takaful-operations',
    section: 'team',
    name: { en: 'Head of Takaful Operations', ms: 'Ketua Operasi Takaful' },
    role: { en: 'Underwriting, certificates and claims', ms: 'Pengunderaitan, sijil dan tuntutan' },
    bio: {
      en: 'Runs the work behind every certificate: the underwriting questions, issuing certificates, collecting contributions and handling claims, including the compassionate benefit paid within 24 hours of the death certificate.',
      ms: 'Mengendalikan kerja di sebalik setiap sijil: soalan pengunderaitan, pengeluaran sijil, kutipan caruman dan pengendalian tuntutan, termasuk manfaat ihsan yang dibayar dalam masa 24 jam selepas sijil kematian.',
    },
  },
  {
    slug: 'appointed-actuary',
    section: 'team',
    name: { en: 'Actuarial function', ms: 'Fungsi aktuari' },
    role: { en: 'Pricing and fund health', ms: 'Harga dan kesihatan dana' },
    bio: {
      en: 'Sets contribution rates from the risk of each age band, checks that the takaful fund can meet the claims it expects, and works out any surplus that can be returned to certificate holders.',
      ms: 'Menetapkan kadar caruman berdasarkan risiko setiap jalur umur, memastikan dana takaful mampu menampung tuntutan yang dijangka, dan mengira lebihan yang boleh dikembalikan kepada pemegang sijil.',
    },
  },
  {
    slug: 'head-of-technology',
    section: 'team',
    name: { en: 'Head of Technology', ms: 'Ketua Teknologi' },
    role: { en: 'Web, app and data security', ms: 'Web, aplikasi dan keselamatan data' },
    bio: {
      en: 'Builds and runs the website and app you buy and manage your certificate with, including identity verification (eKYC), payments and the protection of your personal data.',
      ms: 'Membina dan mengendalikan laman web dan aplikasi yang anda gunakan untuk membeli dan mengurus sijil, termasuk pengesahan identiti (eKYC), pembayaran dan perlindungan data peribadi anda.',
    },
  },
  {
    slug: 'head-of-customer-care',
    section: 'team',
    name: { en: 'Head of Customer Care', ms: 'Ketua Khidmat Pelanggan' },
    role: { en: 'Support for members and families', ms: 'Sokongan untuk ahli dan keluarga' },
    bio: {
      en: 'Leads the team that answers your questions by WhatsApp and e-mail on weekdays from 9am to 5pm, and that walks families through a claim step by step.',
      ms: 'Mengetuai pasukan yang menjawab soalan anda melalui WhatsApp dan e-mel pada hari bekerja dari 9 pagi hingga 5 petang, dan membimbing keluarga melalui proses tuntutan langkah demi langkah.',
    },
  },
  {
    slug: 'head-of-risk-and-compliance',
    section: 'team',
    name: { en: 'Head of Risk and Compliance', ms: 'Ketua Risiko dan Pematuhan' },
    role: { en: 'Rules, risk and fair treatment', ms: 'Peraturan, risiko dan layanan adil' },
    bio: {
      en: 'Makes sure {brand} follows the law and the conditions of its regulatory approval, keeps customer money and data safe, and that sales material says only what the plan really does.',
      ms: 'Memastikan {brand} mematuhi undang-undang dan syarat kelulusan kawal selianya, menjaga keselamatan wang dan data pelanggan, dan memastikan bahan jualan hanya menyatakan apa yang benar-benar dilakukan oleh pelan.',
    },
  },
  {
    slug: 'board-chair',
    section: 'board',
    name: { en: 'Chair of the Board', ms: 'Pengerusi Lembaga Pengarah' },
    role: { en: 'Independent non-executive director', ms: 'Pengarah bukan eksekutif bebas' },
    bio: {
      en: 'Leads the board, which sets the company’s direction and holds management to account. Independent of management, so that decisions put certificate holders first.',
      ms: 'Memimpin lembaga pengarah yang menetapkan hala tuju syarikat dan memastikan pengurusan bertanggungjawab. Bebas daripada pengurusan, supaya keputusan mendahulukan pemegang sijil.',
    },
  },
  {
    slug: 'board-independent-director',
    section: 'board',
    name: { en: 'Independent Director', ms: 'Pengarah Bebas' },
    role: { en: 'Chairs the audit and risk committee', ms: 'Mempengerusikan jawatankuasa audit dan risiko' },
    bio: {
      en: 'Oversees the company’s accounts, internal controls and risk management, and meets the external auditors without management present.',
      ms: 'Mengawasi akaun syarikat, kawalan dalaman dan pengurusan risiko, serta bertemu juruaudit luar tanpa kehadiran pihak pengurusan.',
    },
  },
  {
    slug: 'board-non-independent-director',
    section: 'board',
    name: { en: 'Non-Independent Director', ms: 'Pengarah Bukan Bebas' },
    role: { en: 'Represents the shareholders', ms: 'Mewakili pemegang saham' },
    bio: {
      en: 'Brings the shareholders’ view to the board and makes sure the company has the capital it needs to keep its promises to certificate holders.',
      ms: 'Membawa pandangan pemegang saham ke lembaga pengarah dan memastikan syarikat mempunyai modal yang diperlukan untuk menunaikan janjinya kepada pemegang sijil.',
    },
  },
  {
    slug: 'adviser-takaful-industry',
    section: 'advisors',
    name: { en: 'Takaful industry adviser', ms: 'Penasihat industri takaful' },
    role: { en: 'Product and operations', ms: 'Produk dan operasi' },
    bio: {
      en: 'Advises on plan design, re-takaful and claims practice, drawing on experience of how family takaful works across the Malaysian market.',
      ms: 'Memberi nasihat tentang reka bentuk pelan, retakaful dan amalan tuntutan, berdasarkan pengalaman tentang cara takaful keluarga berfungsi dalam pasaran Malaysia.',
    },
  },
  {
    slug: 'adviser-consumer',
    section: 'advisors',
    name: { en: 'Consumer adviser', ms: 'Penasihat pengguna' },
    role: { en: 'Plain language and financial inclusion', ms: 'Bahasa mudah dan keterangkuman kewangan' },
    bio: {
      en: 'Reviews our documents and journeys from the buyer’s side, so that families with modest incomes can understand what they buy and what they will receive.',
      ms: 'Menyemak dokumen dan proses pembelian kami dari sudut pembeli, supaya keluarga berpendapatan sederhana memahami apa yang mereka beli dan apa yang akan mereka terima.',
    },
  },
  {
    slug: 'shariah-committee-chair',
    section: 'shariah_committee',
    name: { en: 'Chair of the Shariah Committee', ms: 'Pengerusi Jawatankuasa Syariah' },
    role: { en: 'Shariah Committee', ms: 'Jawatankuasa Syariah' },
    bio: {
      en: 'Leads the independent committee that approves our plans, contracts and fund rules as Shariah-compliant before launch, and reviews them while they are in force.',
      ms: 'Mengetuai jawatankuasa bebas yang meluluskan pelan, kontrak dan peraturan dana kami sebagai patuh Syariah sebelum dilancarkan, dan menyemaknya sepanjang tempoh berkuat kuasa.',
    },
  },
  {
    slug: 'shariah-committee-member-muamalat',
    section: 'shariah_committee',
    name: { en: 'Shariah Committee member', ms: 'Ahli Jawatankuasa Syariah' },
    role: { en: 'Islamic commercial law (fiqh muamalat)', ms: 'Fiqh muamalat' },
    bio: {
      en: 'Examines the tabarru’ and wakalah contracts, the hibah nomination and the way surplus is shared, so that each follows recognised Shariah principles.',
      ms: 'Meneliti kontrak tabarru’ dan wakalah, penamaan hibah dan cara lebihan dikongsi, supaya setiap satunya mengikut prinsip Syariah yang diiktiraf.',
    },
  },
  {
    slug: 'shariah-committee-member-finance',
    section: 'shariah_committee',
    name: { en: 'Shariah Committee member', ms: 'Ahli Jawatankuasa Syariah' },
    role: { en: 'Islamic finance practice', ms: 'Amalan kewangan Islam' },
    bio: {
      en: 'Reviews how the takaful fund is invested and how fees are charged, and checks with the Shariah review team that daily operations follow the committee’s rulings.',
      ms: 'Menyemak cara dana takaful dilaburkan dan cara fi dikenakan, serta memastikan bersama pasukan semakan Syariah bahawa operasi harian mengikut keputusan jawatankuasa.',
    },
  },
];
