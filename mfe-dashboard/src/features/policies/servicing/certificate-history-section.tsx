import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, currentLocale, fontSizes, fontWeights, space } from '@teduh/shared';
import { ProfileCard } from '../../../components/profile-card';
import { dayOfInstant, day } from '../../../lib/policy-format';
import { useCertificateHistory, type ContactAddress, type HistoryEntry } from './api/servicing';

const List = styled.ol`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${space.xxs};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${colors.border};
  }

  li:last-child {
    border-bottom: 0;
  }
`;

const When = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const What = styled.strong`
  font-weight: ${fontWeights.semibold};
`;

const Change = styled.span`
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

function addressLine(address: ContactAddress | null): string | null {
  if (!address) return null;
  return [address.address_1, address.address_2, `${address.postcode} ${address.city}`, address.state]
    .filter(Boolean)
    .join(', ');
}

function Entry({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const none = t('servicing.history.none');
  let text: string;
  switch (entry.kind) {
    case 'nominee': {
      const describe = (nominee: HistoryEntry['to'] & { name: string; type: 'hibah' | 'wasi' }) =>
        t('servicing.history.nomineeValue', {
          name: nominee.name,
          type: t(`policies.beneficiaryType.${nominee.type}`),
        });
      text = t('servicing.history.change', {
        from: entry.from ? describe(entry.from) : none,
        to: describe(entry.to),
      });
      break;
    }
    case 'contact_phone':
      text = t('servicing.history.change', { from: entry.from ?? none, to: entry.to });
      break;
    case 'contact_address':
      text = t('servicing.history.change', {
        from: addressLine(entry.from) ?? none,
        to: addressLine(entry.to),
      });
      break;
    case 'cancellation':
      text = t('servicing.history.cancellation', {
        reason: entry.to.reason_text
          ? `${entry.to.reason_label}: ${entry.to.reason_text}`
          : entry.to.reason_label,
        date: day(entry.to.effective_date, locale),
      });
      break;
  }
  return (
    <li data-testid={`history-${entry.kind}`}>
      <When>
        {t('servicing.history.when', {
          date: dayOfInstant(entry.at, locale),
          actor: t(`servicing.history.actor.${entry.actor}`),
        })}
      </When>
      <What>{t(`servicing.history.kind.${entry.kind}`)}</What>
      <Change>{text}</Change>
    </li>
  );
}

/** What changed on the certificate since it was issued: nominee, contact details, cancellation. */
export function CertificateHistorySection({ uuid }: { uuid: string }) {
  const { t } = useTranslation('dashboard');
  const history = useCertificateHistory(uuid);
  return (
    <ProfileCard id="policy-changes" title={t('servicing.history.title')}>
      {history.status === 'loading' ? <Muted>{t('servicing.history.loading')}</Muted> : null}
      {history.status === 'error' ? (
        <>
          <Muted role="alert">{t('servicing.history.failed')}</Muted>
          <Button variant="link" onClick={history.retry}>
            {t('policies.retry')}
          </Button>
        </>
      ) : null}
      {history.status === 'success' && history.data.length === 0 ? (
        <Muted>{t('servicing.history.empty')}</Muted>
      ) : null}
      {history.status === 'success' && history.data.length > 0 ? (
        <List>
          {history.data
            .slice()
            .reverse()
            .map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
        </List>
      ) : null}
    </ProfileCard>
  );
}
