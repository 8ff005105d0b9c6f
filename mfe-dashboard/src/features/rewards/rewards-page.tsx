import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  AppLink,
  Button,
  Container,
  PageLoader,
  colors,
  decimalStringToSen,
  formatDate,
  formatMoney,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  readApiError,
  readApiErrorParts,
  space,
  toast,
  type Locale,
} from '@teduh/shared';
import { TextField } from '@teduh/shared/forms';
import { DetailList, DetailRow, ProfileCard } from '../../components/profile-card';
import { getRewards, redeemPoints, useRewards, type RewardsSummary } from './api/rewards';
import { BackLink, Lead, Page, Title } from '../../components/account-page';
import { BankPayoutCard } from './bank-payout';
import { Muted, Rows } from './reward-styles';

const Grid = styled.div`
  display: grid;
  gap: ${space.md};

  ${media.above('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.lg};
  }
`;

const Wide = styled.div`
  ${media.above('lg')} {
    grid-column: 1 / -1;
  }
`;

const Available = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};

  span {
    display: block;
    color: ${colors.textMuted};
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.regular};
  }
`;

const Rate = styled(Muted)`
  margin-top: ${space.md};
`;

const Form = styled.form`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

const Points = styled.span<{ $negative: boolean }>`
  color: ${(p) => (p.$negative ? colors.error : colors.success)};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`;

const Challenge = styled.section`
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};

  h3 {
    margin: 0 0 ${space.xxs};
    font-size: ${fontSizes.md};
  }

  p {
    margin: 0 0 ${space.xxs};
    color: ${colors.textMuted};
    line-height: ${lineHeights.body};
  }
`;

const EntryId = styled.code`
  font-size: ${fontSizes.sm};
  word-break: break-all;
`;

const Retry = styled.div`
  margin-top: ${space.md};
`;

const points = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ms' ? 'ms-MY' : 'en-MY').format(value);

/** `/dashboard/rewards`: the member's reward points, their ledger, the challenges, redemption and the lucky draw. */
export function RewardsPage() {
  const { t, i18n } = useTranslation('dashboard');
  const locale: Locale = i18n.language === 'ms' ? 'ms' : 'en';
  const rewards = useRewards(locale);

  if (rewards.status === 'loading') return <PageLoader label={t('rewards.loading')} />;
  const network = rewards.status === 'error' && readApiErrorParts(rewards.error).network;

  return (
    <Page>
      <Container>
        <BackLink to="/dashboard/profile" localize>
          {t('rewards.backToProfile')}
        </BackLink>
        <Title>{t('rewards.title')}</Title>
        <Lead>{t('rewards.lead')}</Lead>
        {rewards.status === 'error' ? (
          <>
            <Alert
              variant="error"
              title={network ? t('common.networkError.title') : t('rewards.failed.title')}
            >
              {network ? t('common.networkError.text') : t('rewards.failed.text')}
            </Alert>
            <Retry>
              <Button onClick={rewards.retry}>{t('rewards.retry')}</Button>
            </Retry>
          </>
        ) : (
          <RewardsContent data={rewards.data} locale={locale} onChange={rewards.setData} />
        )}
      </Container>
    </Page>
  );
}

