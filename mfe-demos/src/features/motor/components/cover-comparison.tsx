import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, media, radii, space } from '@teduh/shared';
import { TableScroll } from '@teduh/shared/table-scroll';

const Plans = styled.div`
  display: grid;
  gap: ${space.md};
  margin-bottom: ${space.xl};

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Plan = styled.section`
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-top: 4px solid ${colors.primary};
  border-radius: ${radii.lg};
  background: ${colors.background};

  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.bold};
  }

  p {
    margin: 0 0 ${space.xs};
    color: ${colors.textMuted};
    line-height: ${lineHeights.body};
  }
`;

const TableWrapper = styled(TableScroll)`
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding: ${space.sm} ${space.md};
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    text-align: left;
  }

  th,
  td {
    padding: ${space.sm} ${space.xs};
    border-top: 1px solid ${colors.border};
    line-height: ${lineHeights.snug};
    text-align: left;
    vertical-align: top;

    ${media.above('sm')} {
      padding: ${space.sm} ${space.md};
    }
  }

  th:first-child {
    padding-left: ${space.md};
  }

  thead th {
    background: ${colors.primarySoft};
    font-weight: ${fontWeights.semibold};
  }

  tbody th {
    font-weight: ${fontWeights.medium};
  }
`;

const Mark = styled.span<{ $covered: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  flex-wrap: wrap;
  color: ${({ $covered }) => ($covered ? colors.success : colors.textMuted)};
  font-weight: ${fontWeights.semibold};

  svg {
    flex: none;
  }
`;

const planIds = ['comprehensive', 'thirdParty'] as const;

/** What each cover protects: [comprehensive, third party]. */
const rows = [
  { id: 'bodilyInjury', covered: [true, true] },
  { id: 'propertyDamage', covered: [true, true] },
  { id: 'ownDamage', covered: [true, false] },
  { id: 'fire', covered: [true, false] },
  { id: 'theft', covered: [true, false] },
] as const;

function CoverMark({ covered }: { covered: boolean }) {
  const { t } = useTranslation('demos');
  return (
    <Mark $covered={covered}>
      <svg width="18" height="18" viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" stroke="currentColor" strokeWidth="1.8" />
        <path
          d={covered ? 'M6 10.5l2.5 2.5L14 7.5' : 'M7 10h6'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {covered ? t('motor.comparison.covered') : t('motor.comparison.notCovered')}
    </Mark>
  );
}

export function CoverComparison() {
  const { t } = useTranslation('demos');
  return (
    <>
      <Plans>
        {planIds.map((id) => (
          <Plan key={id} aria-labelledby={`motor-plan-${id}`}>
            <h3 id={`motor-plan-${id}`}>{t(`motor.plans.${id}.name`)}</h3>
            <p>{t(`motor.plans.${id}.summary`)}</p>
            <p>{t(`motor.plans.${id}.suits`)}</p>
          </Plan>
        ))}
      </Plans>
      <TableWrapper label={t('motor.comparison.caption')}>
        <Table>
          <caption>{t('motor.comparison.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('motor.comparison.item')}</th>
              {planIds.map((id) => (
                <th key={id} scope="col">
                  {t(`motor.plans.${id}.name`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{t(`motor.comparison.rows.${row.id}`)}</th>
                {row.covered.map((covered, index) => (
                  <td key={planIds[index]}>
                    <CoverMark covered={covered} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrapper>
    </>
  );
}
