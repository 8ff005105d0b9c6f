import type { ReactNode, Ref } from 'react';
import { useState } from 'react';
import { styled } from 'styled-components';
import { colors, durations, fontSizes, radii, shadows, space } from '../tokens';
import { useFormikField, useFieldIds } from './field';
import { Spinner } from './loader';
import { useUiTranslation } from './translations';
import { VisuallyHidden } from './visually-hidden';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: 44px;
  margin-bottom: ${space.md};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
`;

const LabelText = styled.label`
  color: ${colors.text};
  cursor: pointer;
`;

const Description = styled.span`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  width: 52px;
  height: 32px;
  padding: 0;
  border: 2px solid ${(p) => (p.$on ? colors.primary : colors.borderStrong)};
  border-radius: ${radii.pill};
  background: ${(p) => (p.$on ? colors.primary : colors.background)};
  cursor: pointer;
  transition:
    background-color ${durations.base} ease,
    border-color ${durations.base} ease;

  &:disabled,
  &[aria-busy='true'] {
    cursor: not-allowed;
    border-color: ${colors.disabledText};
    background: ${(p) => (p.$on ? colors.disabledText : colors.disabledBackground)};
  }
`;

const Knob = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  left: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${radii.round};
  background: ${(p) => (p.$on ? colors.background : colors.borderStrong)};
  color: ${colors.primary};
  box-shadow: ${shadows.sm};
  transform: translateX(${(p) => (p.$on ? '20px' : '0')});
  transition: transform ${durations.base} ease;
`;

export interface SwitchProps {
  label: ReactNode;
  /** Extra text read after the label (e.g. what turning it on means). */
  description?: ReactNode;
  /** Controlled state; leave out for an uncontrolled switch (or give `name` inside a Formik form). */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** The change is being saved: shows a spinner and ignores presses. */
  loading?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off switch (role="switch"), operated with Space or Enter like any button. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  loading = false,
  name,
  id: idProp,
  className,
  ref,
}: SwitchProps) {
  const { t } = useUiTranslation();
  const ids = useFieldIds(idProp);
  const formik = useFormikField<boolean | undefined>(name);
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const formikValue = formik?.field.value;
  const on = checked ?? (typeof formikValue === 'boolean' ? formikValue : uncontrolled);
  const hasDescription = description !== undefined && description !== null && description !== '';

  const toggle = () => {
    if (disabled || loading) return;
    const next = !on;
    if (checked === undefined && !formik) setUncontrolled(next);
    if (formik) {
      void formik.helpers.setValue(next);
      void formik.helpers.setTouched(true, false);
    }
    onChange?.(next);
  };

  return (
    <Row className={className}>
      <Texts>
        {/* A label may name a button; clicking it presses the switch. */}
        <LabelText id={ids.labelId} htmlFor={ids.id}>
          {label}
        </LabelText>
        {hasDescription ? <Description id={ids.hintId}>{description}</Description> : null}
      </Texts>
      <Track
        ref={ref}
        type="button"
        role="switch"
        id={ids.id}
        name={name}
        $on={on}
        aria-checked={on}
        aria-labelledby={ids.labelId}
        aria-describedby={hasDescription ? ids.hintId : undefined}
        aria-busy={loading || undefined}
        disabled={disabled}
        onClick={toggle}
      >
        <Knob $on={on}>{loading ? <Spinner size="sm" /> : null}</Knob>
        {loading ? <VisuallyHidden>{t('ui.loading')}</VisuallyHidden> : null}
      </Track>
    </Row>
  );
}
