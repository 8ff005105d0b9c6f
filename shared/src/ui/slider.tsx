import type { ChangeEvent, CSSProperties, KeyboardEvent, ReactNode, Ref } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { css, styled } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, shadows, space } from '../tokens';
import { describedBy, FieldHint, FieldLabel, FieldRoot, useFieldIds, useFormikField } from './field';

const thumb = css`
  width: 28px;
  height: 28px;
  border: 3px solid ${colors.background};
  border-radius: ${radii.round};
  background: ${colors.primary};
  box-shadow: ${shadows.md};
  cursor: grab;
`;

const track = css`
  height: 8px;
  border-radius: ${radii.pill};
`;

const Range = styled.input`
  --fill: 0%;
  width: 100%;
  height: 44px;
  margin: 0;
  background: transparent;
  appearance: none;
  -webkit-appearance: none;
  cursor: pointer;
  touch-action: pan-y;

  &::-webkit-slider-runnable-track {
    ${track}
    background: linear-gradient(
      to right,
      ${colors.primary} 0,
      ${colors.primary} var(--fill),
      ${colors.border} var(--fill),
      ${colors.border} 100%
    );
  }

  &::-webkit-slider-thumb {
    ${thumb}
    -webkit-appearance: none;
    margin-top: -10px;
  }

  &::-moz-range-track {
    ${track}
    background: ${colors.border};
  }

  &::-moz-range-progress {
    ${track}
    background: ${colors.primary};
  }

  &::-moz-range-thumb {
    ${thumb}
  }

  &:active::-webkit-slider-thumb {
    cursor: grabbing;
  }

  &:disabled {
    cursor: not-allowed;
  }

  &:disabled::-webkit-slider-thumb {
    background: ${colors.disabledText};
    cursor: not-allowed;
  }

  &:disabled::-moz-range-thumb {
    background: ${colors.disabledText};
    cursor: not-allowed;
  }

  &:disabled::-moz-range-progress {
    background: ${colors.disabledText};
  }

  &:disabled::-webkit-slider-runnable-track {
    background: linear-gradient(
      to right,
      ${colors.disabledText} 0,
      ${colors.disabledText} var(--fill),
      ${colors.disabledBackground} var(--fill),
      ${colors.disabledBackground} 100%
    );
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.xs};
`;

const CurrentValue = styled.span`
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  color: ${colors.primary};
`;

const Bounds = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

// Keys with which a range input changes its value; the value is committed when the key is released.
const valueKeys = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

export interface SliderProps {
  label: ReactNode;
  hideLabel?: boolean;
  min: number;
  max: number;
  step?: number;
  /** Controlled value; leave out for an uncontrolled slider (or give `name` inside a Formik form). */
  value?: number;
  defaultValue?: number;
  /** Every change, including while dragging. */
  onChange?: (value: number) => void;
  /** Once the user settles on a value: pointer or key released, or a click on the track. */
  onCommit?: (value: number) => void;
  disabled?: boolean;
  /** Human text of a value, used for aria-valuetext and the visible labels (e.g. "RM50,000"). */
  valueText?: (value: number) => string;
  /** Show the current value beside the label (default true). */
  showValue?: boolean;
  /** Show the min and max under the track (default true). */
  showBounds?: boolean;
  hint?: ReactNode;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Slider({
  label,
  hideLabel = false,
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onChange,
  onCommit,
  disabled = false,
  valueText,
  showValue = true,
  showBounds = true,
  hint,
  name,
  id: idProp,
  className,
  ref,
}: SliderProps) {
  const ids = useFieldIds(idProp);
  const formik = useFormikField<number | undefined>(name);
  const [uncontrolled, setUncontrolled] = useState<number>(defaultValue ?? min);
  const formikValue = formik?.field.value;
  const current = value ?? (typeof formikValue === 'number' ? formikValue : uncontrolled);

  const inputRef = useRef<HTMLInputElement | null>(null);
  const committedRef = useRef(current);
  const lastEmittedRef = useRef(current);
  const keyActiveRef = useRef(false);
  const onCommitRef = useRef(onCommit);
  const formikRef = useRef(formik);
  useEffect(() => {
    onCommitRef.current = onCommit;
    formikRef.current = formik;
  });

  // A value set from outside (not by this slider) becomes the new committed baseline.
  useEffect(() => {
    if (current !== lastEmittedRef.current) {
      committedRef.current = current;
      lastEmittedRef.current = current;
    }
  }, [current]);

  const commit = useCallback(() => {
    const element = inputRef.current;
    if (!element || element.disabled) return;
    const next = Number(element.value);
    if (next === committedRef.current) return;
    committedRef.current = next;
    void formikRef.current?.helpers.setTouched(true, false);
    onCommitRef.current?.(next);
  }, []);

  // The native change event fires once the user lets go (mouse, touch and assistive technology);
  // React's onChange is the per-step input event, so it is listened to directly.
  useEffect(() => {
    const element = inputRef.current;
    if (!element) return undefined;
    const handleNativeChange = () => {
      if (!keyActiveRef.current) commit();
    };
    element.addEventListener('change', handleNativeChange);
    return () => element.removeEventListener('change', handleNativeChange);
  }, [commit]);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    lastEmittedRef.current = next;
    if (value === undefined && !formik) setUncontrolled(next);
    if (formik) void formik.helpers.setValue(next, false);
    onChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (valueKeys.has(event.key)) keyActiveRef.current = true;
  };

  const handleKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!keyActiveRef.current || !valueKeys.has(event.key)) return;
    keyActiveRef.current = false;
    commit();
  };

  const handleBlur = () => {
    keyActiveRef.current = false;
    commit();
  };

  const text = (v: number) => (valueText ? valueText(v) : String(v));
  const fill = max > min ? ((Math.min(Math.max(current, min), max) - min) / (max - min)) * 100 : 0;
  const hasHint = hint !== undefined && hint !== null && hint !== '';

  return (
    <FieldRoot className={className}>
      <Header>
        <FieldLabel htmlFor={ids.id} id={ids.labelId} $hidden={hideLabel}>
          {label}
        </FieldLabel>
        {showValue ? <CurrentValue aria-hidden="true">{text(current)}</CurrentValue> : null}
      </Header>
      {hasHint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <Range
        ref={setRefs}
        type="range"
        id={ids.id}
        name={name}
        min={min}
        max={max}
        step={step}
        value={current}
        disabled={disabled}
        aria-valuetext={valueText ? valueText(current) : undefined}
        aria-describedby={describedBy(ids, hasHint, false)}
        style={{ '--fill': `${fill}%` } as CSSProperties}
        onChange={handleChange}
        onPointerUp={commit}
        onKeyDown={handleKeyDown}
        onKeyUp={handleKeyUp}
        onBlur={handleBlur}
      />
      {showBounds ? (
        <Bounds aria-hidden="true">
          <span>{text(min)}</span>
          <span>{text(max)}</span>
        </Bounds>
      ) : null}
    </FieldRoot>
  );
}
