import { useState, type ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { PinStep } from '@teduh/shared/journey';
import type { PolicyDetail } from '../api/types';
import { confirmChange, resendChangeCode, type ChangeRequested } from './api/servicing';

/** When another code may be asked for (epoch ms). */
function waitUntil(seconds: number): number {
  return Date.now() + seconds * 1000;
}

type Stage = { step: 'form' } | { step: 'code'; change: string; email: string; resendAt: number };

/**
 * A change in two steps: the form (its own, given `onRequested`), then the code e-mailed for it (the kit's PIN
 * step). The certificate as it then stands goes to `onDone`.
 */
export function ChangeFlow({
  uuid,
  form,
  onDone,
}: {
  uuid: string;
  form: (onRequested: (sent: ChangeRequested) => void) => ReactNode;
  onDone: (updated: PolicyDetail) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  if (stage.step === 'form') {
    return (
      <>
        {form((sent) =>
          setStage({
            step: 'code',
            change: sent.change,
            email: sent.email,
            resendAt: waitUntil(sent.resendAfterSeconds),
          }),
        )}
      </>
    );
  }
  return (
    <PinStep
      email={stage.email}
      resendAvailableAt={stage.resendAt}
      sendPin={() => resendChangeCode(uuid, stage.change)}
      onResent={(seconds) => setStage({ ...stage, resendAt: waitUntil(seconds) })}
      verifyPin={async (_email, pin) => {
        const updated = await confirmChange(uuid, stage.change, pin);
        onDone(updated);
        return updated.uuid;
      }}
      onVerified={() => undefined}
      onChangeEmail={() => setStage({ step: 'form' })}
      changeLabel={t('servicing.code.back')}
    />
  );
}
