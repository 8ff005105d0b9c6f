// Articles of the family-planning category: how much cover, hibah or wasi nomination, term or whole life.
import type { ArticleSeed } from './types';

export const familyPlanningArticles: ArticleSeed[] = [
  {
    slug: {
      en: 'how-much-cover-does-my-family-need',
      ms: 'berapa-banyak-perlindungan-keluarga-saya-perlukan',
    },
    category: 'family-planning',
    featured: true,
    publishedAt: '2024-05-06',
    en: {
      title: 'How much cover does my family need? A worked example',
      summary:
        'A simple way to work out a sum covered that would really carry your family, with a worked example in ringgit.',
      heroAlt: 'A parent with a notebook and calculator at the kitchen table, children in the background',
      body: `
"How much cover should I buy?" is the question we hear most. Rules of thumb such as "ten times your yearly income" are a start, but your family is not a rule of thumb. Here is a simple method you can do with a pen and paper in fifteen minutes, followed by a worked example.

## Step 1: add up what your family would need

Think about what money would have to do if you were gone:

- Clear debts: car financing, personal financing and credit cards. Home financing often has its own reducing-term cover; check whether yours does before adding it.
- Replace your income for a while: how much your family would need each month without you, multiplied by the number of years until they could manage. Many parents count until the youngest child is grown up.
- Education: a sum for each child's schooling and studies after school.
- Final expenses: the funeral and the costs of the first weeks.

## Step 2: take away what your family already has

- Savings and investments your family could use.
- EPF savings that would go to your nominees.
- Other cover: group takaful or insurance from your employer, or other plans you hold.

## Step 3: the gap is your sum covered

What is left is the amount your new cover should provide. Round it to a figure you can afford, and review it whenever your life changes: a new child, a new home, a new job.

## A worked example

Farid is 32 and married to Aina; they have two children aged 3 and 6. Farid's salary pays most of the household's bills.

What the family would need:

- Car financing still owed: RM30,000.
- Personal financing and card balances: RM5,000.
- Living costs: the family estimates RM2,500 a month without Farid, for 10 years: RM300,000.
- Education: RM30,000 for each child: RM60,000.
- Funeral and first costs: RM10,000.

Total needed: RM405,000.

What the family already has:

- Savings: RM15,000.
- Farid's EPF savings: RM60,000.
- Group cover from Farid's employer: RM50,000.

Total available: RM125,000.

The gap is RM405,000 minus RM125,000, which is RM280,000. Farid rounds it to RM300,000 of cover.

## What would that cost?

With {plan}, a man aged 33 next birthday in the 26 to 35 age band contributes RM0.118 a month for each RM1,000 covered. For RM300,000 that is RM35.40 a month, or RM389.40 a year if he pays yearly and takes the one-month rebate.

If Farid passed away during the term, Aina would receive RM300,000, plus a compassionate benefit of RM30,000 within 24 hours of the death certificate for the immediate costs.

## If the full amount is out of reach

Cover you can keep paying is worth more than ideal cover you cancel after three months. Start with what fits your budget, even the minimum RM50,000, and raise it when you can. Two other points:

- Cover both parents. If Aina stayed at home with the children, the family would still need to pay for childcare if she were gone.
- Write your figures down and look at them every year. Debts fall, children grow and savings build up, and the right sum changes with them.
`,
    },
    ms: {
      title: 'Berapa banyak perlindungan yang keluarga saya perlukan? Contoh pengiraan',
      summary:
        'Cara mudah untuk mengira jumlah perlindungan yang benar-benar mampu menampung keluarga anda, dengan contoh pengiraan dalam ringgit.',
      heroAlt: 'Seorang ibu bapa dengan buku nota dan kalkulator di meja dapur, anak-anak di belakang',
      body: `
"Berapa banyak perlindungan yang patut saya beli?" ialah soalan yang paling kerap kami terima. Panduan umum seperti "sepuluh kali pendapatan tahunan" boleh dijadikan permulaan, tetapi keluarga anda bukan panduan umum. Berikut cara mudah yang boleh anda lakukan dengan pen dan kertas dalam masa lima belas minit, diikuti contoh pengiraan.

## Langkah 1: jumlahkan keperluan keluarga anda

Fikirkan apa yang perlu ditampung oleh wang itu jika anda tiada:

- Menjelaskan hutang: pembiayaan kereta, pembiayaan peribadi dan kad kredit. Pembiayaan rumah selalunya mempunyai perlindungan bertempoh menurun sendiri; semak sama ada pembiayaan anda mempunyainya sebelum menambahnya.
- Menggantikan pendapatan anda untuk satu tempoh: berapa banyak keluarga anda perlukan setiap bulan tanpa anda, didarab dengan bilangan tahun sehingga mereka mampu berdikari. Ramai ibu bapa mengira sehingga anak bongsu dewasa.
- Pendidikan: sejumlah wang untuk persekolahan dan pengajian setiap anak selepas sekolah.
- Perbelanjaan akhir: pengebumian dan kos minggu-minggu pertama.

## Langkah 2: tolak apa yang keluarga anda sudah ada

- Simpanan dan pelaburan yang boleh digunakan keluarga anda.
- Simpanan KWSP yang akan diberikan kepada penama anda.
- Perlindungan lain: takaful atau insurans berkelompok daripada majikan, atau pelan lain yang anda miliki.

## Langkah 3: jurangnya ialah jumlah perlindungan anda

Baki itulah jumlah yang patut disediakan oleh perlindungan baharu anda. Bundarkan kepada angka yang mampu anda bayar, dan semak semula setiap kali hidup anda berubah: anak baharu, rumah baharu, pekerjaan baharu.

## Contoh pengiraan

Farid berumur 32 tahun dan berkahwin dengan Aina; mereka mempunyai dua orang anak berumur 3 dan 6 tahun. Gaji Farid membayar kebanyakan bil isi rumah.

Keperluan keluarga:

- Baki pembiayaan kereta: RM30,000.
- Pembiayaan peribadi dan baki kad: RM5,000.
- Kos sara hidup: keluarga menganggarkan RM2,500 sebulan tanpa Farid, selama 10 tahun: RM300,000.
- Pendidikan: RM30,000 bagi setiap anak: RM60,000.
- Pengebumian dan kos awal: RM10,000.

Jumlah keperluan: RM405,000.

Apa yang keluarga sudah ada:

- Simpanan: RM15,000.
- Simpanan KWSP Farid: RM60,000.
- Perlindungan berkelompok daripada majikan Farid: RM50,000.

Jumlah yang ada: RM125,000.

Jurangnya ialah RM405,000 tolak RM125,000, iaitu RM280,000. Farid membundarkannya kepada perlindungan RM300,000.

## Berapakah kosnya?

Dengan {plan}, seorang lelaki berumur 33 tahun pada hari lahir akan datang dalam jalur umur 26 hingga 35 mencarum RM0.118 sebulan bagi setiap RM1,000 perlindungan. Bagi RM300,000, carumannya RM35.40 sebulan, atau RM389.40 setahun jika dia membayar secara tahunan dan menikmati rebat sebulan.

Jika Farid meninggal dunia dalam tempoh perlindungan, Aina akan menerima RM300,000, serta manfaat ihsan RM30,000 dalam masa 24 jam selepas sijil kematian untuk kos segera.

## Jika jumlah penuh di luar kemampuan

Perlindungan yang mampu terus dibayar lebih bernilai daripada perlindungan ideal yang dibatalkan selepas tiga bulan. Mulakan dengan jumlah yang sesuai dengan bajet anda, walaupun jumlah minimum RM50,000, dan naikkan apabila mampu. Dua perkara lagi:

- Lindungi kedua-dua ibu bapa. Jika Aina menjaga anak-anak di rumah, keluarga tetap perlu membayar penjagaan anak jika dia tiada.
- Catatkan angka anda dan semak setiap tahun. Hutang berkurangan, anak-anak membesar dan simpanan bertambah, dan jumlah yang sesuai turut berubah.
`,
    },
  },
  {
    slug: { en: 'hibah-or-wasi-nomination', ms: 'penamaan-hibah-atau-wasi' },
    category: 'family-planning',
    featured: false,
    publishedAt: '2024-07-15',
    en: {
      title: 'Hibah or wasi: choosing how your takaful benefit is passed on',
      summary:
        'When you name a nominee for a takaful benefit, you choose between hibah and wasi. The choice decides who finally keeps the money.',
      heroAlt: 'Two hands passing a sealed envelope across a table',
      body: `
When you name someone to receive your takaful benefit, you are asked a question that surprises many people: should the nominee receive it as hibah or as wasi? The two words lead to very different results for your family, so it is worth understanding them before you tick a box.

## Why the choice exists

For a Muslim, property left at death forms the estate and is divided among the heirs by faraid, the Islamic law of inheritance. A takaful benefit is paid because of your death, so without any other arrangement it would be treated like the rest of your estate. Malaysian takaful law lets you decide in advance how the benefit is handled, by naming a nominee and choosing one of two roles.

## Hibah: a gift to one person

Hibah means a gift. When you nominate someone under hibah, you are making a gift of the takaful benefit that takes effect when you pass away. The benefit becomes the nominee's own property. It is paid outside your estate, so it is not divided by faraid and does not wait for the estate to be settled.

Parents often choose hibah so that a spouse receives the whole benefit quickly, or so that the money reaches the person who will actually raise the children.

## Wasi: an executor for the estate

Wasi means an executor. When you nominate someone as wasi, the benefit is paid to that person, but not for them to keep. They receive it on behalf of your estate and must distribute it to your heirs according to faraid.

Choose wasi when you want the benefit shared among all your heirs by their faraid shares, with a trusted person to receive it and handle the distribution.

## Comparing the two

- Who keeps the money: under hibah, the nominee; under wasi, your heirs by faraid.
- Part of the estate: under hibah, no; under wasi, yes.
- Speed: hibah is usually faster, because nothing waits for the estate to be administered.
- Family harmony: hibah gives you control, but explain your choice to your family, so that nobody is surprised.

## Practical points

- Name a nominee. Without one, the benefit is paid to your estate, which can take much longer to reach your family.
- Keep it up to date. If your nominee passes away before you, a hibah nomination no longer works, and the benefit would go to your estate. Marriage, divorce and the birth of a child are all good moments to check.
- Children as nominees. If your nominee is a child, ask the operator how payment to a minor is handled; often a parent or guardian receives it on the child's behalf.
- Give details that will still be right later: full name, MyKad number and a phone number or e-mail.

## Nominating with {plan}

In {plan} you name one beneficiary, chosen as hibah or as executor (wasi), who receives 100% of the benefit. You name the beneficiary when you apply; to change it later, write to our support team.

If your family situation is complicated, for example with children from more than one marriage, it is worth talking to someone who knows estate planning before you choose. Ten minutes of thought now can save your family months later.
`,
    },
    ms: {
      title: 'Hibah atau wasi: memilih cara manfaat takaful anda diserahkan',
      summary:
        'Apabila anda menamakan penama bagi manfaat takaful, anda memilih antara hibah dan wasi. Pilihan itu menentukan siapa yang akhirnya menyimpan wang tersebut.',
      heroAlt: 'Dua tangan menyerahkan sampul surat bermeterai di atas meja',
      body: `
Apabila anda menamakan seseorang untuk menerima manfaat takaful anda, anda akan ditanya satu soalan yang mengejutkan ramai orang: patutkah penama menerimanya secara hibah atau sebagai wasi? Kedua-dua perkataan ini membawa hasil yang sangat berbeza untuk keluarga anda, maka eloklah anda memahaminya sebelum menanda kotak.

## Mengapa pilihan ini wujud

Bagi orang Islam, harta yang ditinggalkan semasa kematian menjadi harta pusaka dan dibahagikan kepada waris mengikut faraid, iaitu hukum pusaka Islam. Manfaat takaful dibayar disebabkan kematian anda, maka tanpa sebarang pengaturan lain ia akan dianggap seperti harta pusaka anda yang lain. Undang-undang takaful Malaysia membolehkan anda menentukan lebih awal cara manfaat itu dikendalikan, dengan menamakan penama dan memilih salah satu daripada dua peranan.

## Hibah: pemberian kepada seorang

Hibah bermaksud pemberian. Apabila anda menamakan seseorang secara hibah, anda membuat pemberian manfaat takaful yang berkuat kuasa apabila anda meninggal dunia. Manfaat itu menjadi harta milik penama. Ia dibayar di luar harta pusaka, maka ia tidak dibahagikan mengikut faraid dan tidak perlu menunggu harta pusaka diselesaikan.

Ibu bapa sering memilih hibah supaya pasangan menerima keseluruhan manfaat dengan cepat, atau supaya wang itu sampai kepada orang yang benar-benar akan membesarkan anak-anak.

## Wasi: pelaksana wasiat bagi harta pusaka

Wasi bermaksud pelaksana wasiat. Apabila anda menamakan seseorang sebagai wasi, manfaat dibayar kepada orang itu, tetapi bukan untuk disimpan olehnya. Dia menerimanya bagi pihak harta pusaka anda dan wajib mengagihkannya kepada waris anda mengikut faraid.

Pilih wasi jika anda mahu manfaat dikongsi dalam kalangan semua waris mengikut bahagian faraid mereka, dengan orang yang dipercayai untuk menerimanya dan menguruskan pengagihan.

## Perbandingan kedua-duanya

- Siapa menyimpan wang: secara hibah, penama; secara wasi, waris anda mengikut faraid.
- Sebahagian daripada harta pusaka: secara hibah, tidak; secara wasi, ya.
- Kepantasan: hibah biasanya lebih cepat, kerana tiada apa yang perlu menunggu pentadbiran harta pusaka.
- Keharmonian keluarga: hibah memberi anda kawalan, tetapi terangkan pilihan anda kepada keluarga, supaya tiada siapa yang terkejut.

## Perkara praktikal

- Namakan penama. Tanpa penama, manfaat dibayar kepada harta pusaka anda, yang boleh mengambil masa jauh lebih lama untuk sampai kepada keluarga.
- Pastikan ia terkini. Jika penama anda meninggal dunia lebih awal daripada anda, penamaan hibah tidak lagi berkesan, dan manfaat akan dibayar kepada harta pusaka. Perkahwinan, perceraian dan kelahiran anak ialah masa yang sesuai untuk menyemaknya.
- Anak sebagai penama. Jika penama anda seorang kanak-kanak, tanya pengendali cara bayaran kepada bawah umur dikendalikan; selalunya ibu bapa atau penjaga menerimanya bagi pihak kanak-kanak itu.
- Berikan butiran yang masih tepat kemudian hari: nama penuh, nombor MyKad dan nombor telefon atau e-mel.

## Penamaan dengan {plan}

Dalam {plan}, anda menamakan seorang penama, dipilih secara hibah atau sebagai wasi, yang menerima 100% manfaat. Anda menamakan penama semasa memohon; untuk menukarnya kemudian, tulis kepada pasukan sokongan kami.

Jika keadaan keluarga anda rumit, contohnya dengan anak daripada lebih satu perkahwinan, eloklah berbincang dengan seseorang yang arif tentang perancangan harta pusaka sebelum membuat pilihan. Sepuluh minit berfikir sekarang boleh menjimatkan masa keluarga anda berbulan-bulan kemudian.
`,
    },
  },
  {
    slug: { en: 'term-or-whole-life-cover', ms: 'perlindungan-bertempoh-atau-seumur-hidup' },
    category: 'family-planning',
    featured: false,
    publishedAt: '2025-01-13',
    en: {
      title: 'Term or whole-life cover: which suits your family?',
      summary:
        'Term cover protects for a set period at a low price; whole-life and investment-linked plans last longer and build value, at a higher price. How to choose.',
      heroAlt: 'Two paths through a park, one short and straight, one long and winding',
      body: `
Family takaful comes in two broad shapes. Term plans cover you for a set period and pay only if something happens within it. Whole-life and investment-linked plans cover you for much longer, often for life, and build up a value you can draw on. Neither is better in every case. The right choice depends on what you need the cover to do.

## Term cover

A term plan pays the sum covered if you pass away during the term, and nothing if you do not. There is no cash value and no maturity benefit: when the term ends, the cover simply stops.

Because all of the contribution goes towards protection and the fund's running costs, term cover is much cheaper for the same sum. {plan} is a term plan: one year at a time, with contributions from RM4.13 a month for RM50,000 of cover.

Term cover suits the years when your family depends most on your income: while the children are young, while there is home financing to pay, while your savings are still small.

## Whole-life and investment-linked cover

These plans last much longer. Part of each contribution pays for protection and charges, and part builds up a value, either as cash value or as units in an investment fund. You may be able to withdraw from that value, borrow against it, or receive it if you surrender the plan.

The price of that is a much higher contribution for the same sum covered, and charges that can be harder to follow. In the early years the value is often small, so surrendering a plan soon after buying it can mean getting back far less than you paid. In investment-linked plans the value also depends on how the funds perform, and if it falls too low, contributions may need to rise to keep the cover going.

## Comparing them side by side

- Cost for the same sum covered: term is lowest; whole-life is much higher.
- How long it lasts: term for a set period, or renewed year by year; whole-life for decades or for life.
- Savings: term has none; whole-life builds value over time.
- Flexibility: term is easy to start, change or stop; whole-life costs you if you stop early.

## Questions to ask yourself

- What do I need the cover for? If it is to replace your income while the children grow up, a term plan may be all you need.
- What can I afford to keep paying for many years? A plan you stop after two years protects nobody.
- Do I already save elsewhere, for example through EPF, an investment account or Tabung Haji? If so, you may not need savings inside your takaful plan.

## A common approach

Many families buy enough term cover to protect them through the dependent years, and save or invest the difference in price separately. Others prefer the discipline of a whole-life plan that saves for them. Both can be sensible. What matters is that the sum covered is enough, and that you know exactly what you are paying for.

Read the product disclosure sheet of any plan you consider. It sets out the benefits, the charges and what you would get back if you stopped.
`,
    },
    ms: {
      title: 'Perlindungan bertempoh atau seumur hidup: mana yang sesuai untuk keluarga anda?',
      summary:
        'Perlindungan bertempoh melindungi bagi tempoh tertentu dengan harga rendah; pelan seumur hidup dan berkaitan pelaburan bertahan lebih lama dan mengumpul nilai, dengan harga lebih tinggi. Cara memilih.',
      heroAlt: 'Dua laluan di sebuah taman, satu pendek dan lurus, satu lagi panjang dan berliku',
      body: `
Takaful keluarga terbahagi kepada dua bentuk utama. Pelan bertempoh melindungi anda bagi tempoh tertentu dan hanya membayar jika sesuatu berlaku dalam tempoh itu. Pelan seumur hidup dan berkaitan pelaburan melindungi anda jauh lebih lama, selalunya sepanjang hayat, dan mengumpul nilai yang boleh anda gunakan. Tiada satu pun yang lebih baik dalam semua keadaan. Pilihan yang tepat bergantung pada apa yang anda mahu perlindungan itu lakukan.

## Perlindungan bertempoh

Pelan bertempoh membayar jumlah perlindungan jika anda meninggal dunia dalam tempoh perlindungan, dan tidak membayar apa-apa jika tidak. Tiada nilai tunai dan tiada manfaat matang: apabila tempoh tamat, perlindungan berhenti begitu sahaja.

Oleh sebab keseluruhan caruman digunakan untuk perlindungan dan kos pengendalian dana, perlindungan bertempoh jauh lebih murah bagi jumlah yang sama. {plan} ialah pelan bertempoh: setahun demi setahun, dengan caruman serendah RM4.13 sebulan bagi perlindungan RM50,000.

Perlindungan bertempoh sesuai untuk tahun-tahun ketika keluarga paling bergantung pada pendapatan anda: semasa anak-anak masih kecil, semasa masih ada pembiayaan rumah untuk dibayar, semasa simpanan anda masih sedikit.

## Perlindungan seumur hidup dan berkaitan pelaburan

Pelan-pelan ini bertahan jauh lebih lama. Sebahagian setiap caruman membayar perlindungan dan caj, dan sebahagian lagi mengumpul nilai, sama ada sebagai nilai tunai atau sebagai unit dalam dana pelaburan. Anda mungkin boleh mengeluarkan sebahagian nilai itu, meminjam berdasarkannya, atau menerimanya jika anda menyerahkan pelan.

Harganya ialah caruman yang jauh lebih tinggi bagi jumlah perlindungan yang sama, dan caj yang mungkin lebih sukar difahami. Pada tahun-tahun awal, nilainya selalunya kecil, maka menyerahkan pelan sejurus selepas membelinya boleh bermakna menerima jauh lebih sedikit daripada yang dibayar. Dalam pelan berkaitan pelaburan, nilainya juga bergantung pada prestasi dana, dan jika ia jatuh terlalu rendah, caruman mungkin perlu dinaikkan untuk mengekalkan perlindungan.

## Perbandingan

- Kos bagi jumlah perlindungan yang sama: bertempoh paling rendah; seumur hidup jauh lebih tinggi.
- Tempoh: bertempoh bagi tempoh tertentu, atau diperbaharui setiap tahun; seumur hidup selama berdekad-dekad atau sepanjang hayat.
- Simpanan: bertempoh tiada; seumur hidup mengumpul nilai dari semasa ke semasa.
- Fleksibiliti: bertempoh mudah dimulakan, diubah atau dihentikan; seumur hidup merugikan anda jika dihentikan awal.

## Soalan untuk diri sendiri

- Untuk apa saya memerlukan perlindungan? Jika untuk menggantikan pendapatan semasa anak-anak membesar, pelan bertempoh mungkin sudah memadai.
- Berapa yang mampu saya terus bayar selama bertahun-tahun? Pelan yang dihentikan selepas dua tahun tidak melindungi sesiapa.
- Adakah saya sudah menyimpan di tempat lain, contohnya melalui KWSP, akaun pelaburan atau Tabung Haji? Jika ya, anda mungkin tidak memerlukan simpanan dalam pelan takaful.

## Pendekatan yang biasa

Ramai keluarga membeli perlindungan bertempoh yang mencukupi untuk tahun-tahun tanggungan, dan menyimpan atau melaburkan perbezaan harga secara berasingan. Ada juga yang lebih suka disiplin pelan seumur hidup yang menyimpan untuk mereka. Kedua-duanya munasabah. Yang penting, jumlah perlindungan mencukupi, dan anda tahu dengan tepat apa yang anda bayar.

Bacalah helaian pendedahan produk bagi mana-mana pelan yang anda pertimbangkan. Ia menerangkan manfaat, caj dan apa yang akan anda terima jika berhenti.
`,
    },
  },
];
