import { useId } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@teduh/shared';

const Label = styled.label`
  display: block;
  margin: 0 0 ${space.xs};
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
`;

const Input = styled.input`
  width: 100%;
  max-width: 36rem;
  min-height: 48px;
  padding: ${space.xs} ${space.md};
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.md};

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

const Wrapper = styled.div`
  margin: 0 0 ${space.lg};
`;

/** A labelled search field; filtering happens as the visitor types. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Wrapper role="search">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Wrapper>
  );
}
