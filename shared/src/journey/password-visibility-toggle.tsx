import styled from 'styled-components';
import { colors, radii } from '@teduh/shared';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-right: -0.75rem;
  padding: 0;
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

const eye = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z';

/** The eye button at the end of a password field: a toggle button ("Show password", pressed or not). */
export function PasswordVisibilityToggle({
  visible,
  onToggle,
  label,
}: {
  visible: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <Toggle type="button" aria-label={label} aria-pressed={visible} onClick={onToggle}>
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <path d={eye} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" />
        {visible ? null : (
          <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        )}
      </svg>
    </Toggle>
  );
}
