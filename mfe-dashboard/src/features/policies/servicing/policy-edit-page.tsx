import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useNavigate, useParams } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  NotFoundPage,
  PageLoader,
  errorStatus,
  media,
  readApiErrorParts,
  space,
  toast,
  useLocalizedPath,
} from '@teduh/shared';
import { BackLink, Lead, Page, Title } from '../../../components/account-page';
import { ProfileCard } from '../../../components/profile-card';
import { usePolicy } from '../api/get-policy';
import type { PolicyDetail } from '../api/types';
import { CertificateNumberText } from '../components/certificate-number';
import { useChangeBlocks, type ChangeBlock } from './api/servicing';
import { ChangeFlow } from './change-flow';
import { ContactForm } from './contact-form';
import { NomineeForm } from './nominee-form';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Narrow = styled.div`
  max-width: 44rem;
`;

const Subtitle = styled.p`
  margin: 0 0 ${space.sm};
`;

const Cards = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.above('md')} {
    gap: ${space.lg};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${space.md};
  line-height: 1.5;
`;

const Retry = styled.div`
  margin-top: ${space.md};
`;

/**
 * `/dashboard/policy-detail/edit/:uuid`: the holder changes the nominee or the contact details of a certificate in
 * force, each confirmed by a code e-mailed to them. Another member's or an unknown uuid is the 404 page; without a
 * uuid the member goes to the list of certificates.
 */
export function PolicyEditPage() {
  const { uuid } = useParams<{ uuid?: string }>();
  const localized = useLocalizedPath();
  if (!uuid) return <Navigate to={localized('/dashboard/policies')} replace />;
  if (!uuidPattern.test(uuid)) return <NotFoundPage />;
  return <PolicyEdit key={uuid} uuid={uuid} />;
}

function Blocked({ block }: { block: ChangeBlock }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert variant="warning" title={t(`servicing.blocked.${block.code}`)}>
      {block.detail}
    </Alert>
  );
}

function PolicyEdit({ uuid }: { uuid: string }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const policyQuery = usePolicy(uuid);
  const blocksQuery = useChangeBlocks(uuid);
  const detailPath = `/dashboard/policy-detail/${uuid}`;

  if (policyQuery.status === 'loading' || blocksQuery.status === 'loading') {
    return <PageLoader label={t('servicing.loading')} />;
  }
  const failed = policyQuery.status === 'error' ? policyQuery.error : blocksQuery.error;
  if (policyQuery.status === 'error' || blocksQuery.status === 'error') {
    const status = errorStatus(failed);
    if (status === 404 || status === 400) return <NotFoundPage />;
    const { network } = readApiErrorParts(failed);
    return (
      <Page>
        <Container>
          <Title>{t('servicing.title')}</Title>
          <Alert variant="error" title={network ? t('common.networkError.title') : t('servicing.loadFailed')}>
            {network ? t('common.networkError.text') : t('servicing.loadFailedText')}
          </Alert>
          <Retry>
            <Button
              onClick={() => {
                policyQuery.retry();
                blocksQuery.retry();
              }}
            >
              {t('policies.retry')}
            </Button>
          </Retry>
        </Container>
      </Page>
    );
  }

  const policy = policyQuery.data;
  const blocks = blocksQuery.data;
  const done = (kind: 'nominee' | 'contact') => (updated: PolicyDetail) => {
    policyQuery.setData(updated);
    toast.success(t(`servicing.done.${kind}`));
    navigate(localized(detailPath));
  };

  return (
    <Page>
      <Container>
        <Narrow>
          <BackLink to={detailPath} localize>
            {t('servicing.back')}
          </BackLink>
          <Title>{t('servicing.title')}</Title>
          <Subtitle>
            {policy.product.name} · <CertificateNumberText number={policy.number} />
          </Subtitle>
          <Lead>{t('servicing.lead')}</Lead>
          {blocks.contact?.code === 'not_live' ? (
            <Blocked block={blocks.contact} />
          ) : (
            <Cards>
              <ProfileCard id="edit-nominee" title={t('servicing.nominee.title')}>
                <Intro>{t('servicing.nominee.intro')}</Intro>
                {blocks.nominee ? (
                  <Blocked block={blocks.nominee} />
                ) : (
                  <ChangeFlow
                    uuid={uuid}
                    onDone={done('nominee')}
                    form={(onRequested) => <NomineeForm policy={policy} onRequested={onRequested} />}
                  />
                )}
              </ProfileCard>
              <ProfileCard id="edit-contact" title={t('servicing.contact.title')}>
                <Intro>{t('servicing.contact.intro')}</Intro>
                {blocks.contact ? (
                  <Blocked block={blocks.contact} />
                ) : (
                  <ChangeFlow
                    uuid={uuid}
                    onDone={done('contact')}
                    form={(onRequested) => <ContactForm policy={policy} onRequested={onRequested} />}
                  />
                )}
              </ProfileCard>
            </Cards>
          )}
        </Narrow>
      </Container>
    </Page>
  );
}
