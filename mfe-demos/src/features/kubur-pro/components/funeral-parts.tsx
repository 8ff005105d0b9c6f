import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Alert, Button, colors, fontWeights, readApiErrorParts, space } from '@teduh/shared';
import { Stepper, WizardBox } from '@teduh/shared/journey';

export const journeySteps = ['form', 'quotation', 'certificate'] as const;
export type JourneyStep = (typeof journeySteps)[number];

/** Where the member is in the demo: choosing, the generated quotation, the demo certificate. */
export function FuneralStepper({ current }: { current: JourneyStep }) {
  const { t } = useTranslation('demos');
  return <Stepper steps={journeySteps} current={current} labelOf={(step) => t(`kuburPro.steps.${step}`)} />;
}

/** Every page of the demo says that nothing real is sold or charged. */
export function FuneralDemoNotice() {
  const { t } = useTranslation('demos');
  return (
    <Alert variant="info" title={t('kuburPro.demoNotice.title')}>
      {t('kuburPro.demoNotice.text')}
    </Alert>
  );
}

export const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: ${space.lg} 0;

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: ${space.md};
`;

/** A read that failed for a reason other than "not found": say so and offer to try again. */
export function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation('demos');
  return (
    <WizardBox title={title}>
      <Alert variant="error" title={t('kuburPro.loadFailed.title')}>
        {readApiErrorParts(error).network ? t('kuburPro.loadFailed.network') : t('kuburPro.loadFailed.text')}
      </Alert>
      <Actions>
        <Button onClick={retry}>{t('kuburPro.retry')}</Button>
      </Actions>
    </WizardBox>
  );
}
