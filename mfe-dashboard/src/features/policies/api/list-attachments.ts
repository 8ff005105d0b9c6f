import { apiClient } from '@teduh/shared';
import type { PolicyAttachment } from './types';

export const attachmentsPath = (uuid: string) =>
  `policy/api/v1/policies/${encodeURIComponent(uuid)}/attachments/`;

/** The certificate's documents: its PDF once issued, and the product disclosure sheet. */
export async function listAttachments(uuid: string): Promise<PolicyAttachment[]> {
  const response = await apiClient.get<{ data: PolicyAttachment[] }>(attachmentsPath(uuid));
  return response.data.data;
}
