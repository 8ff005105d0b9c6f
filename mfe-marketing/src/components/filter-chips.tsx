import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@teduh/shared';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0 0 ${space.lg};
`;

const Chip = styled.button`
  min-height: 44px;
  padding: ${space.xs} ${space.md};
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radii.pill};
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  cursor: pointer;

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }

  &[aria-pressed='true'] {
    border-color: ${colors.primary};
    background: ${colors.primary};
    color: ${colors.onPrimary};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export interface ChipOption {
  value: string;
  label: string;
}

/** One-of filter buttons (FAQ and help-centre topics, article categories): the chosen one is pressed. */
export function FilterChips({
  label,
  options,
  value,
  onChange,
}: {
  /** Names the group for screen readers, e.g. "Topics". */
  label: string;
  options: ChipOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
