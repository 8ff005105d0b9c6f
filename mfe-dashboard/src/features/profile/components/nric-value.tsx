import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, fonts } from '@teduh/shared';
import { dashedNric, maskNric } from '../../../lib/profile-format';

const Digits = styled.span`
  font-family: ${fonts.mono};
  letter-spacing: 0.04em;
`;

/** The NRIC, masked to its last four digits until the member asks to see it whole. */
export function NricValue({ idRef }: { idRef: string }) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useState(false);
  const masked = maskNric(idRef);
  const whole = dashedNric(idRef);
  // Not an NRIC (older records): show nothing of it rather than guess a mask.
  if (!masked || !whole) return <span>{t('profile.notGiven')}</span>;

  return (
    <>
      <Digits
        aria-label={shown ? undefined : t('profile.nricMaskedLabel', { last: whole.slice(-4) })}
        data-testid="nric"
      >
        {shown ? whole : masked}
      </Digits>
      <Button variant="link" size="sm" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
        {shown ? t('profile.hideNric') : t('profile.showNric')}
      </Button>
    </>
  );
}
