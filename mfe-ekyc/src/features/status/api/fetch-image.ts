import { apiClient } from '@teduh/shared';

/**
 * One of the member's own verification images. They are only given to their owner, so they are fetched
 * through the API client (with the session) and shown from a blob URL rather than by a plain `<img src>`.
 */
export async function fetchImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiClient.get<Blob>(path, { responseType: 'blob', signal });
  return response.data;
}
