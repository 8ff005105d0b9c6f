import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  PageLoader,
  analytics,
  colors,
  currentLocale,
  lineHeights,
  media,
  space,
  toast,
  useLocalizedPath,
  useModalStore,
  useSessionStore,
  type Profile,
  readApiErrorParts,
} from '@teduh/shared';
import { newsletterOf } from './api/newsletter-subscription';
import { logOut } from './api/profile';
import { Avatar } from './components/avatar';
import { DeleteAccountSection } from './components/delete-account';
import { EkycStatusPanel } from './components/ekyc-status';
import { NricValue } from './components/nric-value';
import { ConnectedAccounts } from '../social/connected-accounts';
import { DetailList, DetailRow, NotGiven, ProfileCard } from '../../components/profile-card';
import { ReferralCode } from './components/referral-code';
import { ReferralHistory } from './components/referral-history';
import { formatLongDate } from '../../lib/profile-format';
import { useMemberProfile } from './use-member-profile';
import { initialsOf, pictureUrl } from './profile-picture';
import { Page, Title } from '../../components/account-page';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.lg};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  width: 100%;

  > * {
    flex: 1 1 auto;
  }

  ${media.above('sm')} {
    width: auto;
  }
`;

const ReferralNote = styled(Subtitle)`
  margin-top: ${space.md};
  line-height: ${lineHeights.body};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-width: 0;
