import { useId } from 'react';
import { useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from '../tokens';
import { RequiredMark } from './field';

const Fieldset = styled.fieldset`
  margin: 0 0 ${space.md};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend<{ $large: boolean }>`
  margin-bottom: ${(p) => (p.$large ? space.sm : space.xs)};
  padding: 0;
  color: ${colors.text};
  font-size: ${(p) => (p.$large ? fontSizes.xl : fontSizes.md)};
  font-weight: ${(p) => (p.$large ? fontWeights.bold : fontWeights.semibold)};
  line-height: ${lineHeights.snug};
`;

const Options = styled.div<{ $stacked: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$stacked ? '1fr' : 'repeat(auto-fit, minmax(8rem, 1fr))')};
  gap: ${space.xs};
`;

const Option = styled.label<{ $checked: boolean; $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 48px;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${(p) => (p.$invalid ? colors.error : p.$checked ? colors.primary : colors.borderStrong)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$checked ? colors.primarySoft : colors.background)};
  color: ${colors.text};
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.primary};
  }
`;

const ErrorText = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

export interface RadioOption {
  value: string;
  label: string;
}

/** A Formik-bound group of radio buttons in a fieldset; its legend names the group. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  onValueChange,
  large = false,
  stacked = false,
  required = false,
}: {
  /** Given to the first radio button (a link may focus the group through it). */
  id?: string;
  name: string;
  legend: string;
  options: RadioOption[];
  onValueChange?: (value: string) => void;
  /** The legend styled as a section title (the group is a section of its own). */
  large?: boolean;
  /** One option a row, for labels longer than a word or two (plans with their cover and price). */
  stacked?: boolean;
  /** The member must choose one: marked like a required field (" *"), and each radio button is required. */
  required?: boolean;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const errorId = `${useId()}-error`;
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;

  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend $large={large}>
        {legend}
        {required ? <RequiredMark /> : null}
      </Legend>
      <Options $stacked={stacked}>
        {options.map((option, index) => {
          const checked = field.value === option.value;
          return (
            <Option key={option.value} $checked={checked} $invalid={Boolean(error)}>
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                required={required || undefined}
                onChange={() => {
                  void helpers.setValue(option.value);
                  onValueChange?.(option.value);
                }}
                onBlur={() => void helpers.setTouched(true)}
              />
              {option.label}
            </Option>
          );
        })}
      </Options>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Fieldset>
  );
}
