import { styled } from 'styled-components';
import { colors, fontSizes, media, space } from '../tokens';

/** Layout of the 404 and error pages: centred, readable line length, mobile first. */
export const StatusPageRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  min-height: 60vh;
  max-width: 640px;
  margin: 0 auto;
  padding: ${space.xxl} ${space.md};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${fontSizes.xxl};
    color: ${colors.text};

    ${media.above('sm')} {
      font-size: ${fontSizes.xxxl};
    }
  }

  p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: ${fontSizes.lg};
  }
`;

export const StatusCode = styled.p`
  && {
    font-size: ${fontSizes.display};
    font-weight: 700;
    color: ${colors.primary};
    line-height: 1;
  }
`;

export const StatusActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.sm};
  margin-top: ${space.sm};
`;
