import { useTranslation } from '@teduh/shared/i18n-react';
import { useSearchParams } from '@teduh/shared/router';
import { Alert, Button, Loader } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { useUnderwritingSubmissions } from '../../api/underwriting';
import type { UnderwritingSubmission } from '../../api/types';
import { ErrorAlert } from '../../components/error-alert';
import { myCertificatesPath } from '../../lib/member-pages';

export type UnderwritingAction = 'start-new' | 'pending' | 'rejected' | 'accepted';

/**
 * What the member's latest answers allow (spec section 4): none, obsolete or expired start again; pending
 * or rejected wait (or stop); accepted carries on with the journey.
 */
export function underwritingAction(submissions: UnderwritingSubmission[]): UnderwritingAction {
  const [latest] = submissions;
  if (!latest || latest.status === 'obsolete' || latest.status === 'expired') return 'start-new';
  if (latest.status === 'pending') return 'pending';
  if (latest.status === 'rejected') return 'rejected';
  return 'accepted';
}

/**
 * /pusara-pro/underwriting-status: where the member's health answers stand. Answers with a Yes wait for staff
 * review; the journey resumes once they are accepted.
 */
export function UnderwritingStatusPage() {
  const { t } = useTranslation('pusara');
  const [params] = useSearchParams();
  const quotation = params.get('quotation');
  const submissions = useUnderwritingSubmissions();
  const resumeTo = quotation
    ? `/pusara-pro/sales-journey/${quotation}?step=underwriting`
    : '/pusara-pro/create-quotation';

  // Only answers still waiting are there because of a Yes: accepted ones may all have been No.
  const waiting = submissions.status === 'success' && underwritingAction(submissions.data) === 'pending';
  let body;
  if (submissions.status === 'loading') body = <Loader label={t('common.loading')} showLabel />;
  else if (submissions.status === 'error')
    body = (
      <>
        <ErrorAlert error={submissions.error} />
        <p />
        <Button onClick={submissions.retry}>{t('common.retry')}</Button>
      </>
    );
  else {
    const action = underwritingAction(submissions.data);
    body = (
      <>
        <Alert
          variant={action === 'accepted' ? 'success' : action === 'rejected' ? 'warning' : 'info'}
          title={t(`underwritingStatus.${action}.title`)}
        >
          {t(`underwritingStatus.${action}.text`)}
        </Alert>
        <p />
        {action === 'accepted' ? (
          <Button
            to={quotation ? `/pusara-pro/sales-journey/${quotation}?step=applicant` : resumeTo}
            localize
            fullWidth
          >
            {t('underwritingStatus.continue')}
          </Button>
        ) : action === 'start-new' ? (
          <Button to={resumeTo} localize fullWidth>
            {t('underwritingStatus.answerAgain')}
          </Button>
        ) : (
          <Button to={myCertificatesPath} localize variant="secondary" fullWidth>
            {t('underwritingStatus.toDashboard')}
          </Button>
        )}
      </>
    );
  }

  return (
    <WizardBox
      title={t('underwritingStatus.title')}
      intro={waiting ? t('underwritingStatus.intro') : undefined}
    >
      {body}
    </WizardBox>
  );
}
