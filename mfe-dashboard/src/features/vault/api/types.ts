// The policy vault's wire shapes (policy/api/v1/general-policies/). Money is a decimal string of ringgit,
// dates are YYYY-MM-DD.

export const vaultPolicyTypes = ['life', 'medical', 'personal_accident', 'motor', 'funeral'] as const;
export type VaultPolicyType = (typeof vaultPolicyTypes)[number];

export interface VaultAttachment {
  uuid: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
  url: string;
}

export interface VaultPolicy {
  uuid: string;
  product: string;
  policy_number: string;
  insurer: { id: number; name: string } | null;
  insurer_other: string | null;
  insurer_name: string;
  type: VaultPolicyType;
  coverage_amount: string;
  start_date: string;
  expiry_date: string | null;
  status: 'in_force' | 'not_started' | 'expired';
  days_to_expiry: number | null;
  attachments_count: number;
  created_at: string;
  updated_at: string;
}

export interface VaultPolicyDetail extends VaultPolicy {
  attachments: VaultAttachment[];
}

export interface VaultPolicyPage {
  count: number;
  results: VaultPolicy[];
}

/** The policy-add form as the API takes it. */
export interface VaultPolicyInput {
  product: string;
  policy_number: string;
  insurer: number | null;
  insurer_other: string | null;
  type: string;
  coverage_amount: string;
  start_date: string;
  expiry_date: string | null;
}

/** What the reader found in a document; null where it found nothing. */
export interface ReadPolicy {
  product: string | null;
  policy_number: string | null;
  insurer: number | null;
  type: VaultPolicyType | null;
  coverage_amount: string | null;
  start_date: string | null;
  expiry_date: string | null;
  found: string[];
}

export interface Insurer {
  id: number;
  slug: string;
  name: string;
}

export interface CoverageSummary {
  today: string;
  total_cover: string;
  by_type: {
    type: VaultPolicyType;
    label: string;
    recorded: string;
    teduh: string;
    total: string;
    policies: number;
  }[];
  expiring: {
    uuid: string;
    product: string;
    policy_number: string;
    insurer_name: string;
    type: VaultPolicyType;
    expiry_date: string;
    days_left: number;
  }[];
  teduh_certificates: {
    uuid: string;
    number: string | null;
    product: string;
    sum_covered: string;
    next_renewal_date: string | null;
  }[];
}

export interface SuggestedInsurance {
  needs_test: { uuid: string; created_at: string } | null;
  suggestions: {
    type: VaultPolicyType;
    label: string;
    amount: string | null;
    product: { id: number; slug: string; name: string } | null;
    monthly_contribution: string | null;
    reasons: string[];
  }[];
}
