// The certificate servicing calls of `policy/api/v1/policies/<uuid>/` (api/src/modules/servicing/routes.ts): what
// holds a change back, asking for a change (a code is e-mailed), a new code, the confirmation, and the history.
import { apiClient, currentLocale } from '@teduh/shared';
import type { PinSent } from '@teduh/shared/journey';
import type { BeneficiaryRecord } from '@teduh/shared/journey';
import { useApiQuery } from '@teduh/shared/query';
import type { PolicyDetail } from '../../api/types';

const base = (uuid: string) => `policy/api/v1/policies/${encodeURIComponent(uuid)}/`;
export const changesPath = (uuid: string) => `${base(uuid)}changes/`;
export const historyPath = (uuid: string) => `${base(uuid)}history/`;

export interface ChangeBlock {
  code: 'not_live' | 'claim_in_progress';
  detail: string;
}

export interface ChangeBlocks {
  nominee: ChangeBlock | null;
  contact: ChangeBlock | null;
}

export interface ContactAddress {
  address_1: string;
  address_2: string | null;
  postcode: string;
  city: string;
  state: string;
}

export interface ContactChange extends ContactAddress {
  phone: string;
}

export interface ChangeRequested extends PinSent {
  change: string;
}

export type HistoryEntry =
  | {
      id: number;
      kind: 'nominee';
      actor: Actor;
      at: string;
      from: BeneficiaryRecord | null;
      to: BeneficiaryRecord;
    }
  | { id: number; kind: 'contact_phone'; actor: Actor; at: string; from: string | null; to: string }
  | {
      id: number;
      kind: 'contact_address';
      actor: Actor;
      at: string;
      from: ContactAddress | null;
      to: ContactAddress;
    }
  | {
      id: number;
      kind: 'cancellation';
      actor: Actor;
      at: string;
      from: null;
      to: { reason: string; reason_label: string; reason_text: string | null; effective_date: string };
    };
type Actor = 'holder' | 'staff' | 'system';

interface Sent {
  change: string;
  email: string;
  expires_at: string;
  resend_after_seconds: number;
}

const toRequested = (sent: Sent): ChangeRequested => ({
  change: sent.change,
  email: sent.email,
  resendAfterSeconds: sent.resend_after_seconds,
});

export async function getChangeBlocks(uuid: string, signal?: AbortSignal): Promise<ChangeBlocks> {
  return (await apiClient.get<{ data: ChangeBlocks }>(changesPath(uuid), { signal })).data.data;
}

/** What holds back each change now, in the page's language. */
export function useChangeBlocks(uuid: string) {
  return useApiQuery(`policy-changes:${uuid}:${currentLocale()}`, (signal) => getChangeBlocks(uuid, signal));
}

export async function requestChange(
  uuid: string,
  change: { nominee: BeneficiaryRecord } | { contact: ContactChange },
): Promise<ChangeRequested> {
  return toRequested((await apiClient.post<{ data: Sent }>(changesPath(uuid), change)).data.data);
}

export async function resendChangeCode(uuid: string, change: string): Promise<ChangeRequested> {
  const path = `${changesPath(uuid)}${encodeURIComponent(change)}/resend/`;
  return toRequested((await apiClient.post<{ data: Sent }>(path)).data.data);
}

/** Applies the change with its code; answers the certificate as it now stands. */
export async function confirmChange(uuid: string, change: string, pin: string): Promise<PolicyDetail> {
  const path = `${changesPath(uuid)}${encodeURIComponent(change)}/confirm/`;
  return (await apiClient.post<{ data: PolicyDetail }>(path, { pin })).data.data;
}

export async function getHistory(uuid: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return (await apiClient.get<{ data: HistoryEntry[] }>(historyPath(uuid), { signal })).data.data;
}

/** The certificate's history (changes and cancellation), oldest first. */
export function useCertificateHistory(uuid: string) {
  return useApiQuery(`policy-history:${uuid}:${currentLocale()}`, (signal) => getHistory(uuid, signal));
}

export interface Relationship {
  code: string;
  name: string;
}

/** A nominee's relationship choices, named in the page's language. */
export function useRelationships() {
  const locale = currentLocale();
  return useApiQuery(`relationships:${locale}`, async (signal) => {
    const response = await apiClient.get<{ data: Relationship[] }>('payment/api/v1/relationships/', {
      signal,
    });
    return response.data.data;
  });
}

export interface PostcodeArea {
  postcode: string;
  city: string;
  state: string;
}

/** The city and state of a complete Malaysian postcode; idle while it is not five digits. */
export function usePostcodeArea(postcode: string) {
  const complete = /^\d{5}$/.test(postcode.trim()) ? postcode.trim() : null;
  return useApiQuery(
    complete === null ? null : `postcode:${complete}`,
    async (signal) =>
      (await apiClient.get<{ data: PostcodeArea }>(`ekyc/api/v1/postcodes/${complete}/`, { signal })).data
        .data,
    { retries: 0 },
  );
}
