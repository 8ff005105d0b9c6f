import type { ReactNode } from 'react';
import { useContext, useId } from 'react';
import { FormikContext, type FieldHelperProps, type FieldInputProps, type FormikContextType } from 'formik';
import { css, styled } from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from '../tokens';
import { visuallyHidden } from './visually-hidden';

/** Binds a field to the enclosing Formik form when it has a `name`; null when used controlled. */
export function useFormikField<Value = unknown>(
  name: string | undefined,
): { field: FieldInputProps<Value>; helpers: FieldHelperProps<Value>; error: string | undefined } | null {
  // useContext instead of useField: the same component also works outside any Formik form.
  const formik = useContext(FormikContext) as FormikContextType<unknown> | undefined;
  if (!formik || !name) return null;
  const field = formik.getFieldProps<Value>(name);
  const meta = formik.getFieldMeta<Value>(name);
  const helpers = formik.getFieldHelpers<Value>(name);
  const visible = Boolean(meta.touched) || formik.submitCount > 0;
  const error = visible && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  return { field, helpers, error };
}

export function useFieldIds(idProp: string | undefined) {
  const generated = useId();
  const id = idProp ?? `field-${generated}`;
  return { id, labelId: `${id}-label`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** aria-describedby for a control: its hint and, when shown, its error (error last, read last). */
export function describedBy(
  ids: { hintId: string; errorId: string },
  hasHint: boolean,
  hasError: boolean,
  extra?: string,
): string | undefined {
  const list = [extra, hasHint ? ids.hintId : undefined, hasError ? ids.errorId : undefined].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  width: 100%;
  margin-bottom: ${space.md};
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-weight: ${fontWeights.semibold};
  color: ${colors.text};
  line-height: ${lineHeights.snug};
  ${(p) => p.$hidden && visuallyHidden}
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${space.xxs};
  margin: 0;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${colors.error};

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id} role="alert">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4.2M8 11.2v.3" stroke={colors.onError} strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </ErrorText>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" style={{ color: colors.error }}>
      {' *'}
    </span>
  );
}

/** The bordered frame of an input or select; the focus ring follows the control inside it. */
export const controlFrame = css<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 48px;
  border: 1px solid ${(p) => (p.$invalid ? colors.error : colors.borderStrong)};
  box-shadow: ${(p) => (p.$invalid ? `inset 0 0 0 1px ${colors.error}` : 'none')};
  border-radius: ${radii.md};
  background: ${(p) => (p.$disabled ? colors.disabledBackground : colors.background)};
  color: ${(p) => (p.$disabled ? colors.disabledText : colors.text)};

  &:focus-within {
    border-color: ${(p) => (p.$invalid ? colors.error : colors.primary)};
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The bare control inside the frame (input or select). */
export const controlReset = css`
  flex: 1;
  min-width: 0;
  min-height: 46px;
  padding: ${space.xs} ${space.sm};
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: inherit;
  font-size: ${fontSizes.md};
  line-height: ${lineHeights.snug};

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    cursor: not-allowed;
    -webkit-text-fill-color: ${colors.disabledText};
    opacity: 1;
  }

  &::placeholder {
    color: ${colors.textMuted};
    opacity: 1;
  }
`;
