// The privacy notice under Malaysia's Personal Data Protection Act 2010, in English and Malay.
import { productFacts } from '@teduh/shared/domain';
import { brand } from '../../brand';
import type { Locale } from '../../lib/i18n';
import type { Block, DocumentContent } from './pdf-writer';

export function privacyPolicy(
  locale: Locale,
  options: { operatorName: string; retentionYears: number; issuedOn: string },
): DocumentContent {
  const { operatorName, retentionYears, issuedOn } = options;
  const certificateYears = productFacts.certificateRecordRetentionYears;
  const en = locale === 'en';
  const blocks: Block[] = en
    ? [
        {
          kind: 'note',
          text: `Effective ${issuedOn}. This notice is given under the Personal Data Protection Act 2010 (PDPA). If the English and Malay versions differ, the English version prevails.`,
        },
        { kind: 'heading', text: '1. Who we are' },
        {
          kind: 'paragraph',
          text: `${operatorName} ("${brand.name}", "we") is the data user for the personal data you give us through our website, app and support channels.`,
        },
        { kind: 'heading', text: '2. What we collect' },
        {
          kind: 'list',
          items: [
            'Account details: name, e-mail address, password (stored only as a one-way hash), language.',
            'Identity details: MyKad number (NRIC), date of birth, gender, nationality, address, phone number, height, weight and smoking status.',
            'Identity verification (eKYC): photographs of the front and back of your MyKad and a selfie, and the results of document, face-match and liveness checks.',
            'Certificate details: the plan, sum covered, nominees and their contact details, underwriting answers, contributions, payments and claims.',
            'Payment details: the card or bank reference given to us by our payment providers. We never store full card numbers.',
            'Usage details: pages visited, language choices and device information, to keep the service secure and improve it.',
          ],
        },
        { kind: 'heading', text: '3. Why we use it' },
        {
          kind: 'list',
          items: [
            'To verify your identity, as anti-money-laundering law requires, and to prevent fraud.',
            'To assess your application, issue and manage your certificate, collect contributions and pay claims.',
            'To contact you about your account and certificate, and, if you agree, to send our newsletter. You can turn the newsletter off at any time.',
            'To meet our legal and regulatory obligations and to answer lawful requests of the authorities.',
          ],
        },
        { kind: 'heading', text: '4. Who we share it with' },
        {
          kind: 'paragraph',
          text: 'Only as needed for the purposes above: our identity verification, payment, e-mail and hosting providers (bound by contract to protect your data), re-takaful operators, the trustee of the participants\u2019 risk fund, our auditors and advisers, and regulators and authorities when the law requires. We do not sell your personal data.',
        },
        { kind: 'heading', text: '5. How long we keep it' },
        {
          kind: 'paragraph',
          text: `We keep identity verification records for ${retentionYears} years after our relationship ends, as anti-money-laundering law requires, and certificate, contribution and claim records for ${certificateYears} years after your certificate ends or the last claim is settled; then we delete them. If you delete your account, we erase or anonymise your personal data except what the law requires us to keep.`,
        },
        { kind: 'heading', text: '6. Your rights' },
        {
          kind: 'list',
          items: [
            'Access: you can see your profile and the identity verification data we hold in your dashboard, or ask us for a copy.',
            'Correction: you can correct your details in your dashboard or by writing to us.',
            'Withdrawal of consent and limiting processing: you can withdraw consent to marketing at any time. Withdrawing consent needed to provide cover means we cannot continue the certificate.',
          ],
        },
        { kind: 'heading', text: '7. Security' },
        {
          kind: 'paragraph',
          text: 'Data is encrypted in transit, identity images are stored outside public web servers with access limited to you and authorised staff, and every staff view of them is logged.',
        },
        { kind: 'heading', text: '8. Contact us' },
        {
          kind: 'paragraph',
          text: `Write to ${brand.supportEmail} (weekdays 9am to 5pm) for any request about your personal data.`,
        },
      ]
    : [
        {
          kind: 'note',
          text: `Berkuat kuasa ${issuedOn}. Notis ini diberikan di bawah Akta Perlindungan Data Peribadi 2010 (PDPA). Jika versi bahasa Inggeris dan bahasa Melayu berbeza, versi bahasa Inggeris diguna pakai.`,
        },
        { kind: 'heading', text: '1. Siapa kami' },
        {
          kind: 'paragraph',
          text: `${operatorName} ("${brand.name}", "kami") ialah pengguna data bagi data peribadi yang anda berikan melalui laman web, aplikasi dan saluran sokongan kami.`,
        },
        { kind: 'heading', text: '2. Apa yang kami kumpul' },
        {
          kind: 'list',
          items: [
            'Butiran akaun: nama, alamat e-mel, kata laluan (disimpan hanya sebagai cincangan sehala), bahasa.',
            'Butiran identiti: nombor MyKad (NRIC), tarikh lahir, jantina, kewarganegaraan, alamat, nombor telefon, tinggi, berat dan status merokok.',
            'Pengesahan identiti (eKYC): gambar bahagian depan dan belakang MyKad anda serta swafoto, dan keputusan semakan dokumen, padanan wajah dan keaktifan.',
            'Butiran sijil: pelan, jumlah perlindungan, penama dan butiran hubungan mereka, jawapan pengunderaitan, caruman, pembayaran dan tuntutan.',
            'Butiran pembayaran: rujukan kad atau bank yang diberikan oleh penyedia pembayaran kami. Kami tidak sekali-kali menyimpan nombor kad penuh.',
            'Butiran penggunaan: halaman yang dilawati, pilihan bahasa dan maklumat peranti, untuk memastikan perkhidmatan selamat dan menambah baiknya.',
          ],
        },
        { kind: 'heading', text: '3. Mengapa kami menggunakannya' },
        {
          kind: 'list',
          items: [
            'Untuk mengesahkan identiti anda, seperti yang dikehendaki oleh undang-undang pencegahan pengubahan wang haram, dan untuk mencegah penipuan.',
            'Untuk menilai permohonan anda, mengeluarkan dan menguruskan sijil anda, mengutip caruman dan membayar tuntutan.',
            'Untuk menghubungi anda tentang akaun dan sijil anda, dan, jika anda bersetuju, menghantar surat berita kami. Anda boleh mematikan surat berita pada bila-bila masa.',
            'Untuk memenuhi kewajipan undang-undang dan kawal selia kami serta menjawab permintaan sah pihak berkuasa.',
          ],
        },
        { kind: 'heading', text: '4. Dengan siapa kami berkongsi' },
        {
          kind: 'paragraph',
          text: 'Hanya setakat yang perlu bagi tujuan di atas: penyedia pengesahan identiti, pembayaran, e-mel dan pengehosan kami (terikat dengan kontrak untuk melindungi data anda), pengendali retakaful, pemegang amanah dana risiko peserta, juruaudit dan penasihat kami, serta pengawal selia dan pihak berkuasa apabila dikehendaki oleh undang-undang. Kami tidak menjual data peribadi anda.',
        },
        { kind: 'heading', text: '5. Berapa lama kami menyimpannya' },
        {
          kind: 'paragraph',
          text: `Kami menyimpan rekod pengesahan identiti selama ${retentionYears} tahun selepas hubungan kita tamat, seperti yang dikehendaki oleh undang-undang pencegahan pengubahan wang haram, dan rekod sijil, caruman dan tuntutan selama ${certificateYears} tahun selepas sijil anda tamat atau tuntutan terakhir diselesaikan, kemudian memadamnya. Jika anda memadam akaun anda, kami memadam atau menjadikan data peribadi anda tanpa nama kecuali yang perlu disimpan menurut undang-undang.`,
        },
        { kind: 'heading', text: '6. Hak anda' },
        {
          kind: 'list',
          items: [
            'Akses: anda boleh melihat profil dan data pengesahan identiti yang kami simpan dalam papan pemuka anda, atau meminta salinannya.',
            'Pembetulan: anda boleh membetulkan butiran anda dalam papan pemuka atau dengan menulis kepada kami.',
            'Penarikan balik persetujuan dan pengehadan pemprosesan: anda boleh menarik balik persetujuan untuk pemasaran pada bila-bila masa. Menarik balik persetujuan yang diperlukan untuk perlindungan bermakna kami tidak dapat meneruskan sijil.',
          ],
        },
        { kind: 'heading', text: '7. Keselamatan' },
        {
          kind: 'paragraph',
          text: 'Data disulitkan semasa penghantaran, imej identiti disimpan di luar pelayan web awam dengan akses terhad kepada anda dan kakitangan yang diberi kuasa, dan setiap paparan oleh kakitangan direkodkan.',
        },
        { kind: 'heading', text: '8. Hubungi kami' },
        {
          kind: 'paragraph',
          text: `Tulis kepada ${brand.supportEmail} (hari bekerja, 9 pagi hingga 5 petang) untuk sebarang permintaan tentang data peribadi anda.`,
        },
      ];
  return {
    language: locale,
    title: en ? 'Privacy Notice' : 'Notis Privasi',
    subtitle: operatorName,
    footer: en ? `${brand.name} · Privacy Notice` : `${brand.name} · Notis Privasi`,
    blocks,
  };
}
