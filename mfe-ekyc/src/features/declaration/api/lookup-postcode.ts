import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export interface PostcodeArea {
  postcode: string;
  city: string;
  state: string;
}

export const postcodePath = (postcode: string) => `ekyc/api/v1/postcodes/${encodeURIComponent(postcode)}/`;

/** The city and state of a Malaysian postcode (`GET ekyc/api/v1/postcodes/<5 digits>/`); 404 when unknown. */
export async function lookupPostcode(postcode: string, signal?: AbortSignal): Promise<PostcodeArea> {
  const response = await apiClient.get<{ data: PostcodeArea }>(postcodePath(postcode), { signal });
  return response.data.data;
}

/** A postcode's area through the shared server-data layer (one call per postcode); `null` asks for nothing. */
export function usePostcodeArea(postcode: string | null) {
  return useApiQuery(postcode ? `ekyc:postcode:${postcode}` : null, (signal) =>
    lookupPostcode(postcode!, signal),
  );
}
