// Articles of the money-and-savings category: budgeting for protection, yearly or monthly contributions.
import type { ArticleSeed } from './types';

export const moneyArticles: ArticleSeed[] = [
  {
    slug: { en: 'budgeting-for-protection', ms: 'bajet-untuk-perlindungan' },
    category: 'money-and-savings',
    featured: false,
    publishedAt: '2024-11-18',
    en: {
      title: 'Budgeting for protection on a B40 or M40 income',
      summary:
        'When every ringgit is already spoken for, protection can feel like a luxury. A practical way to fit basic family cover into a tight budget.',
      heroAlt: 'Envelopes labelled for rent, food, school and protection on a table',
      body: `
For many Malaysian households, the month ends before the salary does. Rent or home financing, food, transport, school costs and help for parents take almost everything. Against that, spending money on something you hope never to use can feel impossible. Yet the families with the least savings are the ones a death would hurt most. This guide is about fitting basic protection into a budget that is already tight.

## Start with the budget you have

Write down one month of spending. Most people find a few leaks: subscriptions they forgot, food delivery, data plans bigger than they need. You are not looking for a new lifestyle, just a small, steady amount. For basic family cover, that amount can be smaller than you think.

## What basic cover costs

Term cover is the most affordable kind of protection, because it builds no savings. As an example, with {plan} a monthly contribution for RM50,000 of cover was:

- RM4.13 for a woman aged 16 to 25 next birthday, or RM4.75 for a man of the same ages;
- RM4.95 for a woman aged 26 to 35 next birthday, or RM5.90 for a man;
- RM7.40 for a woman aged 36 to 40 next birthday, or RM9.30 for a man.

Doubling the cover to RM100,000 doubles the contribution. For many families, the price of a few drinks a month buys a year's income for the people left behind.

## Decide who needs cover first

If the budget allows only one certificate, start with the person whose income the family could least do without. Then cover the other parent: the work of caring for children has a cost, and the family would feel it immediately.

## Check what you already have

- If you work for an employer, you may have group takaful or insurance through your job. Ask HR what it pays and whether it continues if you change jobs.
- Employees are usually registered with SOCSO (PERKESO), which protects against work-related injuries and invalidity. It is valuable, but it is not the same as life cover.
- Find out whether you qualify for any government protection schemes for lower-income households, and what they cover.
- Your EPF savings go to your nominees. Make sure you have named them.

## Make it automatic

Protection that depends on remembering to pay tends to lapse in a hard month. Set up auto-debit on the day after your salary arrives, so the contribution leaves before the money is spent.

## Protect, then save

A common order is: a small emergency fund first, enough for a month or two of expenses; then basic protection for whoever earns the income; then longer-term savings. Protection and savings do different jobs. Savings take years to build; protection is there from the first contribution.

## Avoid these traps

- Do not take financing to pay for protection.
- Do not buy more cover than you can keep paying; a plan that lapses after three months protects nobody.
- Do not skip the underwriting questions or answer them carelessly to get a lower price; it can cost your family the claim.

Small, steady and honest: that is how protection fits into a tight budget.
`,
    },
    ms: {
      title: 'Bajet untuk perlindungan bagi pendapatan B40 atau M40',
      summary:
        'Apabila setiap ringgit sudah ada tujuannya, perlindungan boleh terasa seperti kemewahan. Cara praktikal untuk memasukkan perlindungan asas keluarga ke dalam bajet yang ketat.',
      heroAlt: 'Sampul surat berlabel sewa, makanan, sekolah dan perlindungan di atas meja',
      body: `
Bagi banyak isi rumah di Malaysia, gaji sudah habis sebelum bulan berakhir. Sewa atau pembiayaan rumah, makanan, pengangkutan, kos sekolah dan bantuan untuk ibu bapa mengambil hampir semuanya. Dalam keadaan itu, membelanjakan wang untuk sesuatu yang anda harap tidak akan digunakan mungkin terasa mustahil. Namun keluarga yang paling sedikit simpanannya ialah keluarga yang paling terjejas oleh kematian. Panduan ini tentang cara memasukkan perlindungan asas ke dalam bajet yang sudah ketat.

## Mulakan dengan bajet yang ada

Catat perbelanjaan selama sebulan. Kebanyakan orang akan menemui beberapa ketirisan: langganan yang terlupa, penghantaran makanan, pelan data yang lebih besar daripada keperluan. Anda tidak mencari gaya hidup baharu, hanya jumlah kecil yang tetap. Bagi perlindungan asas keluarga, jumlah itu mungkin lebih kecil daripada sangkaan anda.

## Kos perlindungan asas

Perlindungan bertempoh ialah jenis perlindungan yang paling mampu milik, kerana ia tidak mengumpul simpanan. Sebagai contoh, dengan {plan}, caruman bulanan bagi perlindungan RM50,000 ialah:

- RM4.13 bagi wanita berumur 16 hingga 25 tahun pada hari lahir akan datang, atau RM4.75 bagi lelaki dalam lingkungan umur yang sama;
- RM4.95 bagi wanita berumur 26 hingga 35 tahun pada hari lahir akan datang, atau RM5.90 bagi lelaki;
- RM7.40 bagi wanita berumur 36 hingga 40 tahun pada hari lahir akan datang, atau RM9.30 bagi lelaki.

Menggandakan perlindungan kepada RM100,000 menggandakan caruman. Bagi banyak keluarga, harga beberapa minuman sebulan boleh menyediakan pendapatan setahun untuk mereka yang ditinggalkan.

## Tentukan siapa yang perlu dilindungi dahulu

Jika bajet hanya membenarkan satu sijil, mulakan dengan orang yang pendapatannya paling diperlukan oleh keluarga. Kemudian lindungi ibu atau bapa yang seorang lagi: kerja menjaga anak-anak ada kosnya, dan keluarga akan merasainya dengan serta-merta.

## Semak apa yang sudah anda miliki

- Jika anda bekerja dengan majikan, anda mungkin mempunyai takaful atau insurans berkelompok melalui pekerjaan. Tanya bahagian sumber manusia berapa yang dibayar dan sama ada ia diteruskan jika anda bertukar kerja.
- Pekerja biasanya berdaftar dengan PERKESO, yang melindungi daripada kecederaan berkaitan pekerjaan dan keilatan. Ia bernilai, tetapi tidak sama dengan perlindungan hayat.
- Ketahui sama ada anda layak bagi mana-mana skim perlindungan kerajaan untuk isi rumah berpendapatan rendah, dan apa yang dilindunginya.
- Simpanan KWSP anda diberikan kepada penama anda. Pastikan anda telah menamakan mereka.

## Jadikannya automatik

Perlindungan yang bergantung pada ingatan untuk membayar cenderung luput pada bulan yang sukar. Tetapkan debit automatik pada hari selepas gaji masuk, supaya caruman ditolak sebelum wang dibelanjakan.

## Lindungi, kemudian simpan

Urutan yang biasa ialah: dana kecemasan kecil dahulu, cukup untuk sebulan dua perbelanjaan; kemudian perlindungan asas bagi orang yang mencari nafkah; kemudian simpanan jangka panjang. Perlindungan dan simpanan melakukan tugas yang berbeza. Simpanan mengambil masa bertahun-tahun untuk dibina; perlindungan sudah ada sejak caruman pertama.

## Elakkan perangkap ini

- Jangan mengambil pembiayaan untuk membayar perlindungan.
- Jangan membeli perlindungan melebihi kemampuan anda untuk terus membayar; pelan yang luput selepas tiga bulan tidak melindungi sesiapa.
- Jangan melangkau soalan pengunderaitan atau menjawabnya sambil lewa untuk mendapat harga lebih rendah; ia boleh menyebabkan keluarga anda kehilangan tuntutan.

Kecil, tetap dan jujur: begitulah perlindungan dapat dimuatkan ke dalam bajet yang ketat.
`,
    },
  },
  {
    slug: { en: 'yearly-or-monthly-contributions', ms: 'caruman-tahunan-atau-bulanan' },
    category: 'money-and-savings',
    featured: false,
    publishedAt: '2025-05-19',
    en: {
      title: 'Should you pay yearly or monthly?',
      summary:
        'Paying yearly for {plan} costs 11 monthly contributions instead of 12. When the one-month rebate is worth it, and when monthly is the better choice.',
      heroAlt: 'Twelve calendar months with one month circled as free',
      body: `
When you set up a takaful certificate, you choose how often to pay. With {plan} the choice is monthly or yearly, and the yearly option comes with a one-month cash rebate: a year of cover for the price of 11 monthly contributions. That sounds like an easy decision, but it depends on your cash flow as much as on the price.

## The arithmetic

Take a man aged 30 next birthday who chooses RM100,000 of cover. His monthly contribution is RM11.80.

- Paying monthly: 12 contributions of RM11.80, or RM141.60 over the year.
- Paying yearly: 11 times RM11.80, or RM129.80, paid at the start of the year.

He saves RM11.80, a full month, which is about 8% of the yearly cost. The same split applies whichever way he pays: 20% is the wakalah fee and 80% goes to the takaful fund as tabarru'.

## When yearly makes sense

- You have the full amount available without touching your emergency fund.
- You receive irregular income, such as commissions, a bonus or harvest income, and want the year settled when money comes in.
- You would rather not think about a monthly deduction.

An annual bonus is a good moment to pay a year of protection: the money goes to something lasting before it disappears into daily spending.

## When monthly makes sense

- Your budget works month by month, and a single larger payment would squeeze other bills.
- You want to keep cash available for emergencies; a small saving is not worth being caught short.
- You are new to takaful and want to see how the plan fits your life before committing a year's contributions.
- You expect your income to change soon, for example because of a new job, and want to keep your options open.

## Either way, automate it

Whichever you choose, pay by auto-debit so that cover does not lapse because a payment was forgotten. Choose a collection date just after your salary or income arrives. Your dashboard shows the billing date, the bank and the history of every payment.

## Cooling-off and cancelling

With both options you have a 15-day cooling-off period with a full refund of what you paid, and you can cancel at any time without a penalty. If you pay yearly and cancel after the cooling-off period, the product disclosure sheet explains how the unused part of the contribution is treated, so read it before you choose.

## [sales open] When your certificate renews

A {plan} certificate runs for 12 months and renews every year up to age 70, and the payment frequency you chose carries on into the new term. At each renewal the contribution is priced at your age next birthday on the renewal day, so it rises when you move into an older age band. If you pay yearly, the new yearly contribution again costs 11 monthly contributions.

## [sales closed] A note for existing certificate holders

New {plan} sales stopped on 1 October 2025, and certificates are not renewed. If you already hold a certificate, your chosen payment frequency continues unchanged until the end of your 12-month term.

## The short answer

If paying for a year at once is comfortable, pay yearly and keep the month you save. If it would stretch you, pay monthly: a slightly higher price for cover that never lapses is a good deal.
`,
    },
    ms: {
      title: 'Patutkah anda membayar secara tahunan atau bulanan?',
      summary:
        'Membayar {plan} secara tahunan bersamaan 11 caruman bulanan dan bukannya 12. Bilakah rebat sebulan itu berbaloi, dan bilakah bayaran bulanan lebih sesuai.',
      heroAlt: 'Dua belas bulan kalendar dengan satu bulan dibulatkan sebagai percuma',
      body: `
Apabila anda menyediakan sijil takaful, anda memilih kekerapan bayaran. Bagi {plan}, pilihannya ialah bulanan atau tahunan, dan pilihan tahunan disertakan rebat tunai sebulan: perlindungan setahun dengan harga 11 caruman bulanan. Keputusan itu kedengaran mudah, tetapi ia bergantung pada aliran tunai anda sama seperti harganya.

## Pengiraannya

Ambil contoh seorang lelaki berumur 30 tahun pada hari lahir akan datang yang memilih perlindungan RM100,000. Caruman bulanannya ialah RM11.80.

- Membayar secara bulanan: 12 caruman sebanyak RM11.80, iaitu RM141.60 setahun.
- Membayar secara tahunan: 11 kali RM11.80, iaitu RM129.80, dibayar pada awal tahun.

Dia menjimatkan RM11.80, iaitu sebulan penuh, kira-kira 8% daripada kos tahunan. Pecahan yang sama terpakai walau bagaimana cara dia membayar: 20% ialah fi wakalah dan 80% disalurkan ke dana takaful sebagai tabarru'.

## Bilakah bayaran tahunan sesuai

- Anda mempunyai jumlah penuh tanpa perlu menyentuh dana kecemasan.
- Pendapatan anda tidak tetap, seperti komisen, bonus atau hasil tuaian, dan anda mahu urusan setahun selesai apabila wang masuk.
- Anda tidak mahu memikirkan potongan bulanan.

Bonus tahunan ialah masa yang sesuai untuk membayar perlindungan setahun: wang itu digunakan untuk sesuatu yang kekal sebelum ia lesap dalam perbelanjaan harian.

## Bilakah bayaran bulanan sesuai

- Bajet anda berjalan dari bulan ke bulan, dan satu bayaran besar akan menghimpit bil-bil lain.
- Anda mahu menyimpan wang tunai untuk kecemasan; penjimatan kecil tidak berbaloi jika anda terputus wang.
- Anda baru mengenali takaful dan mahu melihat kesesuaian pelan dengan kehidupan anda sebelum membayar caruman setahun.
- Anda menjangkakan pendapatan anda akan berubah tidak lama lagi, contohnya kerana pekerjaan baharu, dan mahu mengekalkan pilihan yang terbuka.

## Apa pun pilihannya, jadikan automatik

Apa pun pilihan anda, bayar melalui debit automatik supaya perlindungan tidak luput kerana bayaran terlupa. Pilih tarikh kutipan sejurus selepas gaji atau pendapatan anda masuk. Papan pemuka anda memaparkan tarikh bil, bank dan sejarah setiap bayaran.

## Tempoh bertenang dan pembatalan

Bagi kedua-dua pilihan, anda mempunyai tempoh bertenang 15 hari dengan bayaran balik penuh bagi apa yang telah dibayar, dan anda boleh membatalkan pada bila-bila masa tanpa penalti. Jika anda membayar secara tahunan dan membatalkan selepas tempoh bertenang, helaian pendedahan produk menerangkan cara bahagian caruman yang belum digunakan dikendalikan, maka bacalah sebelum membuat pilihan.

## [sales open] Apabila sijil anda diperbaharui

Sijil {plan} berjalan selama 12 bulan dan diperbaharui setiap tahun sehingga umur 70 tahun, dan kekerapan bayaran yang anda pilih diteruskan ke tempoh baharu. Pada setiap pembaharuan, caruman dikira mengikut umur hari lahir akan datang anda pada tarikh pembaharuan, maka ia meningkat apabila anda memasuki jalur umur yang lebih tua. Jika anda membayar secara tahunan, caruman tahunan yang baharu sekali lagi bersamaan 11 caruman bulanan.

## [sales closed] Nota untuk pemegang sijil sedia ada

Jualan baharu {plan} dihentikan pada 1 Oktober 2025, dan sijil tidak diperbaharui. Jika anda sudah memegang sijil, kekerapan bayaran yang anda pilih diteruskan tanpa perubahan sehingga tamat tempoh 12 bulan anda.

## Jawapan ringkas

Jika membayar untuk setahun sekali gus terasa selesa, bayarlah secara tahunan dan simpan sebulan yang dijimatkan. Jika ia membebankan, bayarlah secara bulanan: harga yang sedikit lebih tinggi untuk perlindungan yang tidak pernah luput tetap berbaloi.
`,
    },
  },
];
