import { apiClient, type Profile } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export const subscriptionPath = 'api/newsletter/subscription/';

/** The older API's shape: `{ data: { data: boolean } }`. */
type SubscriptionAnswer = { data: { data: boolean } };

/** Whether the member gets the newsletter: from the profile when it says so, else asked. */
export async function fetchNewsletterSubscription(profile: Profile, signal?: AbortSignal): Promise<boolean> {
  const known = newsletterOf(profile);
  if (known !== null) return known;
  const response = await apiClient.get<SubscriptionAnswer>(subscriptionPath, { signal });
  return response.data.data.data;
}

/** The member's newsletter subscription through the shared server-data layer (one entry per member). */
export function useNewsletterSubscription(profile: Profile) {
  return useApiQuery(`newsletter:${profile.uuid}`, (signal) => fetchNewsletterSubscription(profile, signal));
}

export function newsletterOf(profile: Profile): boolean | null {
  if (typeof profile.newsletter === 'boolean') return profile.newsletter;
  if (typeof profile.newsletter_subscribed === 'boolean') return profile.newsletter_subscribed;
  return null;
}

/** On subscribes, off unsubscribes (no payload); answers the new state. */
export async function setNewsletterSubscription(subscribed: boolean): Promise<boolean> {
  const response = subscribed
    ? await apiClient.post<SubscriptionAnswer>(subscriptionPath)
    : await apiClient.delete<SubscriptionAnswer>(subscriptionPath);
  return response.data.data.data;
}
