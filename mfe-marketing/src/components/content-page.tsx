import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink, colors, fontSizes, fontWeights, lineHeights, media, space } from '@teduh/shared';

// The frame of a page that reads as one document (an article, an official record): a reading column, a
// link back to its list, and a header with the title.

export const ContentColumn = styled.div`
  max-width: 46rem;
  margin: 0 auto;
`;

const Back = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 44px;
  margin: 0 0 ${space.md};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
`;

/** "← Back to …": `to` is the list's unprefixed path (localized here). */
export function BackToList({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to} localize>
      <span aria-hidden="true">←</span>
      {children}
    </Back>
  );
}

export const ContentHeader = styled.header`
  margin: 0 0 ${space.xl};
  padding-bottom: ${space.lg};
  border-bottom: 1px solid ${colors.border};
`;

export const ContentTitle = styled.h1`
  margin: ${space.xs} 0 ${space.sm};
  color: ${colors.text};
  font-size: ${fontSizes.xxxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  ${media.above('md')} {
    font-size: ${fontSizes.display};
  }
`;
