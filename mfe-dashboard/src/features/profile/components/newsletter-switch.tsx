import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  colors,
  fontSizes,
  space,
  toast,
  useSessionStore,
  type Profile,
  readApiErrorParts,
} from '@teduh/shared';
import { Switch } from '@teduh/shared/forms';
import { setNewsletterSubscription, useNewsletterSubscription } from '../api/newsletter-subscription';

const Unknown = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * The newsletter yes/no switch. It acts at once: on subscribes, off unsubscribes, with a loading
 * indicator meanwhile; a failure puts the switch back and says so in a toast.
 */
export function NewsletterSwitch({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const subscription = useNewsletterSubscription(profile);
  const subscribed = subscription.status === 'success' ? subscription.data : null;
  const unavailable = subscription.status === 'error';
  const [saving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    const previous = subscribed;
    subscription.setData(next);
    setSaving(true);
    try {
      const now = await setNewsletterSubscription(next);
      subscription.setData(now);
      const session = useSessionStore.getState();
      if (session.profile) {
        session.setAuthenticated({
          ...session.profile,
          newsletter_subscribed: now,
          newsletter: now,
        } as Profile);
      }
      toast.success(now ? t('editProfile.newsletter.subscribed') : t('editProfile.newsletter.unsubscribed'));
    } catch (error) {
      if (previous !== null) subscription.setData(previous);
      toast.error(
        readApiErrorParts(error).network
          ? t('common.networkError.title')
          : next
            ? t('editProfile.newsletter.subscribeFailed')
            : t('editProfile.newsletter.unsubscribeFailed'),
      );
    } finally {
      setSaving(false);
    }
  };

  if (unavailable) return <Unknown>{t('editProfile.newsletter.unavailable')}</Unknown>;

  return (
    <Switch
      label={t('editProfile.newsletter.label')}
      description={t('editProfile.newsletter.description')}
      checked={subscribed ?? false}
      loading={saving || subscribed === null}
      onChange={(next) => void change(next)}
    />
  );
}
