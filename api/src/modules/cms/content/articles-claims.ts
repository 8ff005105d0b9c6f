// Articles of the claims category: making a claim, cooling-off and cancelling, the end of new sales. The end of
// sales is told only once sales are closed (`whileSales`, `## [sales closed]` sections; see ./types).
import type { ArticleSeed } from './types';

export const claimsArticles: ArticleSeed[] = [
  {
    slug: { en: 'what-happens-when-you-make-a-claim', ms: 'apa-berlaku-apabila-anda-membuat-tuntutan' },
    category: 'claims',
    featured: true,
    publishedAt: '2024-08-12',
    en: {
      title: 'What happens when your family makes a claim',
      summary:
        'A step-by-step guide to a death claim: who makes it, the documents, and how quickly each benefit is paid.',
      heroAlt: 'A family member holding a phone, supported by a hand on the shoulder',
      body: `
Nobody wants to think about a claim, but a family that knows what to expect has one less thing to worry about at the hardest time. This guide explains what happens when a family makes a death claim on a {plan} certificate, and what you can do now to make it easier.

## Who makes the claim

The claim is usually made by the beneficiary named on the certificate, or by a family member on their behalf. It does not need the certificate holder's account: a claim is made online on our claim page, with the deceased's NRIC, the certificate number and a code we e-mail to the claimant, and the benefit is always paid to the named beneficiary. Our customer care team can guide the family through each step on weekdays from 9am to 5pm.

## Step 1: tell us

Start the claim as soon as the family is ready. The first details we need are simple: the name and MyKad number of the person who passed away, the date of death, and how to contact the claimant.

## Step 2: send the documents

What is needed depends on the circumstances, but usually:

- the death certificate;
- a copy of the MyKad of the person who passed away;
- a copy of the claimant's MyKad;
- the beneficiary's bank account details;
- a police report, when the death was not from natural causes.

Documents can be sent as clear photos or scans. We tell the family straight away if anything else is needed, so that nobody has to guess.

## Step 3: the compassionate benefit, within 24 hours

Funerals and the first days after a death bring immediate costs. That is why {plan} pays a compassionate benefit of 10% of the sum covered within 24 hours of our receiving the death certificate. For a RM100,000 certificate, that is RM10,000, paid on top of the death benefit, not taken from it.

## Step 4: the death benefit, within 7 days of verified documents

Once the documents are verified, we pay the death benefit, 100% of the sum covered, within 7 days. Verification means checking that the documents are genuine and complete and that the claim falls within the certificate's terms.

## How long it takes overall

From the first contact to the final payment, claims usually take between 14 and 60 days. Most of that time is spent gathering documents: a death certificate can take a while to obtain, and an unnatural death involves a police investigation. Where we have what we need, we move quickly.

## When a claim is not straightforward

Some claims need more checks, for example when the death happened soon after the certificate started, or when the answers to the underwriting questions appear not to match medical records. This is why honest answers matter so much when you buy. If a family disagrees with a decision, they can ask us to review it, and if they are still not satisfied, take it to the Ombudsman for Financial Services, a free service for consumers.

## What you can do today

- Name a beneficiary when you apply. Without one, the benefit goes to your estate, which takes longer.
- Tell your beneficiary that the certificate exists and where to find its details.
- Keep your contact and bank details up to date.

Five minutes now can make the hardest weeks a little easier for the people you love.
`,
    },
    ms: {
      title: 'Apa yang berlaku apabila keluarga anda membuat tuntutan',
      summary:
        'Panduan langkah demi langkah bagi tuntutan kematian: siapa yang membuatnya, dokumen yang diperlukan, dan berapa cepat setiap manfaat dibayar.',
      heroAlt: 'Seorang ahli keluarga memegang telefon, disokong oleh tangan di bahunya',
      body: `
Tiada siapa yang mahu memikirkan tentang tuntutan, tetapi keluarga yang tahu apa yang perlu dijangka mempunyai satu kebimbangan yang kurang pada saat paling sukar. Panduan ini menerangkan apa yang berlaku apabila sesebuah keluarga membuat tuntutan kematian bagi sijil {plan}, dan apa yang boleh anda lakukan sekarang untuk memudahkannya.

## Siapa yang membuat tuntutan

Tuntutan biasanya dibuat oleh penama dalam sijil, atau oleh ahli keluarga bagi pihaknya. Ia tidak memerlukan akaun pemegang sijil: tuntutan dibuat dalam talian di halaman tuntutan kami, dengan MyKad si mati, nombor sijil dan kod yang kami e-melkan kepada penuntut, dan manfaat sentiasa dibayar kepada penama. Pasukan khidmat pelanggan kami boleh membimbing keluarga melalui setiap langkah pada hari bekerja dari 9 pagi hingga 5 petang.

## Langkah 1: maklumkan kepada kami

Mulakan tuntutan sebaik sahaja keluarga bersedia. Butiran pertama yang kami perlukan adalah mudah: nama dan nombor MyKad si mati, tarikh kematian, dan cara menghubungi pihak yang menuntut.

## Langkah 2: hantar dokumen

Dokumen yang diperlukan bergantung pada keadaan, tetapi biasanya:

- sijil kematian;
- salinan MyKad si mati;
- salinan MyKad pihak yang menuntut;
- butiran akaun bank penama;
- laporan polis, jika kematian bukan disebabkan oleh sebab semula jadi.

Dokumen boleh dihantar sebagai gambar atau imbasan yang jelas. Kami akan segera memaklumkan keluarga jika ada dokumen lain yang diperlukan, supaya tiada siapa yang perlu meneka.

## Langkah 3: manfaat ihsan, dalam masa 24 jam

Pengebumian dan hari-hari pertama selepas kematian membawa kos segera. Sebab itulah {plan} membayar manfaat ihsan sebanyak 10% daripada jumlah perlindungan dalam masa 24 jam selepas kami menerima sijil kematian. Bagi sijil RM100,000, jumlahnya RM10,000, dibayar sebagai tambahan kepada manfaat kematian, bukan dipotong daripadanya.

## Langkah 4: manfaat kematian, dalam masa 7 hari selepas dokumen disahkan

Setelah dokumen disahkan, kami membayar manfaat kematian, iaitu 100% daripada jumlah perlindungan, dalam masa 7 hari. Pengesahan bermaksud menyemak bahawa dokumen itu tulen dan lengkap serta tuntutan itu termasuk dalam terma sijil.

## Berapa lama keseluruhannya

Dari hubungan pertama hingga bayaran terakhir, tuntutan biasanya mengambil masa antara 14 hingga 60 hari. Kebanyakan masa itu digunakan untuk mengumpul dokumen: sijil kematian mungkin mengambil sedikit masa untuk diperoleh, dan kematian yang tidak wajar melibatkan siasatan polis. Apabila kami telah menerima apa yang diperlukan, kami bertindak dengan pantas.

## Apabila tuntutan tidak mudah

Sesetengah tuntutan memerlukan semakan lanjut, contohnya apabila kematian berlaku tidak lama selepas sijil bermula, atau apabila jawapan kepada soalan pengunderaitan kelihatan tidak sepadan dengan rekod perubatan. Sebab itulah jawapan yang jujur sangat penting semasa membeli. Jika keluarga tidak bersetuju dengan sesuatu keputusan, mereka boleh meminta kami menyemaknya semula, dan jika masih tidak berpuas hati, membawanya kepada Ombudsman bagi Perkhidmatan Kewangan, perkhidmatan percuma untuk pengguna.

## Apa yang boleh anda lakukan hari ini

- Namakan penama semasa memohon. Tanpa penama, manfaat dibayar kepada harta pusaka, yang mengambil masa lebih lama.
- Beritahu penama anda bahawa sijil itu wujud dan di mana butirannya boleh didapati.
- Pastikan butiran hubungan dan bank anda sentiasa terkini.

Lima minit sekarang boleh meringankan minggu-minggu paling sukar bagi orang yang anda sayangi.
`,
    },
  },
  {
    slug: { en: 'cooling-off-and-cancelling', ms: 'tempoh-bertenang-dan-pembatalan' },
    category: 'claims',
    featured: false,
    publishedAt: '2024-10-07',
    en: {
      title: 'Changed your mind? The cooling-off period and cancelling your certificate',
      summary:
        'You can cancel {plan} at any time without a penalty, and within 15 days you get everything back. What to know before you cancel.',
      heroAlt: 'A person pausing thoughtfully over a document with a cup of tea',
      body: `
Buying cover online is quick, which is good, but it also means you may want a second look once the excitement has passed. Takaful gives you that second look by law, and {plan} goes further by letting you cancel at any time. Here is how it works, and what to think about before you press the button.

## The 15-day cooling-off period

Once you receive your certificate, you have 15 days to read everything again: the certificate, the product disclosure sheet, the list of exclusions. If you decide the plan is not right for you, you can cancel within those 15 days and receive a full refund of the contributions you paid, with no questions asked.

Use those days well:

- Check that your name, MyKad number and date of birth are right.
- Read the exclusions, the situations the plan does not pay for.
- Look again at your answers to the underwriting questions. If one was wrong, tell us now rather than leaving a problem for a future claim.
- Check the beneficiary you named, and whether you chose hibah or wasi.

## Cancelling after the cooling-off period

You can still cancel {plan} at any time after the 15 days, with no penalty. Open the certificate in your dashboard and choose Request cancellation; you may be asked for a reason, which helps us improve.

Once the cancellation takes effect, your cover ends and no more contributions are collected. Because {plan} is term cover with no cash value, there is no surrender amount to pay out. The product disclosure sheet explains how any unused part of a yearly contribution is treated.

## Think twice before cancelling

Cancelling is your right, but consider what your family loses:

- Protection stops that day. If something happened afterwards, there would be no benefit.
- Cover becomes more expensive with age. Buying again later means paying the rate of an older age band, and answering the underwriting questions again, when your health may have changed.
- If money is tight, look at a lower sum covered elsewhere, or at paying yearly, which costs 11 monthly contributions instead of 12, before giving up cover altogether.

## [sales open] Raising or lowering your cover

With {plan}, the sum covered is fixed for the certificate. To change it, the certificate is cancelled and a new one bought, since each person can hold only one certificate. The new certificate is priced at your age band on the day you buy it, and you answer the underwriting questions again, so weigh the new price and your health today before you cancel.

## [sales closed] Raising or lowering your cover

With {plan}, the sum covered is fixed for the certificate. To change it, the certificate had to be cancelled and a new one bought, since each person can hold only one certificate. New certificate sales stopped on 1 October 2025, so today this is no longer possible: if your needs have grown, look for additional cover from another operator before cancelling anything.

## If you cancel because of a problem

If you want to cancel because something went wrong, such as a payment taken twice or a question nobody answered, tell us first. Many problems can be fixed in a single message, and your family keeps its protection.
`,
    },
    ms: {
      title: 'Berubah fikiran? Tempoh bertenang dan pembatalan sijil anda',
      summary:
        'Anda boleh membatalkan {plan} pada bila-bila masa tanpa penalti, dan dalam masa 15 hari anda mendapat kembali semuanya. Perkara yang perlu diketahui sebelum membatalkan.',
      heroAlt: 'Seseorang berhenti seketika merenung sebuah dokumen dengan secawan teh',
      body: `
Membeli perlindungan dalam talian memang pantas, dan itu bagus, tetapi ini juga bermakna anda mungkin mahu meneliti semula setelah keterujaan reda. Takaful memberi anda peluang untuk meneliti semula mengikut undang-undang, dan {plan} melangkah lebih jauh dengan membenarkan anda membatalkan pada bila-bila masa. Inilah cara ia berfungsi, dan perkara yang perlu difikirkan sebelum anda menekan butang.

## Tempoh bertenang 15 hari

Sebaik sahaja anda menerima sijil, anda mempunyai 15 hari untuk membaca semula segala-galanya: sijil, helaian pendedahan produk, senarai pengecualian. Jika anda memutuskan pelan itu tidak sesuai, anda boleh membatalkannya dalam tempoh 15 hari itu dan menerima bayaran balik penuh bagi caruman yang telah dibayar, tanpa sebarang soalan.

Gunakan hari-hari itu sebaiknya:

- Semak bahawa nama, nombor MyKad dan tarikh lahir anda betul.
- Baca pengecualian, iaitu keadaan yang tidak dibayar oleh pelan.
- Lihat semula jawapan anda kepada soalan pengunderaitan. Jika ada yang salah, beritahu kami sekarang dan bukannya meninggalkan masalah untuk tuntutan pada masa hadapan.
- Semak penama yang anda namakan, dan sama ada anda memilih hibah atau wasi.

## Membatalkan selepas tempoh bertenang

Anda masih boleh membatalkan {plan} pada bila-bila masa selepas 15 hari itu, tanpa penalti. Buka sijil di papan pemuka anda dan pilih Minta pembatalan; anda mungkin diminta memberikan sebab, yang membantu kami menambah baik perkhidmatan.

Setelah pembatalan berkuat kuasa, perlindungan anda tamat dan tiada lagi caruman dikutip. Oleh sebab {plan} ialah perlindungan bertempoh tanpa nilai tunai, tiada nilai serahan untuk dibayar. Helaian pendedahan produk menerangkan cara bahagian caruman tahunan yang belum digunakan dikendalikan.

## Fikir dua kali sebelum membatalkan

Membatalkan ialah hak anda, tetapi pertimbangkan apa yang keluarga anda akan kehilangan:

- Perlindungan berhenti pada hari itu. Jika sesuatu berlaku selepas itu, tiada manfaat dibayar.
- Perlindungan menjadi lebih mahal apabila umur meningkat. Membeli semula kemudian bermakna membayar kadar jalur umur yang lebih tua, dan menjawab soalan pengunderaitan sekali lagi, ketika kesihatan anda mungkin telah berubah.
- Jika kewangan agak sempit, pertimbangkan jumlah perlindungan yang lebih rendah di tempat lain, atau membayar secara tahunan yang bersamaan 11 caruman bulanan dan bukannya 12, sebelum melepaskan perlindungan sepenuhnya.

## [sales open] Menaikkan atau menurunkan perlindungan

Bagi {plan}, jumlah perlindungan adalah tetap bagi sijil itu. Untuk mengubahnya, sijil dibatalkan dan sijil baharu dibeli, kerana setiap orang hanya boleh memegang satu sijil. Sijil baharu dikira mengikut jalur umur anda pada hari anda membelinya, dan anda menjawab soalan pengunderaitan sekali lagi, maka timbangkan harga baharu dan kesihatan anda hari ini sebelum membatalkan.

## [sales closed] Menaikkan atau menurunkan perlindungan

Bagi {plan}, jumlah perlindungan adalah tetap bagi sijil itu. Untuk mengubahnya, sijil perlu dibatalkan dan sijil baharu dibeli, kerana setiap orang hanya boleh memegang satu sijil. Jualan sijil baharu dihentikan pada 1 Oktober 2025, maka hari ini perkara ini tidak lagi boleh dilakukan: jika keperluan anda bertambah, cari perlindungan tambahan daripada pengendali lain sebelum membatalkan apa-apa.

## Jika anda membatalkan kerana masalah

Jika anda mahu membatalkan kerana sesuatu tidak kena, seperti bayaran yang ditolak dua kali atau soalan yang tidak dijawab, beritahu kami dahulu. Banyak masalah boleh diselesaikan dengan satu mesej, dan keluarga anda kekal dilindungi.
`,
    },
  },
  {
    slug: { en: 'new-sales-have-stopped', ms: 'jualan-baharu-telah-dihentikan' },
    category: 'claims',
    featured: false,
    publishedAt: '2025-10-01',
    whileSales: 'closed',
    en: {
      title: 'New sales have stopped: what it means for your certificate',
      summary:
        'New {plan} sales stopped on 1 October 2025 when the regulatory sandbox ended. Your certificate stays active for its term, and claims are paid as before.',
      heroAlt: 'A calendar page marked 1 October beside a certificate folder',
      body: `
On 1 October 2025 we stopped selling new {plan} certificates, because the regulatory sandbox we operated under came to an end. If you hold a certificate, this article explains what changes for you, and what does not.

## What a regulatory sandbox is

A regulatory sandbox lets a new financial service operate with real customers for a limited time, under conditions set by the regulator and with safeguards for those customers. It allows new ideas, such as takaful bought fully online with no agent and no medical exam, to be tested in practice. When the sandbox period ends, the service must stop taking new business unless it moves to a full licence.

## What does not change

- Your certificate stays active for the rest of its 12-month term.
- Your family remains protected for the full sum covered, plus the 10% compassionate benefit.
- Claims are handled exactly as before: the compassionate benefit within 24 hours of the death certificate, and the death benefit within 7 days of verified documents.
- Your auto-debit continues, so you do not need to do anything to keep your cover running.
- The takaful fund stays with the independent trustee, and your dashboard shows your certificate, payments and documents as before.
- You can still cancel at any time with no penalty.

## What changes

- No new certificates can be bought, and no quotations can be started.
- Certificates cannot be renewed. When your 12-month term ends, your cover ends.
- Because each person could hold one certificate and the sum covered cannot be changed, there is no longer a way to increase your cover with {plan}.

## What we suggest you do

Your cover has an end date now, so plan ahead:

- Find the end date of your term in your dashboard and put it in your calendar.
- Start looking for replacement cover a few months before that date. Buying new cover before the old one ends avoids a gap in which your family would be unprotected.
- Use the worked method in our guide on how much cover your family needs to decide on the sum, and compare plans using their product disclosure sheets.
- Do not cancel your {plan} certificate until your new cover has started.

## Rewards and referrals

Reward points you have earned do not expire. Points are redeemed by holders of an active certificate, so if you have points, consider using them while your certificate is active. If you are not sure how to redeem them, our team will walk you through it.

## Questions

Our customer care team is here on weekdays from 9am to 5pm, by WhatsApp or at {supportEmail}. Thank you for trusting us with your family's protection.
`,
    },
    ms: {
      title: 'Jualan baharu telah dihentikan: maksudnya bagi sijil anda',
      summary:
        'Jualan baharu {plan} dihentikan pada 1 Oktober 2025 apabila kotak pasir kawal selia tamat. Sijil anda kekal aktif sepanjang tempohnya, dan tuntutan dibayar seperti biasa.',
      heroAlt: 'Sehelai kalendar bertanda 1 Oktober di sebelah fail sijil',
      body: `
Pada 1 Oktober 2025, kami berhenti menjual sijil {plan} baharu kerana kotak pasir kawal selia yang menjadi asas operasi kami telah tamat. Jika anda memegang sijil, artikel ini menerangkan apa yang berubah bagi anda, dan apa yang tidak berubah.

## Apakah kotak pasir kawal selia

Kotak pasir kawal selia membolehkan perkhidmatan kewangan baharu beroperasi bersama pelanggan sebenar untuk tempoh terhad, di bawah syarat yang ditetapkan oleh pengawal selia dan dengan perlindungan untuk pelanggan tersebut. Ia membolehkan idea baharu, seperti takaful yang dibeli sepenuhnya dalam talian tanpa ejen dan tanpa pemeriksaan perubatan, diuji secara praktikal. Apabila tempoh kotak pasir tamat, perkhidmatan itu mesti berhenti menerima perniagaan baharu melainkan ia beralih kepada lesen penuh.

## Apa yang tidak berubah

- Sijil anda kekal aktif sehingga tamat tempoh 12 bulannya.
- Keluarga anda terus dilindungi bagi jumlah perlindungan penuh, serta manfaat ihsan 10%.
- Tuntutan dikendalikan sama seperti sebelum ini: manfaat ihsan dalam masa 24 jam selepas sijil kematian, dan manfaat kematian dalam masa 7 hari selepas dokumen disahkan.
- Debit automatik anda diteruskan, maka anda tidak perlu berbuat apa-apa untuk mengekalkan perlindungan.
- Dana takaful kekal bersama pemegang amanah yang bebas, dan papan pemuka anda memaparkan sijil, bayaran dan dokumen anda seperti biasa.
- Anda masih boleh membatalkan pada bila-bila masa tanpa penalti.

## Apa yang berubah

- Sijil baharu tidak boleh dibeli, dan sebut harga tidak boleh dimulakan.
- Sijil tidak boleh diperbaharui. Apabila tempoh 12 bulan anda tamat, perlindungan anda turut tamat.
- Oleh sebab setiap orang hanya boleh memegang satu sijil dan jumlah perlindungan tidak boleh diubah, tiada lagi cara untuk menambah perlindungan anda dengan {plan}.

## Apa yang kami cadangkan

Perlindungan anda kini mempunyai tarikh tamat, maka rancanglah lebih awal:

- Cari tarikh tamat tempoh anda di papan pemuka dan catatkannya dalam kalendar.
- Mula mencari perlindungan pengganti beberapa bulan sebelum tarikh itu. Membeli perlindungan baharu sebelum perlindungan lama tamat mengelakkan jurang ketika keluarga anda tidak dilindungi.
- Gunakan kaedah dalam panduan kami tentang berapa banyak perlindungan yang keluarga anda perlukan untuk menentukan jumlahnya, dan bandingkan pelan menggunakan helaian pendedahan produk masing-masing.
- Jangan batalkan sijil {plan} anda sehingga perlindungan baharu telah bermula.

## Ganjaran dan rujukan

Mata ganjaran yang telah anda kumpul tidak luput. Mata ditebus oleh pemegang sijil yang aktif, maka jika anda mempunyai mata, pertimbangkan untuk menggunakannya semasa sijil anda masih aktif. Jika anda kurang pasti cara menebusnya, pasukan kami akan membimbing anda langkah demi langkah.

## Pertanyaan

Pasukan khidmat pelanggan kami sedia membantu pada hari bekerja dari 9 pagi hingga 5 petang, melalui WhatsApp atau di {supportEmail}. Terima kasih kerana mempercayai kami untuk melindungi keluarga anda.
`,
    },
  },
];
