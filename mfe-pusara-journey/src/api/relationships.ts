import { apiClient, currentLocale } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { Envelope, Relationship } from './types';

/** `GET payment/api/v1/relationships/`: a beneficiary's relationship choices, named in the page language. */
export async function fetchRelationships(signal?: AbortSignal): Promise<Relationship[]> {
  const response = await apiClient.get<Envelope<Relationship[]>>('payment/api/v1/relationships/', { signal });
  return response.data.data;
}

/** The relationship choices, through the shared server-data layer (keyed by the page language). */
export function useRelationships() {
  return useApiQuery(`pusara:relationships:${currentLocale()}`, fetchRelationships);
}
