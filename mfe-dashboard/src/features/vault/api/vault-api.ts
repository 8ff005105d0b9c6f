import { apiClient, currentLocale } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type {
  CoverageSummary,
  Insurer,
  ReadPolicy,
  SuggestedInsurance,
  VaultAttachment,
  VaultPolicyDetail,
  VaultPolicyInput,
  VaultPolicyPage,
} from './types';

export const vaultPath = 'policy/api/v1/general-policies/';
export const insurersPath = 'product/api/v1/insurers';
/** The vault holds at most this many policies (the API's limit); one page shows them all. */
export const VAULT_PAGE_SIZE = 100;

export async function listVaultPolicies(signal?: AbortSignal): Promise<VaultPolicyPage> {
  const response = await apiClient.get<{ data: VaultPolicyPage }>(vaultPath, {
    params: { limit: VAULT_PAGE_SIZE, offset: 0 },
    signal,
  });
  return response.data.data;
}

export async function getVaultPolicy(uuid: string, signal?: AbortSignal): Promise<VaultPolicyDetail> {
  const response = await apiClient.get<{ data: VaultPolicyDetail }>(`${vaultPath}${uuid}/`, { signal });
  return response.data.data;
}

export async function createVaultPolicy(input: VaultPolicyInput): Promise<VaultPolicyDetail> {
  const response = await apiClient.post<{ data: VaultPolicyDetail }>(vaultPath, input);
  vaultChanged();
  return response.data.data;
}

export async function updateVaultPolicy(uuid: string, input: VaultPolicyInput): Promise<VaultPolicyDetail> {
  const response = await apiClient.patch<{ data: VaultPolicyDetail }>(`${vaultPath}${uuid}/`, input);
  vaultChanged();
  return response.data.data;
}

export async function deleteVaultPolicy(uuid: string): Promise<void> {
  await apiClient.delete(`${vaultPath}${uuid}/`);
  vaultChanged();
}

export async function attachDocument(uuid: string, file: File): Promise<VaultAttachment> {
  const body = new FormData();
  body.append('document', file);
  const response = await apiClient.post<{ data: VaultAttachment }>(`${vaultPath}${uuid}/attachments/`, body);
  vaultChanged();
  return response.data.data;
}

export async function deleteDocument(uuid: string, attachment: string): Promise<void> {
  await apiClient.delete(`${vaultPath}${uuid}/attachments/${attachment}/`);
  vaultChanged();
}

/** Asks the reader what a policy PDF says; nothing is saved. */
export async function readPolicyDocument(file: File): Promise<ReadPolicy> {
  const body = new FormData();
  body.append('document', file);
  const response = await apiClient.post<{ data: ReadPolicy }>(`${vaultPath}reader/`, body);
  return response.data.data;
}

export async function listInsurers(signal?: AbortSignal): Promise<Insurer[]> {
  const response = await apiClient.get<{ data: { results: Insurer[] } }>(insurersPath, {
    params: { limit: 50 },
    signal,
  });
  return response.data.data.results;
}

export async function getCoverageSummary(signal?: AbortSignal): Promise<CoverageSummary> {
  const response = await apiClient.get<{ data: CoverageSummary }>(`${vaultPath}coverage-summary/`, {
    signal,
  });
  return response.data.data;
}

export async function getSuggestedInsurance(signal?: AbortSignal): Promise<SuggestedInsurance> {
  const response = await apiClient.get<{ data: SuggestedInsurance }>(`${vaultPath}suggested-insurance/`, {
    signal,
  });
  return response.data.data;
}

/**
 * Bumped by every change the member makes to the vault: the keys carry it, so a page opened after a change asks
 * again instead of showing what was read before it (the summary and suggestions depend on every policy).
 */
let revision = 0;
export function vaultChanged(): void {
  revision += 1;
}

export function useVaultPolicies() {
  return useApiQuery(`vault.policies.${revision}`, listVaultPolicies);
}

export function useVaultPolicy(uuid: string) {
  return useApiQuery(`vault.policy.${uuid}.${revision}`, (signal) => getVaultPolicy(uuid, signal));
}

export function useInsurers() {
  return useApiQuery('vault.insurers', listInsurers);
}

/** Labels and reasons come in the page's language: the key carries it. */
export function useCoverageSummary() {
  return useApiQuery(`vault.summary.${currentLocale()}.${revision}`, getCoverageSummary);
}

export function useSuggestedInsurance() {
  return useApiQuery(`vault.suggestions.${currentLocale()}.${revision}`, getSuggestedInsurance);
}
