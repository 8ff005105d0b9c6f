import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, fontSizes, fontWeights, space } from '@teduh/shared';
import { checkProfilePicture, type PictureProblem } from '../api/update-profile';
import { Avatar } from './avatar';

const Root = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${space.sm};
  padding: 0;
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
`;

const Side = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
  flex: 1 1 12rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Chosen = styled.p`
  margin: 0;
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const HiddenInput = styled.input`
  display: none;
`;

/**
 * The profile picture: the current one (or initials), an upload button whose choice shows at once as a
 * local preview, and a reset back to the original. Wrong types and files over 5 MB are refused here.
 */
export function PictureField({
  original,
  initials,
  file,
  onChange,
  disabled = false,
}: {
  original: string | null;
  initials: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const found = checkProfilePicture(chosen);
    setProblem(found);
    if (!found) onChange(chosen);
  };

  const reset = () => {
    setProblem(null);
    onChange(null);
  };

  return (
    <Root>
      <Legend>{t('editProfile.picture.label')}</Legend>
      <Avatar
        src={preview ?? original}
        initials={initials}
        alt={preview ? t('editProfile.picture.previewAlt') : t('editProfile.picture.currentAlt')}
      />
      <Side>
        <Buttons>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            aria-describedby={problem ? errorId : undefined}
            onClick={() => inputRef.current?.click()}
          >
            {original || file ? t('editProfile.picture.change') : t('editProfile.picture.upload')}
          </Button>
          {file ? (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={reset}>
              {t('editProfile.picture.reset')}
            </Button>
          ) : null}
        </Buttons>
        {file ? <Chosen>{t('editProfile.picture.chosen', { name: file.name })}</Chosen> : null}
        <Hint>{t('editProfile.picture.hint')}</Hint>
        {problem ? (
          <ErrorText id={errorId} role="alert">
            {t(`editProfile.picture.${problem === 'type' ? 'wrongType' : 'tooLarge'}`)}
          </ErrorText>
        ) : null}
      </Side>
      <HiddenInput
        ref={inputRef}
        type="file"
        name="profile_picture"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="profile-picture-input"
        onChange={(event) => choose(event.target.files?.[0])}
      />
    </Root>
  );
}
