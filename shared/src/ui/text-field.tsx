import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { colors, space } from '../tokens';
import {
  controlFrame,
  controlReset,
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldRoot,
  RequiredMark,
  useFieldIds,
  useFormikField,
} from './field';

const Frame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${controlFrame}
`;

const Input = styled.input`
  ${controlReset}
`;

const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${space.sm};
  color: ${colors.textMuted};
  white-space: nowrap;
`;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'size' | 'children' | 'prefix'
> {
  label: ReactNode;
  /** Inside a Formik form, binds value, change, blur and the (touched) error to this field. */
  name?: string;
  hint?: ReactNode;
  /** Shown with role="alert", and wires aria-invalid and aria-describedby. Overrides Formik's error. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (use only when the purpose is visible some other way). */
  hideLabel?: boolean;
  value?: string | number;
  defaultValue?: string | number;
  /** Non-editable text before the input, e.g. "RM" or "+60". */
  startAdornment?: ReactNode;
  /** Content after the input, e.g. a show-password button. */
  endAdornment?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  name,
  hint,
  error,
  hideLabel = false,
  id: idProp,
  value,
  onChange,
  onBlur,
  required,
  disabled = false,
  type = 'text',
  startAdornment,
  endAdornment,
  className,
  ref,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(idProp);
  const formik = useFormikField<string | number | undefined>(name);
  const shownError = error ?? formik?.error;
  const hasError =
    shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  // The prefix ("RM", "+60") is part of what the user types into, so it is read with the field.
  const hasStart = startAdornment !== undefined && startAdornment !== null;
  const startId = `${ids.id}-start`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    formik?.field.onChange(event);
    onChange?.(event);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    formik?.field.onBlur(event);
    onBlur?.(event);
  };
  // Formik's value, unless the caller controls it; never undefined once bound, so React keeps it controlled.
  const boundValue = value ?? (formik ? (formik.field.value ?? '') : undefined);

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.id} id={ids.labelId} $hidden={hideLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </FieldLabel>
      {hasHint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <Frame $invalid={hasError} $disabled={disabled}>
        {hasStart ? <Adornment id={startId}>{startAdornment}</Adornment> : null}
        <Input
          {...inputProps}
          ref={ref}
          id={ids.id}
          name={name}
          type={type}
          value={boundValue}
          onChange={handleChange}
          onBlur={handleBlur}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(
            ids,
            hasHint,
            hasError,
            [hasStart ? startId : undefined, extraDescribedBy].filter(Boolean).join(' ') || undefined,
          )}
        />
        {endAdornment ? <Adornment>{endAdornment}</Adornment> : null}
      </Frame>
      {hasError ? <FieldError id={ids.errorId}>{shownError}</FieldError> : null}
    </FieldRoot>
  );
}
