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

/**
 * Back and continue (a submit button of the step's form, or a plain button with `onContinue`). While
 * `loading`, continue shows it is busy and back waits.
 */
export function StepActions({
  onBack,
  onContinue,
  loading = false,
  disabled = false,
  continueLabel,
}: {
  onBack?: () => void;
  onContinue?: () => void;
  loading?: boolean;
  disabled?: boolean;
  continueLabel?: string;
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
      <Button
        type={onContinue ? 'button' : 'submit'}
        onClick={onContinue}
        loading={loading}
        disabled={disabled}
      >
        {continueLabel ?? t('journey.continue')}
      </Button>
    </Row>
  );
}
