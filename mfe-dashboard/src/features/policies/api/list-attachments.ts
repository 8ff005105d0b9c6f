import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { PolicyAttachment } from './types';

export const attachmentsPath = (uuid: string) =>
  `policy/api/v1/policies/${encodeURIComponent(uuid)}/attachments/`;

/** The certificate's documents: its PDF once issued, and the product disclosure sheet. */
export async function listAttachments(uuid: string, signal?: AbortSignal): Promise<PolicyAttachment[]> {
  const response = await apiClient.get<{ data: PolicyAttachment[] }>(attachmentsPath(uuid), { signal });
  return response.data.data;
}

/** A certificate's documents, through the shared server-data layer. */
export function usePolicyAttachments(uuid: string) {
  return useApiQuery(`policy-attachments:${uuid}`, (signal) => listAttachments(uuid, signal));
}
