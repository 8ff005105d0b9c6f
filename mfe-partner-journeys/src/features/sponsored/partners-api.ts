// The partners who sponsor cover (`GET partners/api/v1/partners/`): partners are data, not pages.
import { apiClient } from '@teduh/shared';

export interface SponsoringPartner {
  slug: string;
  name: string;
  kind: 'charity' | 'employer';
  journey: 'mykasih' | 'partner';
  sum_covered: string;
  funeral_benefit: string;
  criteria: string;
  logo_url: string | null;
  primary_colour: string;
  accent_colour: string;
}

export async function fetchSponsoringPartners(signal?: AbortSignal): Promise<SponsoringPartner[]> {
  const response = await apiClient.get<{ data: SponsoringPartner[] }>('partners/api/v1/partners/', {
    signal,
  });
  return response.data.data;
}

/** The flagship journey's page that checks a member's eligibility with one partner. */
export const eligibilityCriteriaPath = (slug: string) =>
  `/pusara-pro/mykasih/${encodeURIComponent(slug)}/eligibility-criteria`;

/** The charity partner the landing page is for. */
export const charityPartnerSlug = 'mykasih';

export async function fetchSponsoringPartner(slug: string, signal?: AbortSignal): Promise<SponsoringPartner> {
  const response = await apiClient.get<{ data: SponsoringPartner }>(
    `partners/api/v1/partners/${encodeURIComponent(slug)}/`,
    { signal },
  );
  return response.data.data;
}