`;

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const Help = styled.p`
  margin: ${space.lg} 0 0;
  color: ${colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.above('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.lg};
  }
`;

const Narrow = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${space.xxl} 0;
`;

const RetryRow = styled.div`
  margin-top: ${space.md};
`;

function genderLabel(gender: Profile['gender'], t: (key: string) => string) {
  if (gender === 'male') return t('profile.gender.male');
  if (gender === 'female') return t('profile.gender.female');
  return null;
}

/** The member's overview: account and personal details, identity verification, referral code, log out. */
export function ProfilePage() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const clearSession = useSessionStore((state) => state.clear);
  // The session store may hold the profile from sign-in; the page still reads the latest from the API, and
  // a failed refresh keeps the profile on screen.
  const { load, retry, update } = useMemberProfile();
  const [loggingOut, setLoggingOut] = useState(false);
  const openModal = useModalStore((state) => state.open);
  const loggedOut = useRef(false);

  useEffect(
    () => () => {
      // The session is forgotten only once this page has gone: cleared while it is still on screen (a
      // navigation waits for the next page to load), the access gate would send the visitor to sign-in.
      if (!loggedOut.current) return;
      clearSession();
      analytics.reset();
    },
    [clearSession],
  );

  const handleLogOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
    } catch (error) {
      setLoggingOut(false);
      toast.error(
        readApiErrorParts(error).network ? t('common.networkError.title') : t('profile.logout.failed'),
      );
      return;
    }
    loggedOut.current = true;
    toast.info(t('profile.logout.done'));
    navigate(localized('/'), { replace: true });
  };

  const handleDeleted = () => {
    // The API has ended the session; the store is cleared once this page has gone (see above).
    loggedOut.current = true;
    toast.success(t('deleteAccount.done'));
    navigate(localized('/'), { replace: true });
  };

  if (load.state === 'loading') return <PageLoader label={t('profile.loading')} />;

  if (load.state === 'failed') {
    return (
      <Page>
        <Container>
          <Narrow>
            <Title>{t('profile.title')}</Title>
            <Alert
              variant="error"
              title={load.network ? t('common.networkError.title') : t('profile.loadFailed.title')}
            >
              {load.network ? t('common.networkError.text') : t('profile.loadFailed.text')}
            </Alert>
            <RetryRow>
              <Button onClick={retry}>{t('profile.loadFailed.retry')}</Button>
            </RetryRow>
          </Narrow>
        </Container>
      </Page>
    );
  }

  const { profile } = load;
  const dob = profile.dob ? formatLongDate(profile.dob, currentLocale()) : null;
  const gender = genderLabel(profile.gender, t);
  const notGiven = <NotGiven>{t('profile.notGiven')}</NotGiven>;
  const newsletter = newsletterOf(profile);

  return (
    <Page>
      <Container>
        <Header>
          <Identity>
            <Avatar
              src={pictureUrl(profile.profile_picture)}
              initials={initialsOf(profile.first_name, profile.last_name)}
              alt={t('profile.pictureAlt')}
              size={64}
            />
            <div>
              <Title>{t('profile.greeting', { name: profile.first_name || profile.full_name })}</Title>
              <Subtitle>{t('profile.subtitle')}</Subtitle>
            </div>
          </Identity>
          <HeaderActions>
            <Button to="/user/edit-profile" localize>
              {t('profile.editProfile')}
            </Button>
            <Button variant="secondary" to="/user/change-password" localize>
              {t('profile.changePassword')}
            </Button>
            <Button variant="ghost" loading={loggingOut} onClick={() => void handleLogOut()}>
              {t('profile.logout.button')}
            </Button>
          </HeaderActions>
        </Header>
        <Grid>
          <ProfileCard id="profile-certificates" title={t('policies.profileCard.title')}>
            <Subtitle>{t('policies.profileCard.text')}</Subtitle>
            <CardActions>
              <Button size="sm" to="/dashboard/policies" localize>
                {t('policies.profileCard.action')}
              </Button>
            </CardActions>
          </ProfileCard>
          <ProfileCard id="profile-rewards" title={t('rewards.profileCard.title')}>
            <Subtitle>{t('rewards.profileCard.text')}</Subtitle>
            <CardActions>
              <Button size="sm" variant="secondary" to="/dashboard/rewards" localize>
                {t('rewards.profileCard.action')}
              </Button>
            </CardActions>
          </ProfileCard>
          <ProfileCard id="profile-vault" title={t('vault.profileCard.title')}>
            <Subtitle>{t('vault.profileCard.text')}</Subtitle>
            <CardActions>
              <Button size="sm" to="/vault" localize>
                {t('vault.profileCard.action')}
              </Button>
            </CardActions>
          </ProfileCard>
          <ProfileCard id="profile-personal" title={t('profile.personal.title')}>
            <DetailList>
              <DetailRow term={t('profile.personal.fullName')}>{profile.full_name || notGiven}</DetailRow>
              <DetailRow term={t('profile.personal.nric')}>
                {profile.id_ref ? <NricValue idRef={profile.id_ref} /> : notGiven}
              </DetailRow>
              <DetailRow term={t('profile.personal.dob')}>{dob ?? notGiven}</DetailRow>
              <DetailRow term={t('profile.personal.gender')}>{gender ?? notGiven}</DetailRow>
            </DetailList>
          </ProfileCard>
          <ProfileCard id="profile-ekyc" title={t('profile.ekyc.title')}>
            <EkycStatusPanel status={profile.ekyc_status} />
          </ProfileCard>
          <ProfileCard id="profile-account" title={t('profile.account.title')}>
            <DetailList>
              <DetailRow term={t('profile.account.email')}>{profile.email}</DetailRow>
              {newsletter === null ? null : (
                <DetailRow term={t('profile.account.newsletter')}>
                  {newsletter ? t('profile.account.newsletterOn') : t('profile.account.newsletterOff')}
                </DetailRow>
              )}
            </DetailList>
            <CardActions>
              <Button variant="secondary" size="sm" onClick={() => openModal('change-email')}>
                {t('profile.account.changeEmail')}
              </Button>
              <Button variant="secondary" size="sm" to="/user/edit-profile" localize>
                {t('profile.account.newsletterManage')}
              </Button>
            </CardActions>
          </ProfileCard>
          <ProfileCard id="profile-connected" title={t('social.accounts.title')}>
            <ConnectedAccounts profile={profile} onChanged={update} />
          </ProfileCard>
          <ProfileCard id="profile-referral" title={t('profile.referral.title')}>
            <DetailList>
              <DetailRow term={t('profile.referral.code')}>
                {profile.referral_code ? <ReferralCode code={profile.referral_code} /> : notGiven}
              </DetailRow>
            </DetailList>
            <ReferralNote>{t('profile.referral.text')}</ReferralNote>
            <ReferralHistory />
          </ProfileCard>
        </Grid>
        <Help>
          {t('profile.help')}{' '}
          <Button variant="link" onClick={() => openModal('enquiry')}>
            {t('profile.contactUs')}
          </Button>
        </Help>
        <DeleteAccountSection hasPassword={profile.has_password !== false} onDeleted={handleDeleted} />
      </Container>
    </Page>
  );
}
