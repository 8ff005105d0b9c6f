import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, space } from '@teduh/shared';

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

/** Back and continue (a submit button of the step's form, or a plain button with `onContinue`). */
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
  const { t } = useTranslation('pusara');
  return (
    <Row>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={loading}>
          {t('common.back')}
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
        {continueLabel ?? t('common.continue')}
      </Button>
    </Row>
  );
}
