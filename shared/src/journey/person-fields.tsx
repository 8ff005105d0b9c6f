import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { space } from '@teduh/shared';
import { TextField, type TextFieldProps } from '@teduh/shared/forms';
import { formatNricDashed } from '@teduh/shared/identity';
import type { useServerFieldErrors } from './server-field-errors';

type ServerFieldErrors = ReturnType<typeof useServerFieldErrors>;

const Names = styled.div`
  display: grid;
  gap: 0 ${space.md};

  @media (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * First and last name side by side (stacked on a phone), as on the MyKad, inside a Formik form. The
 * API's messages stay on a field until it is edited, when `server` is given.
 */
export function NameFields({
  firstName,
  lastName,
  server,
}: {
  /** The form field's name and its label. */
  firstName: { name: string; label: string };
  lastName: { name: string; label: string };
  server?: ServerFieldErrors;
}) {
  return (
    <Names>
      {[
        { ...firstName, autoComplete: 'given-name' },
        { ...lastName, autoComplete: 'family-name' },
      ].map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          required
          error={server?.errorFor(field.name)}
          onChange={() => server?.clearField(field.name)}
        />
      ))}
    </Names>
  );
}

/**
 * The 12-digit NRIC, shown as the member types in the MyKad's 6-2-4 form (xxxxxx-xx-xxxx), inside a
 * Formik form. The form's schema checks it with the spec's rules (`dashedNric`, `nricForPerson` of the
 * shared validators: 12 digits, a real date of birth, matching the person).
 */
export function NricField({
  name,
  onChange,
  ...props
}: Omit<TextFieldProps, 'name' | 'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'value'> & {
  name: string;
}) {
  const { setFieldValue } = useFormikContext();
  return (
    <TextField
      placeholder="xxxxxx-xx-xxxx"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={14}
      required
      {...props}
      name={name}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onChange?.(event);
        void setFieldValue(name, formatNricDashed(event.target.value));
      }}
    />
  );
}
