import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space } from '@teduh/shared';
import { TableScroll } from '@teduh/shared/table-scroll';

/** Scrolls sideways on a narrow screen, with a visible hint (the shared TableScroll). */
const Scroller = styled(TableScroll)`
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  th,
  td {
    padding: ${space.xs} ${space.sm};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${colors.textMuted};
    font-weight: ${fontWeights.semibold};
    background: ${colors.surface};
    white-space: nowrap;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }

  td.amount,
  th.amount {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroller label={label}>
      <Table>
        <caption>{label}</caption>
        {children}
      </Table>
    </Scroller>
  );
}
