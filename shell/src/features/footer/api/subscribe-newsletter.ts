import { useCallback, useState } from 'react';
import { object, type InferType } from 'yup';
import { analytics, apiClient } from '@teduh/shared';
import { sendAdsConversion } from '@teduh/shared/consent';
import { createValidators, type Translate } from '@teduh/shared/forms';

export const newsletterPath = 'api/newsletter/add-contact/';
/** The newsletter's mailing list. */
export const newsletterListIds = [1] as const;

export const createSubscribeNewsletterSchema = (t: Translate) =>
  object({ email: createValidators(t).newsletterEmail });

export type SubscribeNewsletterInput = InferType<ReturnType<typeof createSubscribeNewsletterSchema>>;

/**
 * `POST api/newsletter/add-contact/` with `{ list_ids: [1], contacts: [{ email }] }`; once it succeeds, the
 * footer newsletter conversion (sent only with the visitor's consent to marketing cookies).
 */
export async function subscribeNewsletter({ email }: SubscribeNewsletterInput): Promise<void> {
  await apiClient.post(newsletterPath, {
    list_ids: [...newsletterListIds],
    contacts: [{ email: email.trim() }],
  });
  analytics.track('newsletter_subscribe', { source: 'footer' });
  sendAdsConversion('newsletter');
}

/** Whether this visitor has subscribed in this page, and the call that does it. */
export function useSubscribeNewsletter() {
  const [subscribed, setSubscribed] = useState(false);
  const subscribe = useCallback(async (input: SubscribeNewsletterInput) => {
    await subscribeNewsletter(input);
    setSubscribed(true);
  }, []);
  return { subscribed, subscribe };
}
