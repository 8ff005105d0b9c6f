import styled from 'styled-components';
import { colors, fontWeights, radii } from '@teduh/shared';

/** A plain link for what is not a page of the app (a PDF the web server answers, a mailto:). */
export const TextLink = styled.a`
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;

  &:hover {
    color: ${colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.sm};
  }
`;
