// /journey/gibraltar-i-protect/underwritings: the partner's questions for the date of birth, one Yes or No each;
// continuing makes the quotation at the partner from every answer so far.
import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import { Alert, Button, Loader, useLocalizedPath } from '@teduh/shared';
import { FocusFirstError, RadioGroup } from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { textOf } from '../partner-insurer/api';
import { ErrorAlert } from '../partner-insurer/error-alert';
import { createQuotation, useAccidentQuestions, type QuotationInput } from './api';
import {
  AccidentFrame,
  BackToStep,
  missingStep,
  stepPaths,
  useAccidentDraft,
  useCounter,
  type AccidentDraft,
  type PersonDetails,
} from './journey';

function quotationInput(draft: AccidentDraft, person: PersonDetails): QuotationInput {
  return {
    name: person.name.trim(),
    dob: draft.dob,
    identification_no: person.nric.trim(),
    email: person.email.trim(),
    phone: person.phone.replace(/\s/g, ''),
    gender: person.gender === 'f' ? 'f' : 'm',
    plan_detail_id: draft.planId ?? 0,
    occupation_code: draft.occupation,
    nature_of_business_code: draft.business,
    payment_type: 2,
    detail: {
      address_1: person.address1.trim(),
      ...(person.address2.trim() ? { address_2: person.address2.trim() } : {}),
      postcode: person.postcode.trim(),
      state_code: person.stateCode,
      source: 'web',
    },
  };
}

export function UnderwritingsPage() {
  const { t, i18n } = useTranslation('partners');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { draft, update } = useAccidentDraft();
  const counter = useCounter('underwritings');
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<unknown>(null);
  const questions = useAccidentQuestions(draft.dob);
  const missing = missingStep(draft, 'underwritings');
  if (missing) return <BackToStep step={missing} />;
  const required = t('validation.required', { ns: 'shared' });

  return (
    <AccidentFrame step="underwritings" focusTitle={false}>
      <section aria-labelledby="accident-underwritings">
        <StepHeading counter={counter} id="accident-underwritings" focusOnMount>
          {t('accident.steps.underwritings')}
        </StepHeading>
        <p>{t('accident.underwritings.intro')}</p>
        {questions.status === 'loading' ? <Loader /> : null}
        {questions.status === 'error' ? (
          <>
            <ErrorAlert error={questions.error} />
            <Button variant="secondary" onClick={questions.retry}>
              {t('partnerInsurer.tryAgain')}
            </Button>
          </>
        ) : null}
        {questions.status === 'success' && questions.data.length === 0 ? (
          <Alert variant="info">{t('accident.underwritings.none')}</Alert>
        ) : null}
        {questions.status === 'success' ? (
          <Formik<Record<string, string>>
            initialValues={Object.fromEntries(
              questions.data.map((question) => [
                question.uuid,
                draft.answers.find((answer) => answer.question_uuid === question.uuid)?.answer ?? '',
              ]),
            )}
            validate={(values) =>
              Object.fromEntries(
                Object.entries(values)
                  .filter(([, value]) => !value)
                  .map(([key]) => [key, required]),
              )
            }
            onSubmit={async (values) => {
              setError(null);
              const answers = questions.data.map((question) => ({
                question_uuid: question.uuid,
                answer: values[question.uuid] === 'Yes' ? ('Yes' as const) : ('No' as const),
                user_note: '',
              }));
              try {
                const quotation = await createQuotation(quotationInput(draft, draft.person!));
                update({ answers, refId: quotation.uuid });
                navigate(localized(stepPaths.quotation));
              } catch (caught) {
                update({ answers });
                setError(caught);
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form ref={formRef} noValidate>
                <FocusFirstError formRef={formRef} />
                {questions.data.map((question) => (
                  <RadioGroup
                    key={question.uuid}
                    name={question.uuid}
                    legend={textOf(question.text, i18n.language)}
                    required
                    options={[
                      { value: 'Yes', label: t('accident.yes') },
                      { value: 'No', label: t('accident.no') },
                    ]}
                  />
                ))}
                {error ? <ErrorAlert error={error} /> : null}
                <StepActions
                  loading={isSubmitting}
                  continueLabel={t('accident.underwritings.submit')}
                  onBack={() => navigate(localized(stepPaths.details))}
                />
              </Form>
            )}
          </Formik>
        ) : null}
      </section>
    </AccidentFrame>
  );
}
