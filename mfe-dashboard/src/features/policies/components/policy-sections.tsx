import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { AppLink, colors, currentLocale, fontSizes, fontWeights, media, space } from '@teduh/shared';
import { DetailList, DetailRow, NotGiven, ProfileCard } from '../../../components/profile-card';
import { maskNric } from '../../../lib/profile-format';
import type { PolicyDetail } from '../api/types';
import { day, dayOfInstant, malaysianDay, money, shortDay } from '../../../lib/policy-format';
import { UnbrokenNumber } from './certificate-number';
import { DataTable } from './data-table';

const TwoColumns = styled(DetailList)`
  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    /* A label on two lines keeps the values of the row on one line. */
    > div {
      align-content: space-between;
    }
  }
`;

const Note = styled.p`
  margin: ${space.md} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  line-height: 1.5;
`;

const SubHeading = styled.h3`
  margin: ${space.lg} 0 ${space.xs};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const BenefitList = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space.xxs} ${space.md};
    padding: ${space.sm};
    border-radius: 12px;
    background: ${colors.primarySoft};
  }

  strong {
    font-weight: ${fontWeights.semibold};
  }

  span.amount {
    font-weight: ${fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Aside = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const EditLink = styled(AppLink)`
  display: inline-block;
  margin-top: ${space.md};
  color: ${colors.primary};
  font-weight: ${fontWeights.semibold};
`;

const Code = styled.span`
  display: block;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

type Props = { policy: PolicyDetail };

function useNone() {
  const { t } = useTranslation('dashboard');
  return <NotGiven>{t('policies.notApplicable')}</NotGiven>;
}

/**
 * The day cover ends: the end of the term while in force, the day a requested cancellation takes effect, or
 * the day an ended certificate ended (in Malaysia).
 */
function coverEnd(policy: PolicyDetail): string | null {
  if (policy.status === 'issued') return policy.cancellation?.effective_date ?? policy.end_date;
  if (policy.ended_at) return malaysianDay(policy.ended_at);
  return policy.cancellation?.effective_date ?? policy.end_date;
}

