import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontWeights, space } from '@teduh/shared';

const Table = styled.dl<{ $gap: 'md' | 'lg' }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${(p) => space[p.$gap]};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 8px;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Term = styled.dt<{ $total: boolean }>`
  color: ${(p) => (p.$total ? colors.text : colors.textMuted)};
  font-weight: ${(p) => (p.$total ? fontWeights.bold : 'inherit')};
`;

const Value = styled.dd<{ $total: boolean; $keepTogether: boolean }>`
  font-weight: ${(p) => (p.$total ? fontWeights.bold : 'inherit')};
  /* A certificate number reads as one word: never broken across lines. */
  white-space: ${(p) => (p.$keepTogether ? 'nowrap' : 'normal')};
`;

export interface BreakdownRow {
  /** Unique among the rows (React's key). */
  id: string;
  label: string;
  /** Already formatted: money as the shared formatters give it, a name, a number. */
  value: ReactNode;
  /** The amount the rows add up to: bold, and said last. */
  total?: boolean;
  /** Never broken across lines (a certificate number). */
  keepTogether?: boolean;
}

/**
 * A contribution and where it goes (tabarru' to the takaful fund, the wakalah fee, the total), or any
 * short list of a plan's figures, as label and value pairs.
 */
export function ContributionBreakdown({
  label,
  rows,
  spaceAfter = 'lg',
}: {
  /** What the list is, for screen readers. */
  label: string;
  rows: readonly BreakdownRow[];
  spaceAfter?: 'md' | 'lg';
}) {
  return (
    <Table aria-label={label} $gap={spaceAfter}>
      {rows.map((row) => (
        <Row key={row.id} row={row} />
      ))}
    </Table>
  );
}

function Row({ row }: { row: BreakdownRow }) {
  const total = row.total ?? false;
  return (
    <>
      <Term $total={total}>{row.label}</Term>
      <Value $total={total} $keepTogether={row.keepTogether ?? false}>
        {row.value}
      </Value>
    </>
  );
}
