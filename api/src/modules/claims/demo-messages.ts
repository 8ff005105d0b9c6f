// Messages of demo claims (claims on a funeral-cover demo certificate) in English and Malay, merged into lib/i18n.
const en = {
  'kuburClaim.alreadyOpen':
    'A demo claim on this demo certificate is already open. Follow it on its claim page.',
  'kuburClaim.neverPaid': 'This is a demo claim: it is never paid.',
  'kuburClaim.email.subjectTag': 'Demo',
  'kuburClaim.email.notice':
    'This is a demo claim on a demo certificate of the funeral-cover demo. It is reviewed as a real claim would be, but no money is ever paid.',
  'kuburClaim.email.approved':
    'The {benefit} of the demo claim {reference}, {amount}, is approved. As this is a demo, nothing is paid to {payee}.',
};

type KuburClaimMessageKey = keyof typeof en;

const ms: Record<KuburClaimMessageKey, string> = {
  'kuburClaim.alreadyOpen':
    'Tuntutan demo bagi sijil demo ini sudah dibuka. Ikuti tuntutan itu di halaman tuntutannya.',
  'kuburClaim.neverPaid': 'Ini tuntutan demo: ia tidak akan dibayar.',
  'kuburClaim.email.subjectTag': 'Demo',
  'kuburClaim.email.notice':
    'Ini tuntutan demo bagi sijil demo perlindungan pengebumian. Ia disemak seperti tuntutan sebenar, tetapi tiada wang akan dibayar.',
  'kuburClaim.email.approved':
    '{benefit} bagi tuntutan demo {reference}, {amount}, telah diluluskan. Oleh sebab ini demo, tiada bayaran dibuat kepada {payee}.',
};

export const kuburClaimMessages = { en, ms };
