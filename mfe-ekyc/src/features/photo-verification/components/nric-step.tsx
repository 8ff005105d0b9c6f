import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, lineHeights, space } from '@teduh/shared';
import { formatNricDashed, type Gender } from '@teduh/shared/identity';
import { FocusFirstError } from '@teduh/shared/forms';
import { NricField, StepHeading } from '@teduh/shared/journey';
import { createNricSchema } from '../api/submit-photos';

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

/** Step 1: the member's NRIC, typed with the 6-2-4 mask (prefilled from the profile). */
export function NricStep({
  counter,
  initialValue,
  person,
  serverError,
  focusHeading,
  onDone,
}: {
  counter: string;
  initialValue: string;
  person: { dob: string | null; gender: Gender | null };
  /** What the API said about the NRIC on the last upload. */
  serverError: string | null;
  focusHeading: boolean;
  onDone: (idRef: string) => void;
}) {
  const { t } = useTranslation('ekyc');
  const formRef = useRef<HTMLFormElement>(null);
  const initialMasked = formatNricDashed(initialValue);

  return (
    <section>
      <StepHeading counter={counter} focusOnMount={focusHeading}>
        {t('photo.steps.nric.title')}
      </StepHeading>
      <Text>{t('photo.steps.nric.instructions')}</Text>
      <Formik
        initialValues={{ id_ref: initialMasked }}
        initialTouched={serverError ? { id_ref: true } : undefined}
        validationSchema={createNricSchema(t, person)}
        onSubmit={(values) => onDone(values.id_ref)}
      >
        {({ values, errors }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <NricField
              name="id_ref"
              label={t('photo.steps.nric.label')}
              hint={t('photo.steps.nric.hint')}
              // The API's word stays until the member changes the number.
              error={
                serverError && values.id_ref === initialMasked && !errors.id_ref ? serverError : undefined
              }
            />
            <Button type="submit" size="lg" fullWidth>
              {t('photo.continue')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
