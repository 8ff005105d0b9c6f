// The rewards service's API messages in English and Malay, merged into lib/i18n (a key missing in Malay fails the type check).
const en = {
  'rewards.redemptionMinimum': 'Redeem at least 1,000 points (RM10).',
  'rewards.redemptionStep': 'Redeem points in steps of 100 (RM1).',
  'rewards.insufficientPoints': 'You do not have enough available points.',
  'rewards.activeCertificateRequired': 'Rewards can be redeemed only with an active certificate.',
  'redeem.bankUnknown': 'Choose a bank from the list.',
  'redeem.accountNumber': 'Enter the account number: 6 to 20 digits.',
  'redeem.holderName': 'The account must be in your own name, as on your account or certificate.',
  'redeem.email.paid.subject': 'Your {amount} from reward points is paid',
  'redeem.email.paid.text':
    'We have paid {amount} ({points} points) into your {bank} account ending {last4}. It usually shows in your account within a working day.',
  'redeem.email.failed.subject': 'Your reward points payout could not be made',
  'redeem.email.failed.text':
    'The bank could not accept the payment of {amount} to your {bank} account ending {last4}. Your {points} points are back in your balance: check the account details and redeem them again, or take them off your next contribution.',
  'redeem.email.cta': 'See your rewards',
  'rewards.creditReturned.subject': 'Your reward credit is back as {points} points',
  'rewards.creditReturned.unused':
    'Your certificate {number} has ended. The reward credit you redeemed against it and it had not used is back in your rewards balance as {points} points.',
  'rewards.creditReturned.refunded':
    'Your certificate {number} has ended and its contributions are being refunded, so all of the reward credit you redeemed against it is back in your rewards balance as {points} points.',
  'rewards.creditReturned.use':
    'You can redeem points while you have an active certificate: take them off its contributions, or have them paid into your bank account.',
  'rewards.creditAmountChanged':
    'The amount to pay has changed since it was shown (your reward credit changed): check it and pay again.',
  'payouts.retryGaveUpEmail':
    'We tried several times to pay {amount} into your {bank} account ending {last4}, but the bank could not take it. Your {points} points are back in your balance: redeem them again later, or take them off your next contribution.',
  'payouts.retryRefusedEmail':
    'The payment of {amount} to your {bank} account ending {last4} was refused by the bank network. Your {points} points are back in your balance: redeem them to another account, or take them off your next contribution.',
} as const;

const ms: Record<keyof typeof en, string> = {
  'rewards.redemptionMinimum': 'Tebus sekurang-kurangnya 1,000 mata (RM10).',
  'rewards.redemptionStep': 'Tebus mata dalam gandaan 100 (RM1).',
  'rewards.insufficientPoints': 'Mata yang tersedia tidak mencukupi.',
  'rewards.activeCertificateRequired': 'Ganjaran hanya boleh ditebus dengan sijil yang aktif.',
  'redeem.bankUnknown': 'Pilih bank daripada senarai.',
  'redeem.accountNumber': 'Masukkan nombor akaun: 6 hingga 20 digit.',
  'redeem.holderName': 'Akaun mesti atas nama anda sendiri, seperti dalam akaun atau sijil anda.',
  'redeem.email.paid.subject': '{amount} daripada mata ganjaran anda telah dibayar',
  'redeem.email.paid.text':
    'Kami telah membayar {amount} ({points} mata) ke akaun {bank} anda yang berakhir dengan {last4}. Biasanya ia masuk ke akaun anda dalam satu hari bekerja.',
  'redeem.email.failed.subject': 'Pembayaran mata ganjaran anda tidak berjaya',
  'redeem.email.failed.text':
    'Bank tidak dapat menerima bayaran {amount} ke akaun {bank} anda yang berakhir dengan {last4}. {points} mata anda telah dikembalikan ke baki: semak butiran akaun dan tebus semula, atau gunakannya untuk mengurangkan caruman seterusnya.',
  'redeem.email.cta': 'Lihat ganjaran anda',
  'rewards.creditReturned.subject': 'Kredit ganjaran anda telah dikembalikan sebagai {points} mata',
  'rewards.creditReturned.unused':
    'Sijil anda {number} telah tamat. Kredit ganjaran yang anda tebus untuknya dan belum digunakan telah dikembalikan ke baki ganjaran anda sebagai {points} mata.',
  'rewards.creditReturned.refunded':
    'Sijil anda {number} telah tamat dan caruman-carumannya sedang dibayar balik, jadi semua kredit ganjaran yang anda tebus untuknya telah dikembalikan ke baki ganjaran anda sebagai {points} mata.',
  'rewards.creditReturned.use':
    'Anda boleh menebus mata semasa anda mempunyai sijil yang aktif: gunakannya untuk mengurangkan carumannya, atau minta ia dibayar ke akaun bank anda.',
  'rewards.creditAmountChanged':
    'Jumlah yang perlu dibayar telah berubah sejak ia ditunjukkan (kredit ganjaran anda berubah): semaknya dan bayar semula.',
  'payouts.retryGaveUpEmail':
    'Kami telah beberapa kali cuba membayar {amount} ke akaun {bank} anda yang berakhir dengan {last4}, tetapi bank tidak dapat menerimanya. {points} mata anda telah dikembalikan ke baki: tebus semula kemudian, atau gunakannya untuk mengurangkan caruman seterusnya.',
  'payouts.retryRefusedEmail':
    'Bayaran {amount} ke akaun {bank} anda yang berakhir dengan {last4} telah ditolak oleh rangkaian bank. {points} mata anda telah dikembalikan ke baki: tebus ke akaun lain, atau gunakannya untuk mengurangkan caruman seterusnya.',
};

export const rewardsMessages = { en, ms };
