import { css } from 'styled-components';
import { colors, radii } from '../tokens';

/**
 * A round button (or link) around one icon, such as a close cross. `size` is its square: 44px, the smallest
 * touch target, unless it sits in a dense line (an alert's or a toast's) whose own height is the target.
 * `tinted`: it sits on a tinted background, which the hover darkens instead of covering. `rounded`: a rounded
 * square rather than a circle (the navbar's menu button, beside the square logo).
 */
export const iconButton = (size: '32px' | '44px', { tinted = false, rounded = false } = {}) => css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  padding: 0;
  border: 0;
  border-radius: ${rounded ? radii.md : radii.pill};
  background: transparent;
  color: ${colors.text};
  cursor: pointer;

  &:hover {
    background: ${tinted ? 'rgba(0, 0, 0, 0.06)' : colors.surface};
    color: ${colors.text};
  }
`;
