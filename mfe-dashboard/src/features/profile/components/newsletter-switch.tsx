import { useEffect, useState } from 'react';
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
import { fetchNewsletterSubscription, setNewsletterSubscription } from '../api/newsletter-subscription';

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
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchNewsletterSubscription(profile).then(
      (value) => {
        if (live) setSubscribed(value);
      },
      () => {
        if (live) setUnavailable(true);
      },
    );
    return () => {
      live = false;
    };
    // Read once per member; later changes come from this switch itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile.uuid]);

  const change = async (next: boolean) => {
    const previous = subscribed;
    setSubscribed(next);
    setSaving(true);
    try {
      const now = await setNewsletterSubscription(next);
      setSubscribed(now);
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
      setSubscribed(previous);
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
