import type { ChangeEvent, FocusEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
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
  position: relative;
`;

const Select = styled.select`
  ${controlReset}
  appearance: none;
  padding-right: ${space.xl};
  cursor: pointer;
`;

const Chevron = styled.svg`
  position: absolute;
  right: ${space.sm};
  top: 50%;
  width: 16px;
  height: 16px;
  transform: translateY(-50%);
  color: ${colors.text};
  pointer-events: none;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'children' | 'multiple'
> {
  label: ReactNode;
  options: SelectOption[];
  /** First, empty choice ("Select gender"); it cannot be chosen again once a value is picked. */
  placeholder?: string;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  value?: string;
  defaultValue?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  placeholder,
  name,
  hint,
  error,
  hideLabel = false,
  id: idProp,
  value,
  defaultValue,
  onChange,
  onBlur,
  required,
  disabled = false,
  className,
  ref,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(idProp);
  const formik = useFormikField<string | undefined>(name);
  const shownError = error ?? formik?.error;
  const hasError =
    shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== '';

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    formik?.field.onChange(event);
    onChange?.(event);
  };
  const handleBlur = (event: FocusEvent<HTMLSelectElement>) => {
    formik?.field.onBlur(event);
    onBlur?.(event);
  };
  const boundValue = value ?? (formik ? (formik.field.value ?? '') : undefined);
  const needsEmptyOption = placeholder !== undefined;

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.id} id={ids.labelId} $hidden={hideLabel}>
        {label}
        {required ? <RequiredMark /> : null}
      </FieldLabel>
      {hasHint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <Frame $invalid={hasError} $disabled={disabled}>
        <Select
          {...selectProps}
          ref={ref}
          id={ids.id}
          name={name}
          value={boundValue}
          // Uncontrolled with a placeholder: start on the empty choice, not on the first option.
          defaultValue={
            boundValue === undefined ? (defaultValue ?? (needsEmptyOption ? '' : undefined)) : undefined
          }
          onChange={handleChange}
          onBlur={handleBlur}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(ids, hasHint, hasError, extraDescribedBy)}
        >
          {needsEmptyOption ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
        <Chevron viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </Chevron>
      </Frame>
      {hasError ? <FieldError id={ids.errorId}>{shownError}</FieldError> : null}
    </FieldRoot>
  );
}
