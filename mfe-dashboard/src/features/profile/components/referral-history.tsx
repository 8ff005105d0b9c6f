import { useId, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  currentLocale,
  decimalStringToSen,
  fontSizes,
  fontWeights,
  formatMoney,
  lineHeights,
  space,
} from '@teduh/shared';
import { useReferralHistory, type ReferralEntry } from '../api/referral-history';
import { formatLongDate } from '../../../lib/profile-format';

const List = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: ${space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.xxs} ${space.sm};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.body};
`;

const Status = styled.span`
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
`;

const Muted = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.body};
`;

function EntryRow({ entry }: { entry: ReferralEntry }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const day = (iso: string | null) => (iso ? (formatLongDate(iso, locale) ?? iso) : '');
  const status =
    entry.status === 'cooling_off'
      ? t('profile.referral.history.status.cooling_off', { date: day(entry.cooling_off_ends_on) })
      : t(`profile.referral.history.status.${entry.status}`);
  const reward = decimalStringToSen(entry.reward);
  return (
    <Item>
      <span>{t('profile.referral.history.signedUp', { date: day(entry.registered_on) })}</span>
      <Status>
        {status}
        {reward > 0 ? ` · ${formatMoney(reward)}` : ''}
      </Status>
    </Item>
  );
}

/**
 * The member's referrals under their code, loaded when asked for (most members never open it): when each
 * friend signed up, where they stand (paid, cooling-off, qualified) and the RM10 each qualified one earns.
 */
export function ReferralHistory() {
  const { t } = useTranslation('dashboard');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Asked for on the first opening (most members never open it).
  const [wanted, setWanted] = useState(false);
  const history = useReferralHistory(wanted);

  const toggle = () => {
    // A failed load is tried again when opened again.
    if (!open && !wanted) setWanted(true);
    if (!open && history.status === 'error') history.retry();
    setOpen(!open);
  };

  const entries = history.status === 'success' ? history.data : [];
  const earnedSen = entries
    .filter((entry) => entry.reward_available)
    .reduce((sum, entry) => sum + decimalStringToSen(entry.reward), 0);
  const heldSen = entries
    .filter((entry) => !entry.reward_available)
    .reduce((sum, entry) => sum + decimalStringToSen(entry.reward), 0);

  return (
    <div>
      <Button variant="link" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {open ? t('profile.referral.history.hide') : t('profile.referral.history.show')}
      </Button>
      <div id={panelId} hidden={!open}>
        {history.status === 'loading' ? <Muted>{t('profile.referral.history.loading')}</Muted> : null}
        {history.status === 'error' ? (
          <Alert variant="error" title={t('profile.referral.history.failed')}>
            <Button variant="secondary" size="sm" onClick={history.retry}>
              {t('profile.referral.history.retry')}
            </Button>
          </Alert>
        ) : null}
        {history.status === 'success' && entries.length === 0 ? (
          <Muted>{t('profile.referral.history.empty')}</Muted>
        ) : null}
        {history.status === 'success' && entries.length > 0 ? (
          <>
            <List aria-label={t('profile.referral.history.label')}>
              {entries.map((entry, index) => (
                <EntryRow key={`${entry.registered_on}-${index}`} entry={entry} />
              ))}
            </List>
            <Muted>{t('profile.referral.history.earned', { amount: formatMoney(earnedSen) })}</Muted>
            {heldSen > 0 ? (
              <Muted>{t('profile.referral.history.held', { amount: formatMoney(heldSen) })}</Muted>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
