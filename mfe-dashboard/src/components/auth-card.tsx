import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { colors, fontWeights, space } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';

export const AuthFootnote = styled.p`
  margin: ${space.lg} 0 0;
  padding-top: ${space.md};
  border-top: 1px solid ${colors.border};
  color: ${colors.textMuted};
  text-align: center;

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
    text-underline-offset: 0.15em;
  }
`;

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** A short line above the title, e.g. "Step 2 of 3". */
  eyebrow?: string;
  /** The title, so a step change can move the reading position to it. */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The centred card of the account pages (sign-in, register, password recovery): the kit's framed box. */
export function AuthCard({ eyebrow, ...box }: AuthCardProps) {
  return <WizardBox card progress={eyebrow} {...box} />;
}
