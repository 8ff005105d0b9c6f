import { apiClient } from '@teduh/shared';
import { useApiQuery, type QueryResult } from '@teduh/shared/query';
import type { CertificateRef, Envelope, Policy, PolledQueryOptions } from './types';

/** `GET policy/api/v1/policies/<uuid>/`: the certificate (pending until its first contribution is paid). */
export async function fetchPolicy(uuid: string, signal?: AbortSignal): Promise<Policy> {
  const response = await apiClient.get<Envelope<Policy>>(`policy/api/v1/policies/${uuid}/`, { signal });
  return response.data.data;
}

/** One certificate, through the shared server-data layer; `null` asks for nothing. */
export function usePolicy(uuid: string, options?: PolledQueryOptions<Policy>): QueryResult<Policy>;
export function usePolicy(
  uuid: string | null,
  options?: PolledQueryOptions<Policy>,
): QueryResult<Policy, false>;
export function usePolicy(
  uuid: string | null,
  options?: PolledQueryOptions<Policy>,
): QueryResult<Policy, false> {
  return useApiQuery(
    uuid === null ? null : `pusara:policy:${uuid}`,
    (signal) => fetchPolicy(uuid!, signal),
    options,
  );
}

/**
 * `GET policy/api/v1/policies/?state=pending`: the member's unpaid applications (certificates awaiting their first
 * contribution), which a new application replaces.
 */
export async function fetchUnpaidApplications(signal?: AbortSignal): Promise<Policy[]> {
  const response = await apiClient.get<Envelope<Policy[]>>('policy/api/v1/policies/', {
    params: { state: 'pending' },
    signal,
  });
  return response.data.data;
}

/** The member's unpaid applications, through the shared server-data layer. */
export function useUnpaidApplications() {
  return useApiQuery('pusara:policies:pending', fetchUnpaidApplications);
}

/** `GET policy/api/v1/policies/?state=issued`: the member's certificates in force (one per person at most). */
export async function fetchIssuedPolicies(signal?: AbortSignal): Promise<CertificateRef[]> {
  const response = await apiClient.get<Envelope<CertificateRef[]>>('policy/api/v1/policies/', {
    params: { state: 'issued' },
    signal,
  });
  return response.data.data;
}

/** The member's certificates in force, through the shared server-data layer. */
export function useIssuedPolicies() {
  return useApiQuery('pusara:policies:issued', fetchIssuedPolicies);
}
