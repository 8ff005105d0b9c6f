import { apiClient } from '@teduh/shared';

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
