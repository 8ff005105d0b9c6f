import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled, { keyframes } from 'styled-components';
import {
  Alert,
  Button,
  VisuallyHidden,
  colors,
  currentLocale,
  fontSizes,
  fontWeights,
  media,
  radii,
  readApiError,
  readApiErrorParts,
  space,
  toast,
  useLocalizedPath,
} from '@teduh/shared';
import { cardBrandName } from '@teduh/shared/domain';
import { todayIso } from '@teduh/shared/identity';
import { DetailList, DetailRow, ProfileCard } from '../../../components/profile-card';
import { cancelMandate } from '../api/cancel-mandate';
import { getAutoBilling, useAutoBilling } from '../api/get-auto-billing';
import { removeCard } from '../api/remove-card';
import { startCardReplacement } from '../api/replace-card';
import { turnOffAutoBilling } from '../api/turn-off-auto-billing';
import { turnOnAutoBilling } from '../api/turn-on-auto-billing';
import type { AutoBilling, DirectDebitMandate, PolicyDetail, SavedCard } from '../api/types';
import { certificatePageUrl, day, money } from '../../../lib/policy-format';
import { PaymentActionDialog } from './payment-action-dialog';

const TwoColumns = styled(DetailList)`
  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Status = styled.div`
  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 4px;
    border-radius: ${radii.sm};
  }
`;

const Badge = styled.span<{ $on: boolean }>`
  display: inline-flex;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${radii.pill};
  background: ${(p) => (p.$on ? colors.successBackground : colors.disabledBackground)};
  color: ${(p) => (p.$on ? colors.success : colors.textMuted)};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  white-space: nowrap;
`;

const SubHeading = styled.h3`
  margin: ${space.lg} 0 ${space.xs};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

const Text = styled.p`
  margin: ${space.xs} 0 0;
  line-height: 1.5;
`;

const Note = styled(Text)`
  margin-top: ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  line-height: 1.5;
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xxs} ${space.sm};
  margin: 0;
  overflow-wrap: anywhere;

  strong {
    font-weight: ${fontWeights.semibold};
  }
`;

const Aside = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/** Stacked full width on a phone, side by side (wrapping) from 480px. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: ${space.md};

  ${media.above(480)} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const Warning = styled.div`
  margin-top: ${space.sm};

  > div {
    margin-bottom: 0;
  }
`;

const ActionError = styled.div`
  margin-top: ${space.md};

  > div {
    margin-bottom: 0;
  }
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

const Bars = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${(p) => p.$width};
  max-width: 100%;
  height: 1.1rem;
  border-radius: ${radii.sm};
  background: ${colors.disabledBackground};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 0.9s ease-in-out infinite alternate;
  }
`;

type Props = { policy: PolicyDetail };

type Action = 'turnOn' | 'turnOff' | 'removeCard' | 'replaceCard' | 'cancelMandate';

/** The query the provider's page brings the member back with once a new card is saved. */
const CARD_SAVED_QUERY = 'card=saved';

/** The confirmation open, with what it is about as it was when the member asked. */
type Dialog =
  | { kind: 'turnOff'; billing: AutoBilling }
  | { kind: 'removeCard'; billing: AutoBilling; card: SavedCard }
  | { kind: 'cancelMandate'; billing: AutoBilling; mandate: DirectDebitMandate };

type Failure = { title: string; text: string };

/** The card's last month of validity as `YYYY-MM` (a two-digit year is read as 20YY). */
function cardValidUntil(card: SavedCard): string {
  const year = card.expiry_year < 100 ? 2000 + card.expiry_year : card.expiry_year;
  return `${year}-${String(card.expiry_month).padStart(2, '0')}`;
}

/** `MM/YYYY`, as the card shows it. */
function cardExpiry(card: SavedCard): string {
  const [year, month] = cardValidUntil(card).split('-');
  return `${month}/${year}`;
}

/**
 * The next contribution the member would have to pay themselves: the next debit while automatic billing is on,
 * else the next contribution of the schedule still to come.
 */
function nextContribution(
  policy: PolicyDetail,
  billing: AutoBilling,
): { amount: string; date: string } | null {
  if (billing.status === 'active' && billing.amount && billing.next_debit_on) {
    return { amount: billing.amount, date: billing.next_debit_on };
  }
  const row = policy.payment_schedule.find((entry) => entry.status === 'upcoming');
  return row ? { amount: row.amount, date: row.due_date } : null;
}

