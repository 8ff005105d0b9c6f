// Articles of the takaful-basics category (part 1): what takaful is, tabarru' and wakalah, Shariah governance.
import type { ArticleSeed } from './types';

export const takafulBasicsArticles1: ArticleSeed[] = [
  {
    slug: { en: 'what-is-takaful', ms: 'apa-itu-takaful' },
    category: 'takaful-basics',
    featured: true,
    publishedAt: '2024-01-15',
    en: {
      title: 'What is takaful, and how is it different from insurance?',
      summary:
        'Takaful and conventional insurance both pay out when something goes wrong, but they are built on different agreements. Here is what changes for you.',
      heroAlt: 'A family sitting together under the shade of a large tree',
      body: `
Takaful and conventional insurance do the same job for a family: when something serious happens, money arrives to help. The difference lies in the agreement behind the payment, who owns the money in between, and what happens to money that is not needed for claims. If you are choosing cover for the first time, it helps to know what you are signing up for.

## The idea: helping one another

The word takaful comes from the Arabic for guaranteeing one another. A group of people agree to put money into a common fund, and anyone in the group who suffers a covered loss is helped from it. You are not buying a promise from a company; you are joining a group that has promised to support its members.

This idea is old. Communities across the Muslim world pooled money to help families after a death or a lost harvest long before modern insurance existed. Takaful puts that practice into a regulated, professional form.

## How conventional insurance works

In conventional insurance you pay a premium, and in exchange the insurance company takes on your risk. The premium becomes the company's money. If claims are lower than expected, the company keeps the difference as profit; if they are higher, the company bears the loss. The agreement is a sale: cover in return for a price.

Scholars see two problems with this for Muslims. The outcome of the sale is deeply uncertain (gharar), and the company's funds are usually invested in interest-bearing assets (riba).

## How takaful works

In takaful, the agreement is different:

- Your contribution is split. Part of it is tabarru', a donation into the takaful fund that pays members' claims. The rest pays the operator for running the plan.
- The takaful fund belongs to the participants, not to the operator. The operator manages it as your agent, for a fee that is disclosed upfront.
- The fund is invested only in Shariah-compliant assets, so it earns no interest.
- If the fund has money left after claims and reserves, called a surplus, part of it goes back to participants.
- An independent Shariah committee checks that the plans and the way they are run follow Shariah.

Because your payment is a donation to a fund you share with others, not a price paid for an uncertain promise, the uncertainty that troubles scholars about conventional insurance no longer applies.

## What it means for you

For a family, the practical results are familiar: you choose a sum covered, pay a monthly or yearly contribution, and your beneficiary receives money if you pass away. But some things are clearer. You can see how much of your contribution is the operator's fee and how much goes to the fund. With {plan}, for example, the wakalah fee is fixed at 20% and the other 80% goes to the fund, and the fund is held by an independent trustee.

## Is takaful only for Muslims?

No. Takaful is open to anyone, and many non-Muslim Malaysians choose it for its transparency and the chance of a surplus. What matters is that the cover suits your family and that you understand the terms.

## Before you choose

Whichever you pick, read the product disclosure sheet, check what is excluded, and make sure the sum covered would really carry your family. The best plan is one you understand and can keep paying for.
`,
    },
    ms: {
      title: 'Apakah takaful, dan apakah bezanya dengan insurans?',
      summary:
        'Takaful dan insurans konvensional sama-sama membayar apabila berlaku musibah, tetapi asas perjanjiannya berbeza. Inilah yang berubah untuk anda.',
      heroAlt: 'Sebuah keluarga duduk bersama di bawah teduhan pokok yang besar',
      body: `
Takaful dan insurans konvensional melakukan tugas yang sama untuk sesebuah keluarga: apabila berlaku perkara yang serius, wang akan tiba untuk membantu. Perbezaannya terletak pada perjanjian di sebalik bayaran itu, siapa yang memiliki wang tersebut sementara menunggu, dan apa yang berlaku kepada wang yang tidak diperlukan untuk tuntutan. Jika anda memilih perlindungan buat kali pertama, ada baiknya anda tahu apa yang sedang anda sertai.

## Idea asasnya: saling membantu

Perkataan takaful berasal daripada bahasa Arab yang bermaksud saling menjamin. Sekumpulan orang bersetuju untuk memasukkan wang ke dalam dana bersama, dan sesiapa dalam kumpulan itu yang mengalami kerugian yang dilindungi akan dibantu daripada dana tersebut. Anda tidak membeli janji daripada sebuah syarikat; anda menyertai kumpulan yang berjanji untuk menyokong ahlinya.

Idea ini sudah lama wujud. Masyarakat di seluruh dunia Islam mengumpulkan wang untuk membantu keluarga selepas kematian atau tanaman yang musnah jauh sebelum insurans moden wujud. Takaful menjadikan amalan itu dalam bentuk yang profesional dan dikawal selia.

## Cara insurans konvensional berfungsi

Dalam insurans konvensional, anda membayar premium, dan sebagai balasan syarikat insurans mengambil alih risiko anda. Premium itu menjadi wang syarikat. Jika tuntutan lebih rendah daripada jangkaan, syarikat menyimpan bakinya sebagai keuntungan; jika lebih tinggi, syarikat menanggung kerugian. Perjanjiannya ialah jual beli: perlindungan sebagai balasan kepada harga.

Para ulama melihat dua masalah dalam hal ini bagi orang Islam. Hasil jual beli itu sangat tidak pasti (gharar), dan dana syarikat biasanya dilaburkan dalam aset yang menjana faedah (riba).

## Cara takaful berfungsi

Dalam takaful, perjanjiannya berbeza:

- Caruman anda dibahagikan. Sebahagiannya ialah tabarru', iaitu derma ke dalam dana takaful yang membayar tuntutan ahli. Bakinya membayar pengendali kerana mengendalikan pelan.
- Dana takaful milik peserta, bukan milik pengendali. Pengendali mengurusnya sebagai wakil anda, dengan fi yang didedahkan lebih awal.
- Dana hanya dilaburkan dalam aset patuh Syariah, maka ia tidak menjana faedah.
- Jika dana mempunyai baki selepas tuntutan dan rizab, yang dipanggil lebihan, sebahagiannya dikembalikan kepada peserta.
- Jawatankuasa Syariah yang bebas memastikan pelan dan cara ia dikendalikan mematuhi Syariah.

Oleh sebab bayaran anda ialah derma kepada dana yang dikongsi bersama orang lain, dan bukan harga untuk janji yang tidak pasti, ketidakpastian yang dipersoalkan ulama tentang insurans konvensional tidak lagi timbul.

## Maksudnya untuk anda

Bagi sesebuah keluarga, hasilnya dari segi amalan tidak asing: anda memilih jumlah perlindungan, membayar caruman bulanan atau tahunan, dan penama anda menerima wang jika anda meninggal dunia. Namun beberapa perkara lebih jelas. Anda boleh melihat berapa banyak caruman anda ialah fi pengendali dan berapa banyak disalurkan ke dana. Dengan {plan}, sebagai contoh, fi wakalah ditetapkan pada 20% dan baki 80% disalurkan ke dana, dan dana itu dipegang oleh pemegang amanah yang bebas.

## Adakah takaful hanya untuk orang Islam?

Tidak. Takaful terbuka kepada sesiapa sahaja, dan ramai rakyat Malaysia bukan Islam memilihnya kerana ketelusannya dan peluang menerima lebihan. Yang penting, perlindungan itu sesuai untuk keluarga anda dan anda memahami termanya.

## Sebelum anda memilih

Apa pun pilihan anda, bacalah helaian pendedahan produk, semak perkara yang dikecualikan, dan pastikan jumlah perlindungan benar-benar mampu menampung keluarga anda. Pelan terbaik ialah pelan yang anda fahami dan mampu terus dibayar.
`,
    },
  },
  {
    slug: { en: 'tabarru-and-wakalah-explained', ms: 'tabarru-dan-wakalah-dijelaskan' },
    category: 'takaful-basics',
    featured: false,
    publishedAt: '2024-02-05',
    en: {
      title: "Tabarru' and wakalah: where your contribution goes",
      summary:
        "Every takaful contribution is split in two. We explain the tabarru' donation, the wakalah fee, and how to read the split on your quotation.",
      heroAlt: 'A coin being divided into two parts on a simple chart',
      body: `
When you look at a takaful quotation, you may see your contribution broken into two lines with Arabic names: tabarru' and wakalah. They are not hidden charges. They are the two contracts that make takaful work, and understanding them tells you exactly where your money goes.

## Tabarru': the donation

Tabarru' means donation. It is the part of your contribution that you give into the takaful fund, on the understanding that the fund will help any participant who suffers a covered loss, including you or your family.

Why a donation rather than a price? In a sale, both sides must know what they give and what they get. Protection does not fit that rule: nobody knows in advance who will claim. By giving a donation to a shared fund, participants help one another without buying an uncertain promise. That is what lets takaful avoid gharar, the excessive uncertainty that Shariah prohibits in trade.

The tabarru' belongs to the fund, not to the operator. Claims are paid from it, re-takaful is bought from it, and if money is left at the end of a period after claims and reserves, part of that surplus is returned to participants.

## Wakalah: the operator's fee

Somebody has to run the fund: check applications, collect contributions, invest the money, pay claims, keep records and answer your questions. Under a wakalah contract you appoint the takaful operator as your agent to do this work, in return for a fee. The fee is a form of ujrah, a payment for a service.

The important point is that the fee is agreed upfront and disclosed. The operator earns the fee for its work; it does not earn more because fewer claims are paid.

## A worked example

With {plan}, the wakalah fee is fixed at 20% of each contribution. Take a woman aged 20 next birthday who chooses RM50,000 of cover. Her monthly contribution is RM4.13:

- Wakalah fee, 20%: RM0.83 to {brand} for running the plan.
- Tabarru', the remaining 80%: RM3.30 to the takaful fund.

If she pays yearly instead, the yearly contribution is 11 times the monthly one, RM45.43, because the yearly option carries a one-month rebate. The same split applies: RM9.09 in fees and RM36.34 to the fund. The amounts are rounded to the sen, which is why they may not look exactly like 20% and 80% of each other.

## Who looks after the money

The fund's money is held by an independent trustee, separate from {brand}'s own accounts. That protects participants: the operator cannot use the fund to pay its own bills, and the fund stays intact for the purpose it was given.

## Questions worth asking any operator

- What percentage of my contribution is the operator's fee, and can it change?
- Who holds the takaful fund?
- How is surplus worked out, and what share comes back to participants?
- What happens if the fund runs short? (Usually the operator lends it money as qard, an interest-free loan repaid only from future surpluses.)

A good operator answers all four plainly. If the answers are vague, ask again before you sign.
`,
    },
    ms: {
      title: "Tabarru' dan wakalah: ke mana caruman anda disalurkan",
      summary:
        "Setiap caruman takaful dibahagikan kepada dua. Kami terangkan derma tabarru', fi wakalah, dan cara membaca pecahannya dalam sebut harga anda.",
      heroAlt: 'Sekeping syiling dibahagikan kepada dua bahagian pada carta ringkas',
      body: `
Apabila anda melihat sebut harga takaful, anda mungkin mendapati caruman anda dipecahkan kepada dua baris dengan nama Arab: tabarru' dan wakalah. Kedua-duanya bukan caj tersembunyi. Ia ialah dua kontrak yang menjadikan takaful berfungsi, dan memahaminya memberitahu anda dengan tepat ke mana wang anda pergi.

## Tabarru': derma

Tabarru' bermaksud derma. Ia ialah bahagian caruman yang anda berikan ke dalam dana takaful, dengan persefahaman bahawa dana itu akan membantu mana-mana peserta yang mengalami kerugian yang dilindungi, termasuk anda atau keluarga anda.

Mengapa derma dan bukan harga? Dalam jual beli, kedua-dua pihak mesti tahu apa yang diberi dan apa yang diterima. Perlindungan tidak sesuai dengan syarat itu: tiada sesiapa tahu lebih awal siapa yang akan membuat tuntutan. Dengan memberikan derma kepada dana bersama, peserta saling membantu tanpa membeli janji yang tidak pasti. Inilah yang membolehkan takaful mengelakkan gharar, iaitu ketidakpastian melampau yang dilarang Syariah dalam perdagangan.

Tabarru' milik dana, bukan milik pengendali. Tuntutan dibayar daripadanya, retakaful dibeli daripadanya, dan jika ada baki pada akhir sesuatu tempoh selepas tuntutan dan rizab, sebahagian lebihan itu dikembalikan kepada peserta.

## Wakalah: fi pengendali

Seseorang perlu mengendalikan dana: menyemak permohonan, mengutip caruman, melaburkan wang, membayar tuntutan, menyimpan rekod dan menjawab soalan anda. Di bawah kontrak wakalah, anda melantik pengendali takaful sebagai wakil untuk melakukan kerja ini, dengan bayaran fi. Fi itu sejenis ujrah, iaitu bayaran bagi sesuatu perkhidmatan.

Perkara penting ialah fi dipersetujui lebih awal dan didedahkan. Pengendali memperoleh fi atas kerjanya; ia tidak memperoleh lebih banyak apabila lebih sedikit tuntutan dibayar.

## Contoh pengiraan

Bagi {plan}, fi wakalah ditetapkan pada 20% daripada setiap caruman. Ambil contoh seorang wanita berumur 20 tahun pada hari lahir akan datang yang memilih perlindungan RM50,000. Caruman bulanannya ialah RM4.13:

- Fi wakalah, 20%: RM0.83 kepada {brand} untuk mengendalikan pelan.
- Tabarru', baki 80%: RM3.30 ke dana takaful.

Jika dia membayar secara tahunan, caruman tahunan ialah 11 kali caruman bulanan, iaitu RM45.43, kerana pilihan tahunan disertakan rebat sebulan. Pecahan yang sama terpakai: RM9.09 sebagai fi dan RM36.34 ke dana. Jumlah ini dibundarkan kepada sen, sebab itu ia mungkin tidak kelihatan tepat 20% dan 80%.

## Siapa yang menjaga wang itu

Wang dana dipegang oleh pemegang amanah yang bebas, berasingan daripada akaun {brand} sendiri. Ini melindungi peserta: pengendali tidak boleh menggunakan dana untuk membayar bil sendiri, dan dana kekal utuh untuk tujuan ia diberikan.

## Soalan yang wajar ditanya kepada mana-mana pengendali

- Berapa peratus caruman saya ialah fi pengendali, dan bolehkah ia berubah?
- Siapakah yang memegang dana takaful?
- Bagaimana lebihan dikira, dan berapa bahagian yang kembali kepada peserta?
- Apa yang berlaku jika dana tidak mencukupi? (Biasanya pengendali meminjamkan wang kepada dana sebagai qard, iaitu pinjaman tanpa faedah yang dibayar balik hanya daripada lebihan masa hadapan.)

Pengendali yang baik menjawab keempat-empatnya dengan jelas. Jika jawapannya kabur, tanya sekali lagi sebelum anda menandatangani.
`,
    },
  },
  {
    slug: { en: 'shariah-governance-in-takaful', ms: 'tadbir-urus-syariah-dalam-takaful' },
    category: 'takaful-basics',
    featured: false,
    publishedAt: '2024-04-22',
    en: {
      title: 'Who makes sure takaful is really Shariah-compliant?',
      summary:
        'Shariah compliance is not a label printed once. It is checked before a plan launches and again while it runs. Here is how that oversight works.',
      heroAlt: 'Scholars reviewing documents around a meeting table',
      body: `
Calling a plan "Shariah-compliant" is easy. Keeping it compliant every day, in every contract, payment and investment, takes a structure of people and checks. In Malaysia that structure is required of every takaful operator, and knowing how it works helps you judge whether the label means something.

## The Shariah committee

Every takaful operator has a Shariah committee: a panel of scholars qualified in Islamic law, especially fiqh muamalat, the law of commercial dealings. Its members are independent of management, and the operator must follow their rulings.

The committee's work starts before a plan is sold. It reviews the plan's design, the contracts used (such as tabarru' and wakalah), the certificate wording, the way fees are charged, how surplus is shared and how the fund may be invested. A plan cannot launch until the committee is satisfied.

## After launch: review and audit

Approval at launch is only the start. Operations drift: a new payment process, a new investment, a change in how claims are handled. To catch problems, operators run two further checks:

- Shariah review: an internal team checks day-to-day activities against the committee's rulings and reports what it finds.
- Shariah audit: a periodic, independent examination of the operator's records and processes, similar to a financial audit but measured against Shariah requirements.

When something does not comply, the committee decides how to put it right. Income earned in a non-compliant way, for example, is not kept as profit; it is typically set aside and given to charity.

## The national level

Above the individual operators there is a national Shariah authority for Islamic finance in Malaysia, the Shariah Advisory Council of Bank Negara Malaysia. Its rulings on Islamic finance matters bind operators and courts, so that takaful in Malaysia follows one consistent set of interpretations instead of each company choosing its own.

## What this means in the plan you hold

Shariah governance shows up in concrete features of a plan. In {plan}:

- The contribution is split between a tabarru' donation to the fund and a fixed 20% wakalah fee, both disclosed before you pay.
- The fund is held by an independent trustee and invested only in Shariah-compliant assets.
- Surplus in the fund goes back to certificate holders rather than becoming the operator's profit.
- Nomination of a beneficiary follows recognised forms: hibah, a gift, or wasi, an executor who distributes by faraid.

## How you can check

You do not need to be a scholar to ask good questions:

- Does the operator name its Shariah committee and describe its role?
- Is the split between tabarru' and fees shown on your quotation?
- Does the product disclosure sheet explain how surplus and deficits are handled?

Clear answers are a sign that compliance is built into the plan, not added to the brochure. If something is unclear to you, ask the operator to explain it; a well-governed operator will be glad to.
`,
    },
    ms: {
      title: 'Siapakah yang memastikan takaful benar-benar patuh Syariah?',
      summary:
        'Pematuhan Syariah bukan label yang dicetak sekali. Ia disemak sebelum pelan dilancarkan dan sepanjang pelan berjalan. Inilah cara pengawasan itu berfungsi.',
      heroAlt: 'Para ilmuwan menyemak dokumen di sekeliling meja mesyuarat',
      body: `
Melabel sesuatu pelan sebagai "patuh Syariah" memang mudah. Memastikan ia kekal patuh setiap hari, dalam setiap kontrak, bayaran dan pelaburan, memerlukan struktur yang terdiri daripada orang dan semakan. Di Malaysia, struktur ini diwajibkan ke atas setiap pengendali takaful, dan memahami cara ia berfungsi membantu anda menilai sama ada label itu benar-benar bermakna.

## Jawatankuasa Syariah

Setiap pengendali takaful mempunyai Jawatankuasa Syariah: panel ilmuwan yang bertauliah dalam hukum Islam, khususnya fiqh muamalat, iaitu hukum urusan perniagaan. Ahlinya bebas daripada pihak pengurusan, dan pengendali wajib mematuhi keputusan mereka.

Kerja jawatankuasa bermula sebelum sesuatu pelan dijual. Ia menyemak reka bentuk pelan, kontrak yang digunakan (seperti tabarru' dan wakalah), perkataan dalam sijil, cara fi dikenakan, cara lebihan dikongsi dan cara dana boleh dilaburkan. Pelan tidak boleh dilancarkan selagi jawatankuasa belum berpuas hati.

## Selepas pelancaran: semakan dan audit

Kelulusan semasa pelancaran hanyalah permulaan. Operasi boleh berubah sedikit demi sedikit: proses pembayaran baharu, pelaburan baharu, perubahan dalam cara tuntutan dikendalikan. Untuk mengesan masalah, pengendali menjalankan dua lagi semakan:

- Semakan Syariah: pasukan dalaman menyemak aktiviti harian berbanding keputusan jawatankuasa dan melaporkan dapatannya.
- Audit Syariah: pemeriksaan berkala dan bebas ke atas rekod serta proses pengendali, seperti audit kewangan tetapi diukur berdasarkan keperluan Syariah.

Apabila sesuatu didapati tidak patuh, jawatankuasa memutuskan cara membetulkannya. Pendapatan yang diperoleh secara tidak patuh, misalnya, tidak disimpan sebagai keuntungan; lazimnya ia diasingkan dan disalurkan kepada kebajikan.

## Di peringkat kebangsaan

Di atas setiap pengendali, terdapat badan berkuasa Syariah kebangsaan bagi kewangan Islam di Malaysia, iaitu Majlis Penasihat Syariah Bank Negara Malaysia. Keputusannya tentang perkara kewangan Islam mengikat pengendali dan mahkamah, supaya takaful di Malaysia mengikut satu set tafsiran yang konsisten dan bukannya setiap syarikat memilih tafsiran sendiri.

## Maksudnya dalam pelan yang anda pegang

Tadbir urus Syariah dapat dilihat dalam ciri-ciri konkrit sesuatu pelan. Dalam {plan}:

- Caruman dibahagikan antara derma tabarru' ke dana dan fi wakalah tetap 20%, kedua-duanya didedahkan sebelum anda membayar.
- Dana dipegang oleh pemegang amanah yang bebas dan hanya dilaburkan dalam aset patuh Syariah.
- Lebihan dalam dana dikembalikan kepada pemegang sijil dan tidak menjadi keuntungan pengendali.
- Penamaan mengikut bentuk yang diiktiraf: hibah, iaitu pemberian, atau wasi, iaitu pelaksana wasiat yang mengagihkan mengikut faraid.

## Cara anda boleh menyemak

Anda tidak perlu menjadi ilmuwan untuk bertanya soalan yang baik:

- Adakah pengendali menamakan Jawatankuasa Syariahnya dan menerangkan peranannya?
- Adakah pecahan antara tabarru' dan fi ditunjukkan dalam sebut harga anda?
- Adakah helaian pendedahan produk menerangkan cara lebihan dan defisit dikendalikan?

Jawapan yang jelas menandakan pematuhan dibina dalam pelan itu sendiri, bukan sekadar ditambah pada risalah. Jika ada perkara yang kurang jelas, minta pengendali menerangkannya; pengendali yang ditadbir dengan baik akan sedia berbuat demikian.
`,
    },
  },
];
