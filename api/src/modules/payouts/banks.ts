// Where a payout may go: Malaysian banks as the payout provider names their channels, and the account number
// as the provider accepts it (6 to 20 digits; spaces and dashes as people type them are dropped).

export const payoutBanks = [
  { code: 'MY_MAYBANK', name: 'Maybank' },
  { code: 'MY_CIMB', name: 'CIMB Bank' },
  { code: 'MY_PUBLIC_BANK', name: 'Public Bank' },
  { code: 'MY_RHB', name: 'RHB Bank' },
  { code: 'MY_HONG_LEONG', name: 'Hong Leong Bank' },
  { code: 'MY_AMBANK', name: 'AmBank' },
  { code: 'MY_BANK_ISLAM', name: 'Bank Islam' },
  { code: 'MY_BANK_RAKYAT', name: 'Bank Rakyat' },
  { code: 'MY_BSN', name: 'Bank Simpanan Nasional' },
] as const;

export function isPayoutBank(code: string): boolean {
  return payoutBanks.some((bank) => bank.code === code);
}

/** The account number as the provider takes it, or null when it cannot be one. */
export function payoutAccountNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{6,20}$/.test(digits) ? digits : null;
}

/** Names compared as people write them: case and runs of spaces do not matter. */
export function sameName(a: string, b: string): boolean {
  const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');
  return normalise(a) === normalise(b);
}
