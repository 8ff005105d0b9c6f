// The partner's reference lists: Malaysian states, countries and the online-banking banks of its gateway.
// Ids are the partner's own; our API passes them through.

export const STATES = [
  { id: 1, name: 'Johor' },
  { id: 2, name: 'Kedah' },
  { id: 3, name: 'Kelantan' },
  { id: 4, name: 'Melaka' },
  { id: 5, name: 'Negeri Sembilan' },
  { id: 6, name: 'Pahang' },
  { id: 7, name: 'Perak' },
  { id: 8, name: 'Perlis' },
  { id: 9, name: 'Pulau Pinang' },
  { id: 10, name: 'Sabah' },
  { id: 11, name: 'Sarawak' },
  { id: 12, name: 'Selangor' },
  { id: 13, name: 'Terengganu' },
  { id: 14, name: 'W.P. Kuala Lumpur' },
  { id: 15, name: 'W.P. Labuan' },
  { id: 16, name: 'W.P. Putrajaya' },
];

export const COUNTRIES = [
  { id: 458, code: 'MY', name: 'Malaysia' },
  { id: 96, code: 'BN', name: 'Brunei Darussalam' },
  { id: 360, code: 'ID', name: 'Indonesia' },
  { id: 702, code: 'SG', name: 'Singapore' },
  { id: 764, code: 'TH', name: 'Thailand' },
];

export const BANKS = [
  { id: 1, code: 'MB2U0227', name: 'Maybank2U' },
  { id: 2, code: 'BCBB0235', name: 'CIMB Clicks' },
  { id: 3, code: 'PBB0233', name: 'Public Bank' },
  { id: 4, code: 'RHB0218', name: 'RHB Bank' },
  { id: 5, code: 'BIMB0340', name: 'Bank Islam' },
  { id: 6, code: 'HLB0224', name: 'Hong Leong Bank' },
];
