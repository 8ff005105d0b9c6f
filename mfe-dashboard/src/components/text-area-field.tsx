import { useId, type ChangeEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  margin-bottom: ${space.md};
`;

const Label = styled.label`
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 8rem;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${(p) => (p.$invalid ? colors.error : colors.borderStrong)};
  box-shadow: ${(p) => (p.$invalid ? `inset 0 0 0 1px ${colors.error}` : 'none')};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.body};
  resize: vertical;

  &:focus-visible {
    border-color: ${(p) => (p.$invalid ? colors.error : colors.primary)};
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    background: ${colors.disabledBackground};
    color: ${colors.disabledText};
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.sm};
  font-size: ${fontSizes.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.error};
  font-weight: ${fontWeights.medium};
`;

const Count = styled.span`
  margin-left: auto;
  color: ${colors.textMuted};
`;

/** A Formik-bound multi-line field with its label, its error (announced) and a character count. */
export function TextAreaField({
  name,
  label,
  maxLength,
  countLabel,
  required = false,
  disabled = false,
}: {
  name: string;
  label: string;
  maxLength: number;
  /** e.g. "120 of 2000 characters", read with the field. */
  countLabel: (count: number) => string;
  required?: boolean;
  disabled?: boolean;
}) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;

  return (
    <Root>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" style={{ color: colors.error }}>
            {' *'}
          </span>
        ) : null}
      </Label>
      <Area
        {...field}
        id={id}
        value={field.value ?? ''}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => field.onChange(event)}
        maxLength={maxLength}
        rows={5}
        disabled={disabled}
        $invalid={error !== null}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
      />
      <Footer>
        {error ? (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        ) : null}
        <Count id={countId}>{countLabel((field.value ?? '').length)}</Count>
      </Footer>
    </Root>
  );
}