/** Number, dates and term of the certificate. */
export function CertificateDetailsSection({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const none = useNone();
  return (
    <ProfileCard id="policy-details" title={t('policies.detail.details.title')}>
      <TwoColumns>
        <DetailRow term={t('policies.detail.details.number')}>
          {policy.number ? <UnbrokenNumber>{policy.number}</UnbrokenNumber> : none}
        </DetailRow>
        <DetailRow term={t('policies.detail.details.plan')}>{policy.product.name}</DetailRow>
        <DetailRow term={t('policies.detail.details.sumCovered')}>
          {money(policy.sum_covered, { omitZeroSen: true }) ?? none}
        </DetailRow>
        <DetailRow term={t('policies.detail.details.term')}>
          {t(`policies.term.${policy.contribution_term}`)}
        </DetailRow>
        <DetailRow term={t('policies.detail.details.startDate')}>
          {day(policy.start_date, locale) ?? none}
        </DetailRow>
        <DetailRow term={t('policies.detail.details.endDate')}>
          {day(coverEnd(policy), locale) ?? none}
        </DetailRow>
        <DetailRow term={t('policies.detail.details.paidUntil')}>
          {day(policy.paid_until, locale) ?? none}
        </DetailRow>
        <DetailRow term={t('policies.detail.details.nextRenewal')}>
          {(policy.status === 'issued' && !policy.cancellation && day(policy.next_renewal_date, locale)) ||
            none}
        </DetailRow>
        <DetailRow term={t('policies.detail.details.coolingOff')}>
          {day(policy.cooling_off_ends_on, locale) ?? none}
        </DetailRow>
      </TwoColumns>
    </ProfileCard>
  );
}

/** DB1 and CB1 with their share of the sum covered and the amount. */
export function BenefitsSection({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <ProfileCard id="policy-benefits" title={t('policies.detail.benefits.title')}>
      <BenefitList>
        {policy.benefits.map((benefit) => (
          <li key={benefit.code} data-testid={`benefit-${benefit.code}`}>
            <span>
              <strong>{benefit.name}</strong>
              <Code>
                {t('policies.detail.benefits.share', { code: benefit.code, percent: benefit.percent })}
              </Code>
            </span>
            <span className="amount">{money(benefit.amount)}</span>
          </li>
        ))}
      </BenefitList>
      <Note>{t('policies.detail.benefits.note')}</Note>
    </ProfileCard>
  );
}

/** The contribution split into tabarru' (the participants' fund) and the operator's wakalah fee. */
export function ContributionSection({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  const none = useNone();
  const per = t(`policies.per.${policy.contribution_term}`);
  return (
    <ProfileCard id="policy-contribution" title={t('policies.detail.contribution.title')}>
      <TwoColumns>
        <DetailRow term={t('policies.detail.contribution.amount', { per })}>
          {money(policy.contribution) ?? none}
        </DetailRow>
        <DetailRow term={t('policies.detail.contribution.tabarru')}>
          {money(policy.tabarru) ?? none}
        </DetailRow>
        <DetailRow term={t('policies.detail.contribution.wakalah')}>
          {money(policy.wakalah_fee) ?? none}
        </DetailRow>
        {/* The rate of the other term, for comparison (a yearly contribution gives a month's rebate). */}
        {policy.contribution_term === 'month' ? (
          <DetailRow term={t('policies.detail.contribution.yearly')}>
            {money(policy.yearly_premium) ?? none}
          </DetailRow>
        ) : (
          <DetailRow term={t('policies.detail.contribution.monthly')}>
            {money(policy.monthly_premium) ?? none}
          </DetailRow>
        )}
      </TwoColumns>
      <Note>{t('policies.detail.contribution.note')}</Note>
    </ProfileCard>
  );
}

/** The contributions of the certificate's term: paid, due or still to come. */
export function ScheduleSection({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  return (
    <ProfileCard id="policy-schedule" title={t('policies.detail.schedule.title')}>
      {policy.payment_schedule.length === 0 ? (
        <Muted>{t('policies.detail.schedule.empty')}</Muted>
      ) : (
        <DataTable label={t('policies.detail.schedule.title')}>
          <thead>
            <tr>
              <th scope="col">{t('policies.detail.schedule.dueDate')}</th>
              <th scope="col" className="amount">
                {t('policies.detail.schedule.amount')}
              </th>
              <th scope="col">{t('policies.detail.schedule.status')}</th>
            </tr>
          </thead>
          <tbody>
            {policy.payment_schedule.map((row) => (
              <tr key={row.due_date}>
                <td>{shortDay(row.due_date, locale)}</td>
                <td className="amount">{money(row.amount)}</td>
                <td>{t(`policies.detail.schedule.${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </ProfileCard>
  );
}

/** Contributions received, and any refunds asked for. */
export function HistorySection({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  return (
    <ProfileCard id="policy-history" title={t('policies.detail.history.title')}>
      {policy.payment_history.length === 0 ? (
        <Muted>{t('policies.detail.history.empty')}</Muted>
      ) : (
        <DataTable label={t('policies.detail.history.title')}>
          <thead>
            <tr>
              <th scope="col">{t('policies.detail.history.paidOn')}</th>
              <th scope="col" className="amount">
                {t('policies.detail.history.amount')}
              </th>
              <th scope="col">{t('policies.detail.history.method')}</th>
              <th scope="col">{t('policies.detail.history.period')}</th>
            </tr>
          </thead>
          <tbody>
            {policy.payment_history.map((row) => (
              <tr key={row.payment}>
                <td>{dayOfInstant(row.paid_at, locale)}</td>
                <td className="amount">{money(row.amount)}</td>
                <td>{t(`policies.channel.${row.channel}`)}</td>
                <td>
                  {row.period_start && row.period_end
                    ? t('policies.detail.history.periodRange', {
                        from: shortDay(row.period_start, locale),
                        to: shortDay(row.period_end, locale),
                      })
                    : t('policies.notApplicable')}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {policy.refunds.length > 0 ? (
        <>
          <SubHeading>{t('policies.detail.refunds.title')}</SubHeading>
          <DataTable label={t('policies.detail.refunds.title')}>
            <thead>
              <tr>
                <th scope="col">{t('policies.detail.refunds.requestedOn')}</th>
                <th scope="col">{t('policies.detail.refunds.status')}</th>
                <th scope="col" className="amount">
                  {t('policies.detail.refunds.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {policy.refunds.map((refund) => (
                <tr key={`${refund.payment}-${refund.requested_at}`}>
                  <td>{dayOfInstant(refund.requested_at, locale)}</td>
                  <td>
                    {t(`policies.detail.refunds.statuses.${refund.status}`, {
                      defaultValue: t('policies.detail.refunds.statuses.requested'),
                    })}
                  </td>
                  <td className="amount">{money(refund.amount)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      ) : null}
    </ProfileCard>
  );
}

/** The certificate holder and the named beneficiary (hibah or wasi). */
export function PeopleSection({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  const { holder, beneficiary } = policy;
  return (
    <ProfileCard id="policy-people" title={t('policies.detail.people.title')}>
      <DetailList>
        <DetailRow term={t('policies.detail.people.holder')}>
          {`${holder.first_name} ${holder.last_name}`.trim()}
          {maskNric(holder.id_ref) ? (
            <Aside>{t('policies.detail.people.nric', { nric: maskNric(holder.id_ref) })}</Aside>
          ) : null}
        </DetailRow>
        <DetailRow term={t('policies.detail.people.beneficiary')}>
          {beneficiary ? (
            <span data-testid="beneficiary">
              {t('policies.detail.people.beneficiaryLine', {
                name: beneficiary.name,
                relationship: t(`policies.relationship.${beneficiary.relationship}`, {
                  defaultValue: beneficiary.relationship,
                }),
                type: t(`policies.beneficiaryType.${beneficiary.type}`),
                payout: beneficiary.payout,
              })}
            </span>
          ) : (
            <NotGiven>{t('policies.detail.people.noBeneficiary')}</NotGiven>
          )}
        </DetailRow>
        {beneficiary ? (
          <DetailRow term={t('policies.detail.people.beneficiaryContact')}>
            {beneficiary.contact_number}
            {beneficiary.email ? ` · ${beneficiary.email}` : ''}
          </DetailRow>
        ) : null}
        {holder.contact_number ? (
          <DetailRow term={t('servicing.people.phone')}>{holder.contact_number}</DetailRow>
        ) : null}
        {holder.address ? (
          <DetailRow term={t('servicing.people.address')}>
            {[
              holder.address.address_1,
              holder.address.address_2,
              `${holder.address.postcode} ${holder.address.city}`,
              holder.address.state,
            ]
              .filter(Boolean)
              .join(', ')}
          </DetailRow>
        ) : null}
      </DetailList>
      {policy.status === 'issued' && !policy.cancellation ? (
        <EditLink to={`/dashboard/policy-detail/edit/${policy.uuid}`} localize>
          {t('servicing.people.edit')}
        </EditLink>
      ) : null}
    </ProfileCard>
  );
}