/**
 * "Auto-billing" on the certificate page: how the certificate is paid (the saved card, the FPX direct-debit
 * mandate), whether automatic billing is on and the next debit. A live certificate's member can turn automatic
 * billing on (card) or off, remove the card and cancel the mandate, each destructive step confirmed first.
 */
export function AutoBillingSection({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  let notLive: string | null = null;
  if (policy.status === 'pending') notLive = t('policies.detail.autoBilling.notLive.pending');
  else if (policy.status !== 'issued') notLive = t('policies.detail.autoBilling.notLive.ended');
  else if (policy.cancellation) notLive = t('policies.detail.autoBilling.notLive.cancelling');
  return (
    <ProfileCard id="policy-auto-billing" title={t('policies.detail.autoBilling.title')}>
      {notLive === null ? <LiveAutoBilling policy={policy} /> : <Muted>{notLive}</Muted>}
    </ProfileCard>
  );
}

function LiveAutoBilling({ policy }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const localized = useLocalizedPath();
  const billingQuery = useAutoBilling(policy.uuid);
  // A change went through but how the certificate is now paid could not be read: shown as a failed load.
  const [unreadAfterChange, setUnreadAfterChange] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);
  const busyRef = useRef(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // After a change (or a retry) the button pressed may be gone: focus goes to the state as it now is.
  const statusRef = useRef<HTMLDivElement>(null);
  const focusStatus = useRef(false);

  const loaded = billingQuery.status === 'success' ? billingQuery.data : null;
  useEffect(() => {
    // Back from saving a new card: say so once, and drop the query so a reload does not repeat it.
    if (loaded && window.location.search.includes(CARD_SAVED_QUERY) && loaded.card) {
      toast.success(t('policies.detail.autoBilling.done.cardSaved'));
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, [loaded, t]);

  useEffect(() => {
    if (!focusStatus.current || billingQuery.status === 'loading') return;
    focusStatus.current = false;
    statusRef.current?.focus();
  });

  const retry = () => {
    focusStatus.current = true;
    setUnreadAfterChange(false);
    billingQuery.retry();
  };

  const failedTitles: Record<Action, string> = {
    turnOn: t('policies.detail.autoBilling.failed.turnOn'),
    turnOff: t('policies.detail.autoBilling.failed.turnOff'),
    removeCard: t('policies.detail.autoBilling.failed.removeCard'),
    replaceCard: t('policies.detail.autoBilling.failed.replaceCard'),
    cancelMandate: t('policies.detail.autoBilling.failed.cancelMandate'),
  };

  const describeFailure = (action: Action, error: unknown): Failure => {
    const parts = readApiErrorParts(error);
    if (parts.network) return { title: failedTitles[action], text: t('common.networkError.text') };
    if (parts.status === 503) {
      return {
        title: t('policies.detail.autoBilling.unavailable.title'),
        text: parts.detail ?? t('policies.detail.autoBilling.unavailable.text'),
      };
    }
    return { title: failedTitles[action], text: parts.detail ?? readApiError(error).text };
  };

  const successText = (action: Action, billing: AutoBilling | null): string => {
    if (action === 'turnOff') return t('policies.detail.autoBilling.done.turnOff');
    if (action === 'removeCard') return t('policies.detail.autoBilling.done.removeCard');
    if (action === 'cancelMandate') return t('policies.detail.autoBilling.done.cancelMandate');
    if (billing?.status === 'active' && billing.amount && billing.next_debit_on) {
      return t('policies.detail.autoBilling.done.turnOn', {
        amount: money(billing.amount),
        date: day(billing.next_debit_on, locale),
      });
    }
    return t('policies.detail.autoBilling.done.turnOnNoDate');
  };

  /** Sends one change; on success reads the auto-billing as it now stands, says so and moves focus to it. */
  const run = async (action: Action, send: () => Promise<AutoBilling | void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(action);
    setFailure(null);
    let updated: AutoBilling | null;
    try {
      updated = (await send()) ?? null;
    } catch (error) {
      busyRef.current = false;
      setBusy(null);
      setFailure(describeFailure(action, error));
      // Changed elsewhere meanwhile (card removed, billing already on): show it as it now is.
      const { status } = readApiErrorParts(error);
      if (status === 404 || status === 409) {
        getAutoBilling(policy.uuid).then(
          (billing) => billingQuery.setData(billing),
          () => undefined,
        );
      }
      return;
    }
    updated ??= await getAutoBilling(policy.uuid).catch(() => null);
    busyRef.current = false;
    setBusy(null);
    setDialog(null);
    if (updated) billingQuery.setData(updated);
    setUnreadAfterChange(!updated);
    focusStatus.current = true;
    toast.success(successText(action, updated));
  };

  /** To the provider's page to save a new card; back here with CARD_SAVED_QUERY (or without, if cancelled). */
  const replaceCard = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy('replaceCard');
    setFailure(null);
    try {
      const here = certificatePageUrl(localized, policy.uuid);
      const link = await startCardReplacement({
        certificate: policy.uuid,
        successReturnUrl: `${here}?${CARD_SAVED_QUERY}`,
        cancelReturnUrl: here,
      });
      // The browser is leaving for the provider: the button stays busy.
      window.location.assign(link);
    } catch (error) {
      busyRef.current = false;
      setBusy(null);
      setFailure(describeFailure('replaceCard', error));
    }
  };

  const openDialog = (next: Dialog) => {
    setFailure(null);
    setDialog(next);
  };

  const closeDialog = () => {
    setDialog(null);
    setFailure(null);
  };

  if (billingQuery.status === 'loading') {
    return (
      <div role="status" aria-busy="true" data-testid="auto-billing-loading">
        <VisuallyHidden>{t('policies.detail.autoBilling.loading')}</VisuallyHidden>
        <Bars aria-hidden="true">
          <Bar $width="40%" />
          <Bar $width="70%" />
          <Bar $width="55%" />
        </Bars>
      </div>
    );
  }

  if (billingQuery.status === 'error' || unreadAfterChange) {
    const network = billingQuery.status === 'error' && readApiErrorParts(billingQuery.error).network;
    return (
      <Status ref={statusRef} tabIndex={-1}>
        <Alert
          variant="error"
          title={network ? t('common.networkError.title') : t('policies.detail.autoBilling.loadFailed.title')}
        >
          {network ? t('common.networkError.text') : t('policies.detail.autoBilling.loadFailed.text')}
        </Alert>
        <Button variant="secondary" onClick={retry}>
          {t('policies.retry')}
        </Button>
      </Status>
    );
  }

  const billing = billingQuery.data;
  const on = billing.status === 'active';
  const { card, mandate } = billing;
  const today = todayIso();
  const cardName = (saved: SavedCard) =>
    t('policies.detail.autoBilling.card.name', {
      brand: cardBrandName(saved.brand) ?? t('policies.channel.card'),
      last4: saved.last4,
    });
  const cardExpired = card ? cardValidUntil(card) < today.slice(0, 7) : false;
  const cardExpiresFirst =
    card !== null &&
    !cardExpired &&
    on &&
    billing.channel === 'card' &&
    billing.next_debit_on !== null &&
    cardValidUntil(card) < billing.next_debit_on.slice(0, 7);
  const per = t(`policies.per.${billing.frequency}`);
  const contribution = money(billing.amount ?? policy.contribution);
  const someoneBusy = busy !== null;

  let paidFrom: string = t(`policies.channel.${billing.channel ?? 'card'}`);
  if (billing.channel === 'card' && card) paidFrom = cardName(card);
  if (billing.channel === 'fpx' && mandate) {
    paidFrom = t('policies.detail.autoBilling.fpxFrom', { bank: mandate.bank_name });
  }

  const payYourself = (next: { amount: string; date: string } | null) =>
    next
      ? t('policies.detail.autoBilling.dialog.payNext', {
          amount: money(next.amount),
          date: day(next.date, locale),
        })
      : t('policies.detail.autoBilling.dialog.payEach');

  const mandateCancellable =
    mandate !== null && (mandate.status === 'active' || mandate.status === 'pending');

  return (
    <>
      <Status ref={statusRef} tabIndex={-1} data-testid="auto-billing-status">
        <TwoColumns>
          <DetailRow term={t('policies.detail.autoBilling.status')}>
            <Badge $on={on}>
              {on ? t('policies.detail.autoBilling.on') : t('policies.detail.autoBilling.off')}
            </Badge>
          </DetailRow>
          <DetailRow term={t('policies.detail.autoBilling.frequency')}>
            {t(`policies.term.${billing.frequency}`)}
          </DetailRow>
          {on ? (
            <>
              <DetailRow term={t('policies.detail.autoBilling.nextDebit')}>
                {billing.amount && billing.next_debit_on
                  ? t('policies.detail.autoBilling.nextDebitValue', {
                      amount: money(billing.amount),
                      date: day(billing.next_debit_on, locale),
                    })
                  : t('policies.notApplicable')}
              </DetailRow>
              {billing.reward_credit && billing.reward_credit !== '0.00' ? (
                <DetailRow term={t('rewards.autoBilling.credit')}>
                  {t('rewards.autoBilling.creditValue', { amount: money(billing.reward_credit) })}
                </DetailRow>
              ) : null}
              <DetailRow term={t('policies.detail.autoBilling.paidFrom')}>{paidFrom}</DetailRow>
            </>
          ) : null}
        </TwoColumns>
        <Note>{on ? t('policies.detail.autoBilling.onNote') : t('policies.detail.autoBilling.offNote')}</Note>
      </Status>

      <SubHeading>{t('policies.detail.autoBilling.card.title')}</SubHeading>
      {card ? (
        <div data-testid="saved-card">
          <Line>
            <strong>{cardName(card)}</strong>
            <Aside>
              {cardExpired
                ? t('policies.detail.autoBilling.card.expired', { expiry: cardExpiry(card) })
                : t('policies.detail.autoBilling.card.expires', { expiry: cardExpiry(card) })}
            </Aside>
          </Line>
          {cardExpired ? (
            <Warning>
              <Alert variant="warning">{t('policies.detail.autoBilling.card.expiredText')}</Alert>
            </Warning>
          ) : null}
          {cardExpiresFirst && billing.next_debit_on ? (
            <Warning>
              <Alert variant="warning">
                {t('policies.detail.autoBilling.card.expiresFirst', {
                  date: day(billing.next_debit_on, locale),
                })}
              </Alert>
            </Warning>
          ) : null}
          {!on && !cardExpired ? (
            <Text>{t('policies.detail.autoBilling.card.turnOnText', { amount: contribution, per })}</Text>
          ) : null}
          <Actions>
            {!on && !cardExpired ? (
              <Button
                loading={busy === 'turnOn'}
                disabled={someoneBusy && busy !== 'turnOn'}
                onClick={() => void run('turnOn', () => turnOnAutoBilling(policy.uuid, card.id))}
              >
                {t('policies.detail.autoBilling.card.turnOn')}
              </Button>
            ) : null}
            {on && billing.channel === 'card' ? (
              <Button
                variant="secondary"
                disabled={someoneBusy}
                onClick={() => openDialog({ kind: 'turnOff', billing })}
              >
                {t('policies.detail.autoBilling.card.turnOff')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              loading={busy === 'replaceCard'}
              disabled={someoneBusy && busy !== 'replaceCard'}
              onClick={() => void replaceCard()}
            >
              {t('policies.detail.autoBilling.card.replace')}
            </Button>
            <Button
              variant="secondary"
              disabled={someoneBusy}
              onClick={() => openDialog({ kind: 'removeCard', billing, card })}
            >
              {t('policies.detail.autoBilling.card.remove')}
            </Button>
          </Actions>
        </div>
      ) : (
        <>
          <Muted>{t('policies.detail.autoBilling.card.none')}</Muted>
          <Actions>
            <Button
              variant="secondary"
              loading={busy === 'replaceCard'}
              disabled={someoneBusy && busy !== 'replaceCard'}
              onClick={() => void replaceCard()}
            >
              {t('policies.detail.autoBilling.card.add')}
            </Button>
          </Actions>
        </>
      )}

      {mandate || billing.channel === 'fpx' ? (
        <>
          <SubHeading>{t('policies.detail.autoBilling.mandate.title')}</SubHeading>
          {mandate ? (
            <div data-testid="mandate">
              <TwoColumns>
                <DetailRow term={t('policies.detail.autoBilling.mandate.bank')}>
                  {mandate.bank_name}
                </DetailRow>
                <DetailRow term={t('policies.detail.autoBilling.mandate.status')}>
                  {t(`policies.detail.autoBilling.mandate.statuses.${mandate.status}`)}
                </DetailRow>
              </TwoColumns>
              {mandate.status === 'pending' ? (
                <Note>{t('policies.detail.autoBilling.mandate.pendingText')}</Note>
              ) : null}
              {mandate.status === 'rejected' || mandate.status === 'cancelled' ? (
                <Note>{t('policies.detail.autoBilling.mandate.endedText')}</Note>
              ) : null}
              {mandateCancellable ? (
                <Actions>
                  <Button
                    variant="secondary"
                    disabled={someoneBusy}
                    onClick={() => openDialog({ kind: 'cancelMandate', billing, mandate })}
                  >
                    {t('policies.detail.autoBilling.mandate.cancel')}
                  </Button>
                </Actions>
              ) : null}
            </div>
          ) : (
            <Muted>{t('policies.detail.autoBilling.mandate.none')}</Muted>
          )}
        </>
      ) : null}

      {failure && !dialog ? (
        <ActionError>
          <Alert variant="error" title={failure.title}>
            {failure.text}
          </Alert>
        </ActionError>
      ) : null}

      {dialog?.kind === 'turnOff' ? (
        <PaymentActionDialog
          title={t('policies.detail.autoBilling.dialog.turnOff.title')}
          keepLabel={t('policies.detail.autoBilling.dialog.turnOff.keep')}
          confirmLabel={t('policies.detail.autoBilling.dialog.turnOff.confirm')}
          busy={busy === 'turnOff'}
          failure={failure}
          onClose={closeDialog}
          onConfirm={() => void run('turnOff', () => turnOffAutoBilling(policy.uuid))}
        >
          <p>
            {dialog.billing.card
              ? t('policies.detail.autoBilling.dialog.turnOff.text', { card: cardName(dialog.billing.card) })
              : t('policies.detail.autoBilling.dialog.turnOff.textNoCard')}
          </p>
          <p>{payYourself(nextContribution(policy, dialog.billing))}</p>
          <p>{t('policies.detail.autoBilling.dialog.inForce')}</p>
        </PaymentActionDialog>
      ) : null}

      {dialog?.kind === 'removeCard' ? (
        <PaymentActionDialog
          title={t('policies.detail.autoBilling.dialog.removeCard.title', { card: cardName(dialog.card) })}
          keepLabel={t('policies.detail.autoBilling.dialog.removeCard.keep')}
          confirmLabel={t('policies.detail.autoBilling.dialog.removeCard.confirm')}
          busy={busy === 'removeCard'}
          failure={failure}
          onClose={closeDialog}
          onConfirm={() => void run('removeCard', () => removeCard(dialog.card.id))}
        >
          <p>{t('policies.detail.autoBilling.dialog.removeCard.text')}</p>
          {dialog.billing.status === 'active' && dialog.billing.channel === 'card' ? (
            <p>{t('policies.detail.autoBilling.dialog.removeCard.stopsBilling')}</p>
          ) : null}
          {dialog.billing.status === 'active' && dialog.billing.channel === 'fpx' ? (
            <p>{t('policies.detail.autoBilling.dialog.removeCard.otherContinues')}</p>
          ) : (
            <p>
              {payYourself(nextContribution(policy, dialog.billing))}{' '}
              {t('policies.detail.autoBilling.dialog.removeCard.newCard')}
            </p>
          )}
          <p>{t('policies.detail.autoBilling.dialog.inForce')}</p>
        </PaymentActionDialog>
      ) : null}

      {dialog?.kind === 'cancelMandate' ? (
        <PaymentActionDialog
          title={t('policies.detail.autoBilling.dialog.cancelMandate.title')}
          keepLabel={t('policies.detail.autoBilling.dialog.cancelMandate.keep')}
          confirmLabel={t('policies.detail.autoBilling.dialog.cancelMandate.confirm')}
          busy={busy === 'cancelMandate'}
          failure={failure}
          onClose={closeDialog}
          onConfirm={() => void run('cancelMandate', () => cancelMandate(dialog.mandate.id))}
        >
          <p>
            {t('policies.detail.autoBilling.dialog.cancelMandate.text', { bank: dialog.mandate.bank_name })}
          </p>
          {dialog.billing.status === 'active' && dialog.billing.channel === 'card' ? (
            <p>{t('policies.detail.autoBilling.dialog.cancelMandate.otherContinues')}</p>
          ) : (
            <p>{payYourself(nextContribution(policy, dialog.billing))}</p>
          )}
          <p>{t('policies.detail.autoBilling.dialog.cancelMandate.newMandate')}</p>
          <p>{t('policies.detail.autoBilling.dialog.inForce')}</p>
        </PaymentActionDialog>
      ) : null}
    </>
  );
}
