// Articles of the takaful-basics category (part 2): surplus sharing, buying online safely, PIDM protection.
import type { ArticleSeed } from './types';

export const takafulBasicsArticles2: ArticleSeed[] = [
  {
    slug: { en: 'surplus-sharing-explained', ms: 'perkongsian-lebihan-dijelaskan' },
    category: 'takaful-basics',
    featured: false,
    publishedAt: '2024-06-10',
    en: {
      title: 'Surplus sharing: when the takaful fund has money left over',
      summary:
        'In takaful, money left in the fund after claims belongs to participants, so part of it can come back to you. Here is how a surplus arises and how it is shared.',
      heroAlt: 'A jar of coins with a few coins being handed back to a family',
      body: `
One of the clearest differences between takaful and conventional insurance shows up at the end of the year. If an insurer pays out less in claims than it collected, the difference is its profit. If a takaful fund pays out less than it collected, the difference, called a surplus, belongs to the participants. Part of it can come back to you.

## How a surplus arises

Each participant donates a tabarru' into the takaful fund. Over a period, usually a financial year, the fund:

- pays the claims of participants who suffered a covered loss;
- buys re-takaful, so that a run of large claims does not empty it;
- sets aside reserves for claims that have happened but are not yet paid, and for the claims it expects;
- earns returns from Shariah-compliant investments.

If the money coming in, plus investment returns, is more than what goes out and what must be kept in reserve, the fund has an underwriting surplus. A year with fewer or smaller claims than expected produces a larger surplus.

## Who gets it

The surplus belongs to the fund, and the fund belongs to the participants. How it is shared is set out in the plan's terms and approved by the operator's Shariah committee. Typically:

- part of the surplus stays in the fund to strengthen it for future years;
- part is distributed to eligible participants, often those who did not make a claim during the period;
- under some models, the operator receives a share as a performance incentive for managing the fund well. Where this applies, the share must be disclosed.

With {plan}, surplus is returned to certificate holders. The amount, if any, depends on the year's claims and cannot be promised in advance.

## What surplus is not

It is worth being clear about a few things:

- Surplus is not guaranteed. A year with many claims may produce no surplus at all. Never choose a plan because you expect money back.
- Surplus is not savings. {plan} is term cover with no cash value; a surplus share is a bonus of a good year, not a return on an investment.
- Surplus does not reduce your cover. Your sum covered stays the same whatever the fund's result.

## What if the fund runs short?

The opposite can happen too: claims can exceed the fund. In that case the operator lends the fund the difference as qard, an interest-free loan. The loan is repaid only from future surpluses of the fund, never by charging participants extra for claims already covered. Your cover continues and claims are paid.

## Why it matters

Surplus sharing lines up the interests of the operator and the participants. The operator earns its disclosed fee for running the plan, not from paying fewer claims. Participants can see that money not needed for claims stays with the group that contributed it.

When you compare plans, ask how surplus is worked out, how often, and what share goes to participants. An operator that explains this clearly is showing you how it treats money that belongs to you.
`,
    },
    ms: {
      title: 'Perkongsian lebihan: apabila dana takaful mempunyai baki',
      summary:
        'Dalam takaful, wang yang berbaki dalam dana selepas tuntutan milik peserta, maka sebahagiannya boleh kembali kepada anda. Inilah cara lebihan terhasil dan dikongsi.',
      heroAlt: 'Sebuah balang syiling dengan beberapa syiling diserahkan kembali kepada sebuah keluarga',
      body: `
Salah satu perbezaan paling jelas antara takaful dan insurans konvensional dapat dilihat pada akhir tahun. Jika syarikat insurans membayar tuntutan kurang daripada yang dikutip, bakinya menjadi keuntungan syarikat. Jika dana takaful membayar kurang daripada yang dikutip, baki itu, yang dipanggil lebihan, milik peserta. Sebahagiannya boleh kembali kepada anda.

## Bagaimana lebihan terhasil

Setiap peserta menderma tabarru' ke dalam dana takaful. Dalam satu tempoh, biasanya satu tahun kewangan, dana itu:

- membayar tuntutan peserta yang mengalami kerugian yang dilindungi;
- membeli retakaful, supaya tuntutan besar yang berturut-turut tidak mengosongkannya;
- mengasingkan rizab untuk tuntutan yang telah berlaku tetapi belum dibayar, dan untuk tuntutan yang dijangka;
- memperoleh pulangan daripada pelaburan patuh Syariah.

Jika wang yang masuk, ditambah pulangan pelaburan, melebihi wang yang keluar dan yang perlu disimpan sebagai rizab, dana itu mempunyai lebihan pengunderaitan. Tahun yang tuntutannya lebih sedikit atau lebih kecil daripada jangkaan menghasilkan lebihan yang lebih besar.

## Siapa yang menerimanya

Lebihan milik dana, dan dana milik peserta. Cara ia dikongsi ditetapkan dalam terma pelan dan diluluskan oleh Jawatankuasa Syariah pengendali. Lazimnya:

- sebahagian lebihan kekal dalam dana untuk mengukuhkannya bagi tahun-tahun akan datang;
- sebahagian diagihkan kepada peserta yang layak, selalunya mereka yang tidak membuat tuntutan dalam tempoh itu;
- dalam sesetengah model, pengendali menerima sebahagian sebagai insentif prestasi kerana mengurus dana dengan baik. Jika ini terpakai, bahagian itu mesti didedahkan.

Bagi {plan}, lebihan dikembalikan kepada pemegang sijil. Jumlahnya, jika ada, bergantung pada tuntutan tahun itu dan tidak boleh dijanjikan lebih awal.

## Apa yang bukan lebihan

Ada beberapa perkara yang perlu jelas:

- Lebihan tidak dijamin. Tahun yang banyak tuntutan mungkin tidak menghasilkan lebihan langsung. Jangan sekali-kali memilih pelan kerana mengharapkan wang kembali.
- Lebihan bukan simpanan. {plan} ialah perlindungan bertempoh tanpa nilai tunai; bahagian lebihan ialah bonus daripada tahun yang baik, bukan pulangan pelaburan.
- Lebihan tidak mengurangkan perlindungan anda. Jumlah perlindungan anda kekal sama walau apa pun keputusan dana.

## Bagaimana jika dana tidak mencukupi?

Keadaan sebaliknya juga boleh berlaku: tuntutan boleh melebihi dana. Dalam keadaan itu, pengendali meminjamkan kekurangan kepada dana sebagai qard, iaitu pinjaman tanpa faedah. Pinjaman itu dibayar balik hanya daripada lebihan dana pada masa hadapan, bukan dengan mengenakan bayaran tambahan kepada peserta bagi tuntutan yang sudah dilindungi. Perlindungan anda diteruskan dan tuntutan dibayar.

## Mengapa ia penting

Perkongsian lebihan menyelaraskan kepentingan pengendali dengan kepentingan peserta. Pengendali memperoleh fi yang didedahkan kerana mengendalikan pelan, bukan hasil daripada membayar lebih sedikit tuntutan. Peserta dapat melihat bahawa wang yang tidak diperlukan untuk tuntutan kekal bersama kumpulan yang mencarumkannya.

Apabila anda membandingkan pelan, tanya bagaimana lebihan dikira, berapa kerap, dan berapa bahagian yang diberikan kepada peserta. Pengendali yang menerangkannya dengan jelas sedang menunjukkan cara ia melayan wang yang sebenarnya milik anda.
`,
    },
  },
  {
    slug: { en: 'buying-takaful-online-safely', ms: 'membeli-takaful-dalam-talian-dengan-selamat' },
    category: 'takaful-basics',
    featured: false,
    publishedAt: '2024-09-02',
    en: {
      title: 'Buying takaful online safely: why we ask for your MyKad and a selfie',
      summary:
        'Buying cover without an agent is quick, but it should also be safe. How identity checks (eKYC) protect you, and how to spot a scam.',
      heroAlt: 'A person holding up a phone to take a selfie next to an identity card',
      body: `
Buying takaful online takes minutes instead of appointments, but a few steps can feel unfamiliar. Why does a website need a photo of your MyKad? Why a selfie? And how do you know you are dealing with a real operator and not a scam? This guide answers those questions.

## Why identity checks are needed

When a financial company takes your money and promises to pay your family, it must know who you are. Malaysian law requires financial institutions to verify their customers, partly to stop money laundering and fraud. For takaful there is a second, very personal reason: the certificate must cover the right person, and the benefit must reach the right family.

Without a check, somebody could buy a certificate in your name, name themselves as beneficiary, or use stolen details. Verifying identity protects you as much as it protects the fund you share with other participants.

## How eKYC works

eKYC means electronic know-your-customer. Instead of meeting an agent who looks at your identity card, you:

- take a photo of the front and back of your MyKad;
- take a selfie, sometimes with a short movement such as turning your head, so the system can tell a live person from a printed photo;
- confirm your details, such as your address.

The system reads the MyKad, checks that it looks genuine, and matches your face to the photo on it. Most checks finish in minutes. When something is unclear, for example a blurred photo, a trained staff member reviews it.

At {brand} you complete eKYC once, before your first quote. Your date of birth and gender come from your NRIC, so the price you see is the price that applies to you.

## How your data is handled

A responsible operator collects only what it needs, keeps it encrypted, limits which staff can see it, and uses it only for the purposes it told you about. Read the privacy policy: it should say what is collected, why, how long it is kept and how to ask for a copy or a correction.

## Signs of a scam

Real operators do not behave like this:

- They do not ask you to transfer money to a personal bank account.
- They do not ask for your online banking password or a one-time PIN sent by your bank.
- They do not pressure you to pay today "before the price goes up".
- They do not contact you on social media offering cover that is far cheaper than anywhere else.

Check that the website address is the operator's real one, and pay only through the payment page of the journey. If in doubt, stop and contact the operator through the details on its official website.

## Your checklist before paying

- You have read the product disclosure sheet and know what is excluded.
- You answered the underwriting questions honestly; wrong answers can put a future claim at risk.
- You know the sum covered, the contribution and how it is collected.
- You know you have a cooling-off period: with {plan}, 15 days to cancel for a full refund.

Online does not mean careless. Taking ten minutes to check these points is the best protection you can give your family.
`,
    },
    ms: {
      title: 'Membeli takaful dalam talian dengan selamat: mengapa kami meminta MyKad dan swafoto',
      summary:
        'Membeli perlindungan tanpa ejen memang pantas, tetapi ia juga mesti selamat. Bagaimana semakan identiti (eKYC) melindungi anda, dan cara mengenal pasti penipuan.',
      heroAlt: 'Seseorang mengangkat telefon untuk mengambil swafoto di sebelah kad pengenalan',
      body: `
Membeli takaful dalam talian hanya mengambil masa beberapa minit tanpa perlu membuat temu janji, tetapi beberapa langkahnya mungkin terasa asing. Mengapa laman web memerlukan gambar MyKad anda? Mengapa swafoto? Dan bagaimana anda tahu anda berurusan dengan pengendali sebenar dan bukan penipu? Panduan ini menjawab soalan-soalan tersebut.

## Mengapa semakan identiti diperlukan

Apabila syarikat kewangan menerima wang anda dan berjanji untuk membayar keluarga anda, ia mesti tahu siapa anda. Undang-undang Malaysia mewajibkan institusi kewangan mengesahkan pelanggan mereka, antaranya untuk mencegah pengubahan wang haram dan penipuan. Bagi takaful ada satu lagi sebab yang sangat peribadi: sijil mesti melindungi orang yang betul, dan manfaat mesti sampai kepada keluarga yang betul.

Tanpa semakan, seseorang boleh membeli sijil atas nama anda, menamakan dirinya sebagai penama, atau menggunakan butiran yang dicuri. Pengesahan identiti melindungi anda sama seperti ia melindungi dana yang anda kongsi bersama peserta lain.

## Cara eKYC berfungsi

eKYC bermaksud kenali pelanggan anda secara elektronik. Daripada berjumpa ejen yang melihat kad pengenalan anda, anda:

- mengambil gambar bahagian hadapan dan belakang MyKad;
- mengambil swafoto, kadangkala dengan pergerakan ringkas seperti menoleh, supaya sistem dapat membezakan orang sebenar daripada gambar yang dicetak;
- mengesahkan butiran anda, seperti alamat.

Sistem membaca MyKad, menyemak sama ada ia kelihatan tulen, dan memadankan wajah anda dengan gambar padanya. Kebanyakan semakan selesai dalam beberapa minit. Jika ada perkara yang kurang jelas, contohnya gambar yang kabur, kakitangan terlatih akan menyemaknya.

Di {brand}, anda melengkapkan eKYC sekali sahaja, sebelum sebut harga pertama. Tarikh lahir dan jantina anda diambil daripada nombor MyKad, maka harga yang anda lihat ialah harga yang terpakai kepada anda.

## Cara data anda dikendalikan

Pengendali yang bertanggungjawab hanya mengumpul apa yang diperlukan, menyimpannya dalam bentuk tersulit, mengehadkan kakitangan yang boleh melihatnya, dan menggunakannya hanya untuk tujuan yang telah dimaklumkan kepada anda. Bacalah dasar privasi: ia patut menyatakan apa yang dikumpul, mengapa, berapa lama ia disimpan dan cara meminta salinan atau pembetulan.

## Tanda-tanda penipuan

Pengendali sebenar tidak berkelakuan begini:

- Mereka tidak meminta anda memindahkan wang ke akaun bank peribadi.
- Mereka tidak meminta kata laluan perbankan dalam talian atau PIN sekali guna yang dihantar oleh bank anda.
- Mereka tidak mendesak anda membayar hari ini "sebelum harga naik".
- Mereka tidak menghubungi anda melalui media sosial dengan tawaran perlindungan yang jauh lebih murah daripada tempat lain.

Pastikan alamat laman web ialah alamat sebenar pengendali, dan bayar hanya melalui halaman pembayaran dalam proses pembelian. Jika ragu-ragu, berhenti dan hubungi pengendali melalui butiran di laman web rasminya.

## Senarai semak sebelum membayar

- Anda telah membaca helaian pendedahan produk dan tahu perkara yang dikecualikan.
- Anda menjawab soalan pengunderaitan dengan jujur; jawapan yang salah boleh menjejaskan tuntutan pada masa hadapan.
- Anda tahu jumlah perlindungan, caruman dan cara ia dikutip.
- Anda tahu anda mempunyai tempoh bertenang: bagi {plan}, 15 hari untuk membatalkan dengan bayaran balik penuh.

Dalam talian tidak bermaksud cuai. Meluangkan sepuluh minit untuk menyemak perkara-perkara ini ialah perlindungan terbaik yang boleh anda berikan kepada keluarga.
`,
    },
  },
  {
    slug: { en: 'takaful-and-pidm-protection', ms: 'takaful-dan-perlindungan-pidm' },
    category: 'takaful-basics',
    featured: false,
    publishedAt: '2025-03-17',
    en: {
      title: 'What happens to my cover if a takaful operator fails?',
      summary:
        'Takaful benefits in Malaysia can be protected by PIDM if an operator fails. What that protection is, how you get it, and what to check.',
      heroAlt: 'An umbrella sheltering a small house from the rain',
      body: `
Most people buying takaful worry about whether their family will be paid, not about whether the company will still exist. Failures of financial companies are rare in Malaysia, but it is reasonable to ask: if the operator behind my certificate closed down, what would happen to my cover? Part of the answer is a public safety net run by PIDM.

## What PIDM is

Perbadanan Insurans Deposit Malaysia (PIDM) is a government agency set up by law. It is best known for protecting bank deposits, but it also runs a protection system for insurance and takaful benefits. Its purpose is to protect people who hold certificates and policies, and to help keep the financial system stable, if a member company fails.

## How the protection works

- It is automatic. You do not apply for it and you do not pay for it separately; member companies pay PIDM.
- It protects benefits of eligible certificates issued by member takaful operators and insurers.
- If a member fails, PIDM can arrange for certificates to be transferred to another company so that cover continues, or pay eligible benefits directly.
- Limits apply. Each type of benefit is protected up to a set amount, and some products are not covered at all. The current limits and the list of eligible products are published on PIDM's website.

Because the details can change, rely on PIDM's own information rather than on any summary, including this one.

## How to check your plan

The simplest place to look is the product disclosure sheet of your plan. It states whether the plan is protected by PIDM. You can also check whether the company is listed as a member on PIDM's website.

Not every plan or company is covered. New services tested under a regulatory sandbox, for example, operate under special conditions, and their documents say whether PIDM protection applies. If the disclosure sheet is silent or unclear, ask the operator before you buy.

## Other protections you have

PIDM is a last line of defence. Several other safeguards work before it:

- Takaful operators are licensed and supervised, and must hold enough capital for the risks they carry.
- Takaful funds are kept separate from the operator's own money. With {plan}, the fund is held by an independent trustee.
- Re-takaful spreads large risks beyond a single fund.
- If you have a dispute over a claim that you cannot settle with the operator, you can take it to the Ombudsman for Financial Services, a free service for consumers.

## What you can do

- Keep your certificate, the product disclosure sheet and your payment records together, and tell your family where they are.
- Name a beneficiary, so that money reaches the right person quickly whatever happens.
- Keep your contact details up to date, so that the operator, or PIDM, can reach you.

A safety net is reassuring, but the best protection is still a plan you understand from an operator you have checked.
`,
    },
    ms: {
      title: 'Apa yang berlaku kepada perlindungan saya jika pengendali takaful gagal?',
      summary:
        'Manfaat takaful di Malaysia boleh dilindungi oleh PIDM jika pengendali gagal. Apakah perlindungan itu, bagaimana anda mendapatkannya, dan perkara yang perlu disemak.',
      heroAlt: 'Sebuah payung melindungi rumah kecil daripada hujan',
      body: `
Kebanyakan orang yang membeli takaful bimbang sama ada keluarga mereka akan dibayar, bukan sama ada syarikat itu masih wujud. Kegagalan syarikat kewangan jarang berlaku di Malaysia, tetapi wajar untuk bertanya: jika pengendali di sebalik sijil saya ditutup, apa yang berlaku kepada perlindungan saya? Sebahagian jawapannya ialah jaring keselamatan awam yang dikendalikan oleh PIDM.

## Apakah PIDM

Perbadanan Insurans Deposit Malaysia (PIDM) ialah agensi kerajaan yang ditubuhkan melalui undang-undang. Ia terkenal kerana melindungi deposit bank, tetapi ia juga mengendalikan sistem perlindungan bagi manfaat insurans dan takaful. Tujuannya ialah melindungi pemegang sijil dan polisi, serta membantu mengekalkan kestabilan sistem kewangan, jika syarikat ahli gagal.

## Cara perlindungan berfungsi

- Ia automatik. Anda tidak perlu memohon dan tidak perlu membayarnya secara berasingan; syarikat ahli yang membayar PIDM.
- Ia melindungi manfaat sijil yang layak yang dikeluarkan oleh pengendali takaful dan syarikat insurans yang menjadi ahli.
- Jika ahli gagal, PIDM boleh mengatur supaya sijil dipindahkan kepada syarikat lain agar perlindungan diteruskan, atau membayar manfaat yang layak secara terus.
- Had dikenakan. Setiap jenis manfaat dilindungi sehingga jumlah tertentu, dan sesetengah produk tidak dilindungi langsung. Had semasa dan senarai produk yang layak diterbitkan di laman web PIDM.

Oleh sebab butirannya boleh berubah, bergantunglah pada maklumat PIDM sendiri dan bukan pada mana-mana ringkasan, termasuk ringkasan ini.

## Cara menyemak pelan anda

Tempat paling mudah untuk menyemak ialah helaian pendedahan produk pelan anda. Ia menyatakan sama ada pelan itu dilindungi oleh PIDM. Anda juga boleh menyemak sama ada syarikat itu tersenarai sebagai ahli di laman web PIDM.

Bukan semua pelan atau syarikat dilindungi. Perkhidmatan baharu yang diuji di bawah kotak pasir kawal selia, misalnya, beroperasi di bawah syarat khas, dan dokumennya menyatakan sama ada perlindungan PIDM terpakai. Jika helaian pendedahan tidak menyebutnya atau kurang jelas, tanya pengendali sebelum membeli.

## Perlindungan lain yang anda miliki

PIDM ialah barisan pertahanan terakhir. Beberapa perlindungan lain berfungsi sebelumnya:

- Pengendali takaful dilesenkan dan diselia, dan mesti memegang modal yang mencukupi bagi risiko yang ditanggung.
- Dana takaful diasingkan daripada wang pengendali sendiri. Bagi {plan}, dana dipegang oleh pemegang amanah yang bebas.
- Retakaful menyebarkan risiko besar ke luar satu dana.
- Jika anda mempunyai pertikaian tuntutan yang tidak dapat diselesaikan dengan pengendali, anda boleh membawanya kepada Ombudsman bagi Perkhidmatan Kewangan, perkhidmatan percuma untuk pengguna.

## Apa yang boleh anda lakukan

- Simpan sijil, helaian pendedahan produk dan rekod pembayaran bersama-sama, dan beritahu keluarga anda di mana ia disimpan.
- Namakan penama, supaya wang sampai kepada orang yang betul dengan cepat walau apa pun yang berlaku.
- Kemas kini butiran hubungan anda, supaya pengendali, atau PIDM, dapat menghubungi anda.

Jaring keselamatan memang melegakan, tetapi perlindungan terbaik tetap pelan yang anda fahami daripada pengendali yang telah anda semak.
`,
    },
  },
];
