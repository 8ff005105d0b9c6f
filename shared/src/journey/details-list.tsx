import styled from 'styled-components';
import { colors, fontWeights, space } from '@teduh/shared';

/**
 * A person's or an application's details as label and value rows (`dt`/`dd`): stacked on a phone, side by side
 * from 480px; long values (an e-mail, an address) wrap anywhere rather than overflow.
 */
export const DetailsList = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.xxs};
  margin: 0 0 ${space.lg};

  dt {
    margin-top: ${space.xs};
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  @media (min-width: 480px) {
    grid-template-columns: auto 1fr;
    gap: ${space.xs} ${space.md};

    dt {
      margin-top: 0;
    }
  }
`;
