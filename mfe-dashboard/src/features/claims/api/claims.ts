import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export interface Choice {
  value: string;
  label: string;
}

export interface ClaimBenefit {
  code: 'CB1' | 'DB1';
  label: string;
  amount_sen: number;
  status: 'pending' | 'approved' | 'paid' | 'declined';
  paid_at: string | null;
  clock: {
    started_at: string | null;
    due_at: string | null;
    seconds_left: number | null;
    met: boolean | null;
  };
}

export interface Claim {
  uuid: string;
  reference: string;
  /** A claim on a funeral-cover demo certificate: reviewed like any other, never paid. */
  demo: boolean;
  certificate_number: string;
  status: 'submitted' | 'documents_needed' | 'under_review' | 'approved' | 'paid' | 'declined';
  status_label: string;
  decline_reason: string | null;
  payee: { name: string; type: 'hibah' | 'wasi'; bank_code: string; account_number_last4: string };
  required_documents: { kind: string; label: string }[];
  missing_documents: string[];
  documents: {
    uuid: string;
    kind: string;
    status: 'uploaded' | 'verified' | 'rejected';
    review_note: string | null;
  }[];
  benefits: ClaimBenefit[];
}

export interface CodeRequest {
  deceased_id_ref: string;
  certificate_number: string;
  claimant_id_ref: string;
  /** Where news of the claim goes, and the code unless it goes by SMS. */
  email: string;
  code_channel: 'email' | 'sms';
  /** The Malaysian mobile number the code is texted to (code_channel sms). */
  phone: string;
}

export interface ClaimSubmission extends CodeRequest {
  code: string;
  claimant_name: string;
  claimant_phone: string;
  relationship: string;
  date_of_death: string;
  cause_of_death: string;
  marital_status: string;
  bank_code: string;
  account_number: string;
}

/** A code goes out (e-mail or SMS) only when the details match a certificate; the answer is the same either way. */
export async function requestClaimCode(input: CodeRequest): Promise<string> {
  const response = await apiClient.post<{ data: { detail: string } }>(
    'claim/api/v1/claims/code/',
    withChannel(input),
  );
  return response.data.data.detail;
}

/** The phone goes only with the SMS way (a number typed, then the e-mail way chosen, is not sent). */
function withChannel<T extends CodeRequest>(input: T): Omit<T, 'phone'> & { phone?: string } {
  if (input.code_channel === 'sms') return input;
  const { phone: _phone, ...rest } = input;
  return rest;
}

export async function submitClaim(input: ClaimSubmission): Promise<{ claim: Claim; token: string }> {
  const response = await apiClient.post<{ data: { claim: Claim; tracker_token: string } }>(
    'claim/api/v1/claims/submission/',
    withChannel(input),
  );
  return { claim: response.data.data.claim, token: response.data.data.tracker_token };
}

export interface DemoClaimSubmission {
  claimant_id_ref: string;
  claimant_name: string;
  claimant_phone: string;
  relationship: string;
  date_of_death: string;
  cause_of_death: string;
  marital_status: string;
}

/** The signed-in member's demo claim on their own funeral-cover demo certificate (never paid). */
export async function submitDemoClaim(
  demoCertificate: string,
  input: DemoClaimSubmission,
): Promise<{ claim: Claim; token: string }> {
  const response = await apiClient.post<{ data: { claim: Claim; tracker_token: string } }>(
    `claim/api/v1/claims/kubur-pro-demo/${encodeURIComponent(demoCertificate)}/`,
    input,
  );
  return { claim: response.data.data.claim, token: response.data.data.tracker_token };
}

export async function uploadClaimDocument(
  claim: string,
  token: string,
  kind: string,
  file: File,
): Promise<Claim> {
  const form = new FormData();
  // The token as a field (a custom header would need a CORS preflight of its own); the file last.
  form.append('claim', claim);
  form.append('token', token);
  form.append('kind', kind);
  form.append('file', file);
  const response = await apiClient.post<{ data: Claim }>('claim/api/v1/claims/submission/upload/', form);
  return response.data.data;
}

export const claimKey = (uuid: string) => `claim:${uuid}`;

export function useClaim(uuid: string, token: string) {
  return useApiQuery(claimKey(uuid), async (signal) => {
    const response = await apiClient.get<{ data: Claim }>(
      `claim/api/v1/claims/${encodeURIComponent(uuid)}/`,
      {
        signal,
        params: token ? { token } : {},
      },
    );
    return response.data.data;
  });
}

export function useChoices(name: 'marital-status' | 'cause-of-death', locale: string) {
  return useApiQuery(`choices:${name}:${locale}`, async (signal) => {
    const response = await apiClient.get<{ data: Choice[] }>(`utils/get-choices/${name}/`, { signal });
    return response.data.data;
  });
}

export function useBanks() {
  return useApiQuery('claims:banks', async (signal) => {
    const response = await apiClient.get<{ data: { code: string; name: string }[] }>(
      'claim/api/v1/claims/banks/',
      {
        signal,
      },
    );
    return response.data.data;
  });
}
