import { useRef, useState } from 'react';
import { Form, Formik, getIn } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import { Alert, Button, Loader, space, useLocalizedPath } from '@teduh/shared';
import { FocusFirstError, TextField, RadioGroup } from '@teduh/shared/forms';
import { StepActions, StepHeading } from '@teduh/shared/journey';
import { updateQuotation } from '../../../api/quotations';
import type { QuestionSet } from '../../../api/types';
import { submitUnderwriting, useQuestionSets, useUnderwritingSubmission } from '../../../api/underwriting';
import { ErrorAlert } from '../../../components/error-alert';
import type { StepProps } from './step-props';

const Question = styled.div`
  margin-bottom: ${space.md};
`;

type Answers = Record<string, { answer: 'yes' | 'no' | ''; note: string }>;

/** Formik paths cannot hold dashes safely in every helper: questions are keyed by position. */
const keyOf = (position: number) => `q${position}`;

export function underwritingStatusPath(quotationUuid: string): string {
  return `/pusara-pro/underwriting-status?quotation=${quotationUuid}`;
}

/**
 * Step 5: the plan's health questions. Every question needs Yes or No, and a Yes needs a note. All No is
 * accepted at once; any Yes waits for our staff (the member is told on the underwriting-status page).
 */
export function UnderwritingStep({ quotation, counter, focusHeading, onSaved, onNext, onBack }: StepProps) {
  const { t } = useTranslation('pusara');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<unknown>(null);
  const [answerAgain, setAnswerAgain] = useState(false);
  const existing = useUnderwritingSubmission(quotation.underwriting_submission);
  const sets = useQuestionSets();

  const heading = (
    <StepHeading counter={counter} focusOnMount={focusHeading} id="step-underwriting">
      {t('underwriting.title')}
    </StepHeading>
  );

  if (existing.status === 'loading' || (sets.status === 'loading' && !answerAgain)) {
    return (
      <section aria-labelledby="step-underwriting">
        {heading}
        <Loader label={t('common.loading')} showLabel />
      </section>
    );
  }

  const previous = existing.status === 'success' ? existing.data : null;
  if (previous && !answerAgain && (previous.status === 'accepted' || previous.status === 'pending')) {
    return (
      <section aria-labelledby="step-underwriting">
        {heading}
        {previous.status === 'accepted' ? (
          <Alert variant="success">{t('underwriting.accepted')}</Alert>
        ) : (
          <Alert variant="info" title={t('underwritingStatus.pending.title')}>
            {t('underwritingStatus.pending.text')}
          </Alert>
        )}
        <p>
          <Button variant="link" onClick={() => setAnswerAgain(true)}>
            {t('underwriting.answerAgain')}
          </Button>
        </p>
        <StepActions
          onBack={onBack}
          onContinue={
            previous.status === 'accepted'
              ? onNext
              : () => navigate(localized(underwritingStatusPath(quotation.uuid)))
          }
          continueLabel={previous.status === 'accepted' ? undefined : t('underwriting.seeStatus')}
        />
      </section>
    );
  }

  if (sets.status !== 'success' || !sets.data[0]) {
    return (
      <section aria-labelledby="step-underwriting">
        {heading}
        {sets.status === 'error' ? (
          <ErrorAlert error={sets.error} />
        ) : (
          <Alert variant="error">{t('underwriting.noQuestions')}</Alert>
        )}
        <StepActions onBack={onBack} onContinue={sets.retry} continueLabel={t('common.retry')} />
      </section>
    );
  }

  const set: QuestionSet = sets.data[0];
  const questions = [...set.questions].sort((a, b) => a.position - b.position);
  const initial: Answers = Object.fromEntries(
    questions.map((question) => [keyOf(question.position), { answer: '', note: '' }]),
  );

  const validate = (values: Answers) => {
    const errors: Record<string, { answer?: string; note?: string }> = {};
    for (const question of questions) {
      const key = keyOf(question.position);
      const value = values[key];
      if (!value?.answer) errors[key] = { answer: t('underwriting.answerRequired') };
      else if (value.answer === 'yes' && !value.note.trim())
        errors[key] = { note: t('underwriting.noteRequired') };
    }
    return errors;
  };

  const submit = async (values: Answers) => {
    setError(null);
    try {
      const submission = await submitUnderwriting({
        questionSet: set.uuid,
        answers: questions.map((question) => {
          const value = values[keyOf(question.position)]!;
          return {
            question: question.uuid,
            answer: value.answer === 'yes' ? 'yes' : 'no',
            user_note: value.answer === 'yes' ? value.note.trim() : null,
          };
        }),
      });
      onSaved(await updateQuotation(quotation.uuid, { underwriting_submission: submission.uuid }));
      if (submission.status === 'accepted') onNext();
      else navigate(localized(underwritingStatusPath(quotation.uuid)));
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <section aria-labelledby="step-underwriting">
      {heading}
      <p>{t('underwriting.intro')}</p>
      {previous?.status === 'rejected' ? (
        <Alert variant="warning">{t('underwritingStatus.rejected.text')}</Alert>
      ) : null}
      <Formik initialValues={initial} validate={validate} onSubmit={submit}>
        {({ values, isSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            {questions.map((question, index) => {
              const key = keyOf(question.position);
              return (
                <Question key={question.uuid}>
                  <RadioGroup
                    name={`${key}.answer`}
                    legend={`${index + 1}. ${question.text}`}
                    options={[
                      { value: 'yes', label: t('common.yes') },
                      { value: 'no', label: t('common.no') },
                    ]}
                  />
                  {getIn(values, `${key}.answer`) === 'yes' ? (
                    <TextField
                      name={`${key}.note`}
                      label={t('underwriting.note')}
                      hint={t('underwriting.noteHint')}
                      required
                    />
                  ) : null}
                </Question>
              );
            })}
            {error ? <ErrorAlert error={error} /> : null}
            <StepActions onBack={onBack} loading={isSubmitting} continueLabel={t('underwriting.submit')} />
          </Form>
        )}
      </Formik>
    </section>
  );
}