function RewardsContent({
  data,
  locale,
  onChange,
}: {
  data: RewardsSummary;
  locale: Locale;
  onChange: (data: RewardsSummary) => void;
}) {
  const { t } = useTranslation('dashboard');
  const { balance } = data;
  const day = (iso: string) => formatDate(iso, locale) ?? iso;

  return (
    <Grid>
      <ProfileCard id="rewards-balance" title={t('rewards.balance.title')}>
        <Available data-testid="available-points">
          {t('rewards.balance.available', { points: points(balance.available_points, locale) })}
          <span>
            {t('rewards.balance.worth', {
              amount: formatMoney(decimalStringToSen(balance.available_value) ?? 0),
            })}
          </span>
        </Available>
        <DetailList>
          <DetailRow term={t('rewards.balance.pending')}>{points(balance.pending_points, locale)}</DetailRow>
          <DetailRow term={t('rewards.balance.redeemed')}>
            {points(balance.redeemed_points, locale)}
          </DetailRow>
          <DetailRow term={t('rewards.balance.reversed')}>
            {points(balance.reversed_points, locale)}
          </DetailRow>
        </DetailList>
        <Rate>{t('rewards.balance.rate')}</Rate>
      </ProfileCard>

      <ProfileCard id="rewards-redeem" title={t('rewards.redeem.title')}>
        <Redeem data={data} locale={locale} onChange={onChange} />
      </ProfileCard>

      <Wide>
        <ProfileCard id="rewards-payout" title={t('redeem.title')}>
          <BankPayoutCard data={data} locale={locale} onChange={onChange} />
        </ProfileCard>
      </Wide>

      <Wide>
        <ProfileCard id="rewards-challenges" title={t('rewards.challenges.title')}>
          {data.challenges.length === 0 ? <Muted>{t('rewards.challenges.empty')}</Muted> : null}
          {data.challenges.map((challenge) => (
            <Challenge key={challenge.id} aria-labelledby={`challenge-${challenge.id}`}>
              <h3 id={`challenge-${challenge.id}`}>{challenge.name}</h3>
              <p>
                {t(challenge.active ? 'rewards.challenges.running' : 'rewards.challenges.dates', {
                  from: day(challenge.starts_on),
                  to: day(challenge.ends_on),
                })}
              </p>
              {challenge.max_referrals_per_category !== null ? (
                <p>
                  {t('rewards.challenges.perCategory', {
                    monthly: String(challenge.referrals.month),
                    annual: String(challenge.referrals.year),
                    max: String(challenge.max_referrals_per_category),
                  })}
                </p>
              ) : (
                <p>{t('rewards.challenges.released', { count: challenge.released })}</p>
              )}
              {challenge.tiers.length > 0 ? (
                <Rows aria-label={t('rewards.challenges.tiersLabel', { name: challenge.name })}>
                  {challenge.tiers.map((tier) => (
                    <li key={tier.referrals}>
                      <span>
                        {t('rewards.challenges.tier', {
                          referrals: String(tier.referrals),
                          points: points(tier.points, locale),
                        })}
                      </span>
                      <span>
                        {tier.reached ? t('rewards.challenges.reached') : t('rewards.challenges.notReached')}
                      </span>
                    </li>
                  ))}
                </Rows>
              ) : null}
            </Challenge>
          ))}
        </ProfileCard>
      </Wide>

      <ProfileCard id="rewards-ledger" title={t('rewards.ledger.title')}>
        {data.ledger.length === 0 ? (
          <Muted>{t('rewards.ledger.empty')}</Muted>
        ) : (
          <Rows aria-labelledby="rewards-ledger">
            {data.ledger.map((entry) => {
              const change = entry.available_points !== 0 ? entry.available_points : entry.pending_points;
              const bucket = entry.available_points !== 0 ? 'available' : 'pending';
              return (
                <li key={entry.id}>
                  <span>
                    {/* A payout's entries say so; points come back from a failed payout or an ended certificate. */}
                    {entry.kind === 'redeemed' && entry.payout
                      ? t('redeem.ledger.redeemed')
                      : entry.kind === 'redemption_returned' && entry.payout
                        ? t('redeem.ledger.returned')
                        : t(`rewards.ledger.kind.${entry.kind}`)}
                    <br />
                    <small>{day(entry.created_at)}</small>
                  </span>
                  <Points $negative={change < 0}>
                    {t(`rewards.ledger.change.${bucket}`, {
                      points: `${change > 0 ? '+' : ''}${points(change, locale)}`,
                    })}
                  </Points>
                </li>
              );
            })}
          </Rows>
        )}
      </ProfileCard>

      <ProfileCard id="rewards-draws" title={t('rewards.draws.title')}>
        <Muted>{t('rewards.draws.text')}</Muted>
        {data.draws.length === 0 ? (
          <Muted>{t('rewards.draws.empty')}</Muted>
        ) : (
          <Rows aria-labelledby="rewards-draws">
            {data.draws.map((draw) => (
              <li key={draw.entry_id}>
                <span>
                  {t('rewards.draws.month', { month: draw.month })}
                  <br />
                  <EntryId>{draw.entry_id}</EntryId>
                </span>
                <span>
                  {draw.won === null
                    ? t('rewards.draws.open')
                    : draw.won
                      ? t('rewards.draws.won')
                      : t('rewards.draws.notWon')}{' '}
                  <AppLink to={`/records/${draw.result_record ?? draw.commit_record}`} localize>
                    {t('rewards.draws.record')}
                  </AppLink>
                </span>
              </li>
            ))}
          </Rows>
        )}
      </ProfileCard>
    </Grid>
  );
}

function Redeem({
  data,
  locale,
  onChange,
}: {
  data: RewardsSummary;
  locale: Locale;
  onChange: (data: RewardsSummary) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const min = data.min_redemption_points;
  const available = data.balance.available_points;

  const credits = data.credits.filter((credit) => credit.remaining !== '0.00');
  const creditList =
    credits.length > 0 ? (
      <Muted>
        {t('rewards.redeem.credit', {
          amount: formatMoney(
            credits.reduce((sum, credit) => sum + (decimalStringToSen(credit.remaining) ?? 0), 0),
          ),
        })}
      </Muted>
    ) : null;

  if (!data.can_redeem) {
    return (
      <>
        <Muted>{t('rewards.redeem.needsCertificate')}</Muted>
        {creditList}
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = Number(value.trim());
    const problem =
      value.trim() === '' || !Number.isInteger(amount) || amount < min
        ? t('rewards.redeem.errors.minimum', { points: points(min, locale) })
        : amount % data.redemption_step_points !== 0
          ? t('rewards.redeem.errors.step', { points: points(data.redemption_step_points, locale) })
          : amount > available
            ? t('rewards.redeem.errors.tooMany')
            : null;
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await redeemPoints(amount);
      onChange(await getRewards());
      setValue('');
      toast.success(t('rewards.redeem.done', { amount: formatMoney(amount) }));
    } catch (failure) {
      setError(readApiError(failure, t).text);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Muted>{t('rewards.redeem.text', { points: points(min, locale) })}</Muted>
      {creditList}
      <Form onSubmit={submit} noValidate>
        <TextField
          ref={input}
          label={t('rewards.redeem.label')}
          hint={t('rewards.redeem.hint', { points: points(available, locale) })}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
        <div>
          <Button type="submit" loading={busy} disabled={available < min}>
            {t('rewards.redeem.submit')}
          </Button>
        </div>
      </Form>
    </>
  );
}
