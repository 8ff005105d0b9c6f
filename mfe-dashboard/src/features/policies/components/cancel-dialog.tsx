import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import {
  Alert,
  Button,
  Modal,
  colors,
  currentLocale,
  lineHeights,
  readApiError,
  readApiErrorParts,
  space,
} from '@teduh/shared';
import { FocusFirstError, RadioGroup } from '@teduh/shared/forms';
import { TextAreaField } from '../../../components/text-area-field';
import { CANCEL_REASON_MAX_LENGTH, cancelPolicy, useCancelReasons } from '../api/cancel-policy';
import type { PolicyDetail } from '../api/types';
import { cancelOutcome } from '../cancellation';
import { day } from '../../../lib/policy-format';

const Explanation = styled.div`
  margin-bottom: ${space.md};
  color: ${colors.text};
  line-height: ${lineHeights.body};

  p {
    margin: 0 0 ${space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.md};

  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const ErrorBox = styled.div`
  margin-bottom: ${space.md};
`;

/**
 * Confirms a cancellation: says what will happen (a full refund inside the cooling-off period, otherwise cover
 * to the end of the paid period), asks for the reason, and hands the certificate as it now stands to `onDone`.
 */
export function CancelDialog({
  policy,
  onClose,
  onDone,
}: {
  policy: PolicyDetail;
  onClose: () => void;
  onDone: (updated: PolicyDetail) => void;
}) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = useMemo(() => cancelOutcome(policy), [policy]);
  const reasons = useCancelReasons();
  const schema = useMemo(
    () =>
      yup.object({
        reason: yup.string().required(t('servicing.cancel.reasonRequired')),
        reason_text: yup
          .string()
          .trim()
          .when('reason', {
            is: 'other',
            then: (text) => text.required(t('policies.cancel.reasonRequired')),
          })
          .max(
            CANCEL_REASON_MAX_LENGTH,
            t('policies.cancel.reasonTooLong', { max: CANCEL_REASON_MAX_LENGTH }),
          ),
      }),
    [t],
  );

  const submit = async ({ reason, reason_text }: { reason: string; reason_text: string }) => {
    setFailure(null);
    try {
      onDone(await cancelPolicy(policy.uuid, reason, reason_text));
    } catch (error) {
      const parts = readApiErrorParts(error);
      setFailure(
        parts.network
          ? t('common.networkError.text')
          : (Object.values(parts.fields).flat()[0] ?? readApiError(error).text),
      );
    }
  };

  return (
    <Modal open onClose={onClose} title={t('policies.cancel.title', { number: policy.number ?? '' })}>
      <Explanation data-testid="cancel-outcome">
        {outcome.kind === 'refund' ? (
          <>
            <p>
              {t('policies.cancel.refund.text', {
                date: day(outcome.coolingOffEndsOn, locale),
                amount: outcome.refund,
              })}
            </p>
            <p>{t('policies.cancel.refund.how')}</p>
          </>
        ) : (
          <>
            <p>
              {outcome.coolingOffEndsOn
                ? t('policies.cancel.later.coolingOffOver', { date: day(outcome.coolingOffEndsOn, locale) })
                : null}{' '}
              {t('policies.cancel.later.text', { date: day(outcome.endsOn, locale) })}
            </p>
            <p>{t('policies.cancel.later.noRefund')}</p>
          </>
        )}
        <p>{t('policies.cancel.final')}</p>
      </Explanation>
      <Formik
        initialValues={{ reason: '', reason_text: '' }}
        validationSchema={schema}
        onSubmit={submit}
        validateOnMount
      >
        {({ isSubmitting, values }) => (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            {reasons.status === 'error' ? (
              <ErrorBox>
                <Alert variant="error" title={t('servicing.cancel.reasonsFailed')}>
                  <Button variant="link" onClick={reasons.retry}>
                    {t('policies.retry')}
                  </Button>
                </Alert>
              </ErrorBox>
            ) : (
              <RadioGroup
                name="reason"
                legend={t('policies.cancel.reason')}
                required
                options={reasons.status === 'success' ? reasons.data : []}
              />
            )}
            {values.reason === 'other' ? (
              <TextAreaField
                name="reason_text"
                label={t('servicing.cancel.otherText')}
                maxLength={CANCEL_REASON_MAX_LENGTH}
                countLabel={(count) =>
                  t('policies.cancel.count', { length: count, max: CANCEL_REASON_MAX_LENGTH })
                }
                required
              />
            ) : null}
            {failure ? (
              <ErrorBox>
                <Alert variant="error" title={t('policies.cancel.failed')}>
                  {failure}
                </Alert>
              </ErrorBox>
            ) : null}
            <Actions>
              <Button variant="secondary" size="lg" onClick={onClose}>
                {t('policies.cancel.keep')}
              </Button>
              <Button type="submit" size="lg" loading={isSubmitting}>
                {t('policies.cancel.confirm')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
