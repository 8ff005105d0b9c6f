import styled from 'styled-components';
import { Button, space } from '@teduh/shared';
import { useJourneyTranslation } from './translations';

const Row = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.lg};

  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: space-between;
  }
`;

const Forward = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};

  @media (min-width: 480px) {
    flex-direction: row;
  }
`;

/**
 * Back and continue (a submit button of the step's form, or a plain button with `onContinue`), and an optional
 * second way forward beside continue (`alternative`, e.g. "Skip for now" on an optional step), which does not
 * submit the form. While `loading`, continue shows it is busy and the others wait.
 */
export function StepActions({
  onBack,
  onContinue,
  loading = false,
  disabled = false,
  continueLabel,
  alternative,
}: {
  onBack?: () => void;
  onContinue?: () => void;
  loading?: boolean;
  disabled?: boolean;
  continueLabel?: string;
  alternative?: { label: string; onClick: () => void };
}) {
  const { t } = useJourneyTranslation();
  return (
    <Row>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={loading}>
          {t('journey.back')}
        </Button>
      ) : (
        <span />
      )}
      <Forward>
        {alternative ? (
          <Button variant="secondary" onClick={alternative.onClick} disabled={loading}>
            {alternative.label}
          </Button>
        ) : null}
        <Button
          type={onContinue ? 'button' : 'submit'}
          onClick={onContinue}
          loading={loading}
          disabled={disabled}
        >
          {continueLabel ?? t('journey.continue')}
        </Button>
      </Forward>
    </Row>
  );
}
