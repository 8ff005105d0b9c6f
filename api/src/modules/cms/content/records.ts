// The public record (/records): official notices, policies and announcements, in English and Malay. Each has a
// fixed uuid, which is its address for good. Dates and facts come from the product's own notices and rules; no
// financial figure is stated here: fund statements are added as records only once they are audited.
import type { OfficialRecordKind } from '../../../db/schema-content';
import type { Bilingual } from './types';

export interface RecordText {
  title: string;
  summary: string;
  /** Same format as an article body (see `ArticleText.body`). */
  body: string;
}

export interface RecordSeed {
  id: string;
  kind: OfficialRecordKind;
  /** `YYYY-MM-DD`: the day it was issued. */
  publishedOn: string;
  /** Published only while new sales are closed (SALES_CLOSED_FROM): it says they stopped. */
  whileSalesClosed?: true;
  text: Bilingual<RecordText>;
}

export const recordSeeds: RecordSeed[] = [
  {
    id: '0b6e1f0c-5d3a-4c52-9a57-1c0a2e9f3d01',
    kind: 'notice',
    publishedOn: '2025-10-01',
    whileSalesClosed: true,
    text: {
      en: {
        title: 'New {plan} certificates are no longer sold from 1 October 2025',
        summary:
          'The regulatory sandbox under which {brand} offered {plan} has ended. Existing certificates stay active for their 12-month term; they cannot be renewed.',
        body: `From 1 October 2025 {brand} no longer sells new {plan} certificates. {plan} was offered under a regulatory sandbox, which lets a new financial service be tested with real customers for a limited time. That period has ended.

## If you already hold a certificate
- Your certificate stays active until the end of its 12-month term, with the same cover and benefits.
- Auto-debit of your contributions continues as before, so your cover does not lapse.
- Certificates cannot be renewed when their term ends.
- Claims are handled as before: you, your family or your beneficiary make a claim by contacting us through the enquiry form or by e-mail.
- You may still cancel at any time without a penalty.

## If you were about to sign up
Quotations and applications that were not paid before 1 October 2025 are closed, and no contribution is taken for them.

## Your account
Your {brand} account, your dashboard and your documents stay available. For any question write to {supportEmail} (weekdays 9am to 5pm).`,
      },
      ms: {
        title: 'Sijil {plan} baharu tidak lagi dijual mulai 1 Oktober 2025',
        summary:
          'Kotak pasir kawal selia yang membolehkan {brand} menawarkan {plan} telah tamat. Sijil sedia ada kekal aktif sepanjang tempoh 12 bulannya; sijil tidak boleh diperbaharui.',
        body: `Mulai 1 Oktober 2025 {brand} tidak lagi menjual sijil {plan} baharu. {plan} ditawarkan di bawah kotak pasir kawal selia, yang membolehkan perkhidmatan kewangan baharu diuji bersama pelanggan sebenar untuk tempoh terhad. Tempoh itu telah tamat.

## Jika anda sudah memegang sijil
- Sijil anda kekal aktif hingga akhir tempoh 12 bulannya, dengan perlindungan dan manfaat yang sama.
- Debit automatik caruman anda diteruskan seperti biasa, jadi perlindungan anda tidak luput.
- Sijil tidak boleh diperbaharui apabila tempohnya tamat.
- Tuntutan diuruskan seperti biasa: anda, keluarga atau penama anda membuat tuntutan dengan menghubungi kami melalui borang pertanyaan atau e-mel.
- Anda masih boleh membatalkan sijil pada bila-bila masa tanpa penalti.

## Jika anda baru hendak mendaftar
Sebut harga dan permohonan yang belum dibayar sebelum 1 Oktober 2025 telah ditutup, dan tiada caruman diambil untuknya.

## Akaun anda
Akaun {brand}, papan pemuka dan dokumen anda kekal tersedia. Untuk sebarang pertanyaan, tulis kepada {supportEmail} (hari bekerja 9 pagi hingga 5 petang).`,
      },
    },
  },
  {
    id: '5f2d8a47-3e1b-4b9c-8d26-7a4e0c6b1f02',
    kind: 'policy',
    publishedOn: '2025-10-01',
    whileSalesClosed: true,
    text: {
      en: {
        title: 'How the takaful fund and its surplus are handled after sales stopped',
        summary:
          'Contributions stay in the takaful fund held by an independent trustee. Any surplus belongs to certificate holders. Fund statements will be published here once audited.',
        body: `Every {plan} contribution is split in two. A fixed Wakalah fee of 20% pays {brand} as the operator. The rest is tabarru’, a donation into the takaful fund from which participants help one another when a claim is paid.

## Who holds the fund
The takaful fund is held by an independent trustee, apart from {brand}'s own money. Stopping new sales does not change this: the fund keeps paying the claims of certificates that are still active.

## Surplus
If the fund has money left after claims and reserves, that surplus is returned to certificate holders. {brand} does not keep it.

## Statements
Statements of the takaful fund and of any surplus are published on this page once they are audited. Until then we publish no figures, so that what you read here has been checked.`,
      },
      ms: {
        title: 'Cara dana takaful dan lebihannya diuruskan selepas jualan dihentikan',
        summary:
          'Caruman kekal dalam dana takaful yang dipegang oleh pemegang amanah bebas. Sebarang lebihan adalah milik pemegang sijil. Penyata dana akan diterbitkan di sini setelah diaudit.',
        body: `Setiap caruman {plan} dibahagikan kepada dua. Fi wakalah tetap sebanyak 20% dibayar kepada {brand} sebagai pengendali. Bakinya ialah tabarru’, iaitu derma ke dalam dana takaful yang digunakan oleh para peserta untuk saling membantu apabila tuntutan dibayar.

## Siapa yang memegang dana
Dana takaful dipegang oleh pemegang amanah bebas, berasingan daripada wang {brand} sendiri. Penghentian jualan baharu tidak mengubah perkara ini: dana terus membayar tuntutan bagi sijil yang masih aktif.

## Lebihan
Jika dana masih mempunyai baki selepas tuntutan dan rizab, lebihan itu dikembalikan kepada pemegang sijil. {brand} tidak menyimpannya.

## Penyata
Penyata dana takaful dan sebarang lebihan diterbitkan di halaman ini setelah diaudit. Sehingga itu kami tidak menerbitkan sebarang angka, supaya apa yang anda baca di sini telah disemak.`,
      },
    },
  },
  {
    id: 'c41a9e63-8b7f-4d05-a2e8-3f9b6d4c7e03',
    kind: 'announcement',
    publishedOn: '2025-05-12',
    text: {
      en: {
        title: 'The referral challenge closed on 11 May 2025',
        summary:
          'The referral challenge ran from 12 February to 11 May 2025: RM10 per qualifying referral, up to 10 per plan category, at most RM865.',
        body: `The referral challenge ran from 12 February 2025 to 11 May 2025 and is now closed.

## What counted
- RM10 for each qualifying referral, up to 10 referrals per plan category (annual or monthly contributions), and at most RM865 in total.
- A referral qualifies when the new member is aged 16 to 50 (age next birthday), used your code, paid the first contribution and passed the 15-day cooling-off period.
- Only the first referral code a member uses when signing up counts.
- Rewards are given only while you hold an active certificate.

## Where to see your referrals
Your referrals and their status are shown in your dashboard.`,
      },
      ms: {
        title: 'Cabaran rujukan telah ditutup pada 11 Mei 2025',
        summary:
          'Cabaran rujukan berlangsung dari 12 Februari hingga 11 Mei 2025: RM10 bagi setiap rujukan yang layak, sehingga 10 bagi setiap kategori pelan, maksimum RM865.',
        body: `Cabaran rujukan berlangsung dari 12 Februari 2025 hingga 11 Mei 2025 dan kini telah ditutup.

## Apa yang dikira
- RM10 bagi setiap rujukan yang layak, sehingga 10 rujukan bagi setiap kategori pelan (caruman tahunan atau bulanan), dan maksimum RM865 secara keseluruhan.
- Rujukan layak apabila ahli baharu berumur 16 hingga 50 tahun (umur pada hari lahir akan datang), menggunakan kod anda, membayar caruman pertama dan melepasi tempoh bertenang 15 hari.
- Hanya kod rujukan pertama yang digunakan oleh ahli semasa mendaftar dikira.
- Ganjaran hanya diberikan selagi anda memegang sijil yang aktif.

## Di mana untuk melihat rujukan anda
Rujukan anda dan statusnya dipaparkan di papan pemuka anda.`,
      },
    },
  },
];

/** The records the public record shows only while new sales are closed. */
export const salesClosedRecordIds: readonly string[] = recordSeeds
  .filter((record) => record.whileSalesClosed)
  .map((record) => record.id);
