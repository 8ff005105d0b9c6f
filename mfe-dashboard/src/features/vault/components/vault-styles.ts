import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, media, radii, space } from '@teduh/shared';
export { BackLink, Lead, Page, Title } from '../../../components/account-page';

export const Panel = styled.section`
  margin-bottom: ${space.lg};
  padding: ${space.lg} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${colors.background};

  ${media.above('sm')} {
    padding: ${space.lg};
  }

  h2 {
    margin: 0 0 ${space.sm};
    color: ${colors.text};
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.bold};
  }

  h3 {
    margin: ${space.md} 0 ${space.xs};
    color: ${colors.text};
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
  }

  p {
    margin: 0 0 ${space.sm};
    color: ${colors.textMuted};
    line-height: ${lineHeights.body};
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: ${space.md};
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${space.xs} ${space.md};
  margin: 0;

  ${media.above('sm')} {
    grid-template-columns: minmax(0, 14rem) minmax(0, 1fr);
  }

  dt {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }

  dd {
    margin: 0 0 ${space.xs};
    color: ${colors.text};
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export const PlainList = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Retry = styled.div`
  margin-top: ${space.md};
`;
