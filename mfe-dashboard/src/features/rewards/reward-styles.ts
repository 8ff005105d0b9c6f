// The rewards page's cards share these: a muted line and a list of label-value rows.
import styled from 'styled-components';
import { colors, lineHeights, space } from '@teduh/shared';

export const Muted = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

export const Rows = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.xxs} ${space.sm};
    padding: ${space.xs} 0;
    border-bottom: 1px solid ${colors.border};
    line-height: ${lineHeights.body};
  }
`;
