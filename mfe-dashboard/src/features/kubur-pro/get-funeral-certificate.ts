import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export interface FuneralCertificate {
  uuid: string;
  demo: true;
  status: 'issued';
  holder_name: string;
  plan: string;
  benefit: string;
  monthly_contribution: string;
  charged: string;
  beneficiary: { name: string; relationship: string; phone: string };
  certificate_number: string;
  cover_starts_on: string;
  cover_ends_on: string;
  created_at: string;
}

export const funeralCertificatePath = (uuid: string) =>
  `demos/api/v1/kubur-pro/certificates/${encodeURIComponent(uuid)}/`;

/** One of the member's demo funeral certificates; 404 for another member's, an unknown or an unissued uuid. */
export function useFuneralCertificate(uuid: string) {
  return useApiQuery(`kubur-pro-demo:certificate:${uuid}`, async (signal) => {
    const response = await apiClient.get<{ data: FuneralCertificate }>(funeralCertificatePath(uuid), {
      signal,
    });
    return response.data.data;
  });
}
