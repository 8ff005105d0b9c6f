// Milestones of the why-us page, by month. The 2025 dates come from the product's own notices; the earlier months
// are to be confirmed by the company before publication. The end of sales is a milestone only once sales are closed.
import type { MilestoneSeed } from './types';

export const milestoneSeeds: MilestoneSeed[] = [
  {
    slug: 'sandbox-launch',
    month: '2023-11',
    title: {
      en: '{plan} launches in the regulatory sandbox',
      ms: '{plan} dilancarkan dalam kotak pasir kawal selia',
    },
    text: {
      en: 'We start selling {plan}, a family takaful plan bought fully online with no agent and no medical exam, under a regulatory sandbox that lets new financial services be tested with real customers.',
      ms: 'Kami mula menjual {plan}, pelan takaful keluarga yang dibeli sepenuhnya dalam talian tanpa ejen dan tanpa pemeriksaan perubatan, di bawah kotak pasir kawal selia yang membolehkan perkhidmatan kewangan baharu diuji bersama pelanggan sebenar.',
    },
  },
  {
    slug: 'ramadan-2024',
    month: '2024-03',
    title: { en: 'Our first Ramadan campaign', ms: 'Kempen Ramadan pertama kami' },
    text: {
      en: 'A Ramadan 2024 voucher for new certificate holders, with guides on tabarru’ and on protecting the family during the holy month.',
      ms: 'Baucar Ramadan 2024 untuk pemegang sijil baharu, bersama panduan tentang tabarru’ dan melindungi keluarga sepanjang bulan yang mulia.',
    },
  },
  {
    slug: 'merdeka-2024',
    month: '2024-08',
    title: { en: 'A Merdeka price checker', ms: 'Penyemak harga sempena Merdeka' },
    text: {
      en: 'For National Day we open a page where anyone can check the price of cover for their age in a few seconds, without signing up.',
      ms: 'Sempena Hari Kebangsaan kami membuka halaman yang membolehkan sesiapa sahaja menyemak harga perlindungan mengikut umur dalam beberapa saat, tanpa mendaftar.',
    },
  },
  {
    slug: 'referral-challenge-2025',
    month: '2025-02',
    title: { en: 'The referral challenge', ms: 'Cabaran rujukan' },
    text: {
      en: 'From 12 February to 11 May 2025, members earn RM10 for each friend who joins with their code, up to 10 referrals per plan category and up to RM865 in all.',
      ms: 'Dari 12 Februari hingga 11 Mei 2025, ahli memperoleh RM10 bagi setiap rakan yang menyertai dengan kod mereka, sehingga 10 rujukan bagi setiap kategori pelan dan sehingga RM865 kesemuanya.',
    },
  },
  {
    slug: 'sales-stop-2025',
    month: '2025-10',
    whileSales: 'closed',
    title: {
      en: 'New sales stop as the sandbox ends',
      ms: 'Jualan baharu dihentikan apabila kotak pasir tamat',
    },
    text: {
      en: 'On 1 October 2025 the regulatory sandbox ends and we stop selling new certificates. Existing certificates stay active for their 12-month term, auto-debit continues, and claims are paid as before; certificates cannot be renewed.',
      ms: 'Pada 1 Oktober 2025 kotak pasir kawal selia tamat dan kami berhenti menjual sijil baharu. Sijil sedia ada kekal aktif sepanjang tempoh 12 bulan, debit automatik diteruskan dan tuntutan dibayar seperti biasa; sijil tidak boleh diperbaharui.',
    },
  },
];
