import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  brand,
  Button,
  colors,
  errorStatus,
  lineHeights,
  space,
  useLocalizedPath,
  useModalStore,
} from '@teduh/shared';
import { syncProfileStatus } from '../../../lib/sync-profile-status';
import type { Verification } from '../../../lib/verification';
import { resetVerification } from '../api/reset-verification';

/** The spec's display templates (section 4), plus the one for a member who has not started. */
export type StatusTemplate =
  | 'unverified'
  | 'accepted'
  | 'pending'
  | 'processing'
  | 'rejected'
  | 'rejected-can-retry'
  | 'submitted'
  | 'submitted-with-declaration';

export function templateOf(verification: Verification): StatusTemplate {
  switch (verification.status) {
    case 'accepted':
      return 'accepted';
    case 'pending':
      return 'pending';
    // Staff review (undetermined, suspicious) looks the same to the member as any other check in progress.
    case 'processing':
    case 'undetermined':
    case 'suspicious':
      return 'processing';
    case 'rejected':
      return verification.submission?.can_retry ? 'rejected-can-retry' : 'rejected';
    case 'rejected-can-retry':
      return 'rejected-can-retry';
    case 'submitted':
      return verification.declaration ? 'submitted-with-declaration' : 'submitted';
    default:
      return 'unverified';
  }
}

const variants: Record<StatusTemplate, 'info' | 'success' | 'warning' | 'error'> = {
  unverified: 'info',
  accepted: 'success',
  pending: 'info',
  processing: 'info',
  rejected: 'error',
  'rejected-can-retry': 'warning',
  submitted: 'warning',
  'submitted-with-declaration': 'info',
};

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  margin: ${space.md} 0 ${space.lg};

  &:empty {
    display: none;
  }
`;

const Reason = styled.p`
  margin: ${space.xs} 0 0;
  line-height: ${lineHeights.body};

  strong {
    color: ${colors.text};
  }
`;

/** The status and what the member can do next. Announced politely when it changes while polling. */
export function StatusPanel({ verification }: { verification: Verification }) {
  const { t } = useTranslation('ekyc');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const openModal = useModalStore((state) => state.open);
  const [resetting, setResetting] = useState(false);
  const [resetFailed, setResetFailed] = useState<'conflict' | 'other' | null>(null);
  const template = templateOf(verification);
  const reason = verification.submission?.reason ?? null;
  const declarationMissing = verification.submission !== null && verification.declaration === null;

  const tryAgain = async () => {
    setResetting(true);
    setResetFailed(null);
    try {
      syncProfileStatus(await resetVerification());
      navigate(localized('/ekyc/photo-verification'));
    } catch (error) {
      setResetting(false);
      setResetFailed(errorStatus(error) === 409 ? 'conflict' : 'other');
    }
  };

  return (
    <div data-testid="ekyc-status" data-template={template}>
      <div role="status">
        <Alert variant={variants[template]} role="none" title={t(`status.templates.${template}.title`)}>
          {t(`status.templates.${template}.text`, { email: brand.supportEmail })}
          {reason && (template === 'rejected' || template === 'rejected-can-retry') ? (
            <Reason>
              <strong>{t('status.reason')}</strong> {reason}
            </Reason>
          ) : null}
        </Alert>
      </div>
      {resetFailed ? (
        <Alert variant="error" title={t('status.resetFailedTitle')}>
          {t(resetFailed === 'conflict' ? 'status.resetConflict' : 'status.resetFailed')}
        </Alert>
      ) : null}
      <Actions>
        {template === 'unverified' ? (
          <Button to="/ekyc/begin-verification" localize size="lg">
            {t('status.actions.start')}
          </Button>
        ) : null}
        {template === 'accepted' ? (
          <Button to="/pusara-pro/create-quotation" localize size="lg">
            {t('status.actions.quote')}
          </Button>
        ) : null}
        {template === 'submitted' ||
        ((template === 'pending' || template === 'processing') && declarationMissing) ? (
          <Button to="/ekyc/address-declaration" localize size="lg">
            {t('status.actions.declaration')}
          </Button>
        ) : null}
        {template === 'rejected-can-retry' ? (
          <Button size="lg" loading={resetting} onClick={() => void tryAgain()}>
            {t('status.actions.tryAgain')}
          </Button>
        ) : null}
        {template === 'rejected' ? (
          <>
            <Button size="lg" onClick={() => openModal('enquiry')}>
              {t('status.actions.enquiry')}
            </Button>
            <Button size="lg" variant="secondary" to={`mailto:${brand.supportEmail}`}>
              {t('status.actions.email', { email: brand.supportEmail })}
            </Button>
          </>
        ) : null}
      </Actions>
    </div>
  );
}
