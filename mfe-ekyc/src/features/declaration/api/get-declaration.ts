import { apiClient, errorStatus } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { Declaration } from '../../../lib/verification';

export const declarationPath = 'ekyc/api/v2/declaration/';

/** The member's latest declaration (`GET ekyc/api/v2/declaration/`), or null when none was made yet. */
export async function fetchDeclaration(signal?: AbortSignal): Promise<Declaration | null> {
  try {
    const response = await apiClient.get<{ data: Declaration | null }>(declarationPath, { signal });
    return response.data.data ?? null;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** The latest declaration through the shared server-data layer; asked only when `wanted` (no draft to show). */
export function useDeclaration(wanted: boolean) {
  return useApiQuery(wanted ? 'ekyc:declaration' : null, fetchDeclaration);
}
