import { apiClient } from '@teduh/shared';
import type { Envelope, Relationship } from './types';

/** `GET payment/api/v1/relationships/`: a beneficiary's relationship choices, named in the page language. */
export async function fetchRelationships(signal?: AbortSignal): Promise<Relationship[]> {
  const response = await apiClient.get<Envelope<Relationship[]>>('payment/api/v1/relationships/', { signal });
  return response.data.data;
}
