import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';
import { StepHeading } from '@teduh/shared/journey';
import type { ImageKind } from '../../../lib/verification';
import { canPreview, checkImage, MAX_IMAGE_MEGABYTES, type ImageProblem } from '../image-checks';
import { preparePhoto } from '../prepare-photo';
import { CameraCapture, type CameraProblem } from './camera-capture';

/** A photo chosen for one of the three images; kept by the page until the upload succeeds. */
export interface CapturedImage {
  blob: Blob;
  fileName: string;
  source: 'camera' | 'upload';
  /** An object URL for the preview; null when the browser cannot show the format (HEIC). */
  previewUrl: string | null;
}

export function toCapturedImage(
  blob: Blob,
  fileName: string,
  source: CapturedImage['source'],
): CapturedImage {
  const previewable = canPreview(blob, fileName) && typeof URL.createObjectURL === 'function';
  return { blob, fileName, source, previewUrl: previewable ? URL.createObjectURL(blob) : null };
}

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const Choices = styled.div`
  display: grid;
  gap: ${space.sm};
  margin: ${space.md} 0;
`;

const UploadLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 52px;
  padding: ${space.sm} ${space.lg};
  border: 2px solid ${colors.primary};
  border-radius: ${radii.pill};
  background: ${colors.background};
  color: ${colors.primary};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  text-align: center;
  cursor: pointer;

  &:hover {
    background: ${colors.primarySoft};
  }

  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  /* Visually hidden, still focusable and read with the label's text. */
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

const Figure = styled.figure`
  margin: ${space.md} 0;
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  max-height: 22rem;
  object-fit: contain;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const NoPreview = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 10rem;
  padding: ${space.md};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  color: ${colors.textMuted};
  text-align: center;
`;

const Caption = styled.figcaption`
  margin-top: ${space.xs};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};

  > * {
    flex: 1 1 12rem;
  }
`;

const Back = styled.div`
  margin-top: ${space.lg};
`;

function prefersDeviceCamera(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;
}

/** One of the three photos: by camera (with a guide frame) or by upload, then a preview to keep or retake. */
export function CaptureStep({
  kind,
  counter,
  image,
  onImage,
  onContinue,
  onBack,
}: {
  kind: ImageKind;
  counter: string;
  image: CapturedImage | null;
  onImage: (image: CapturedImage | null) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('ekyc');
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem | null>(null);
  const [fileProblem, setFileProblem] = useState<ImageProblem | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const facing = kind === 'selfie' ? 'user' : 'environment';
  // The camera is no use once the browser said there is none, or that it may not be used.
  const cameraOffered = cameraProblem !== 'unavailable';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a retake still fires a change.
    event.target.value = '';
    if (!file) return;
    const typeProblem = checkImage(file, file.name);
    if (typeProblem === 'type' || typeProblem === 'empty') {
      setFileProblem(typeProblem);
      return;
    }
    // A photo over the limit may still fit once made smaller.
    const photo = await preparePhoto(file, file.name);
    const problem = checkImage(photo.blob, photo.fileName);
    setFileProblem(problem);
    if (problem) return;
    setPreviewFailed(false);
    onImage(toCapturedImage(photo.blob, photo.fileName, 'upload'));
  };

  const captured = (photo: Blob) => {
    setCameraOn(false);
    setFileProblem(null);
    setPreviewFailed(false);
    onImage(toCapturedImage(photo, `${kind}.jpg`, 'camera'));
  };

  const retake = () => {
    onImage(null);
    setFileProblem(null);
  };

  return (
    <section>
      <StepHeading counter={counter}>{t(`photo.steps.${kind}.title`)}</StepHeading>
      <Text>{t(`photo.steps.${kind}.instructions`)}</Text>

      {image ? (
        <>
          <Figure>
            {image.previewUrl && !previewFailed ? (
              <Preview
                src={image.previewUrl}
                alt={t(`photo.steps.${kind}.previewAlt`)}
                onError={() => setPreviewFailed(true)}
              />
            ) : (
              <NoPreview>{t('photo.noPreview')}</NoPreview>
            )}
            <Caption>
              {image.source === 'camera'
                ? t('photo.takenWithCamera')
                : t('photo.uploaded', { name: image.fileName })}
            </Caption>
          </Figure>
          <Text>{t(`photo.steps.${kind}.check`)}</Text>
          <Actions>
            <Button size="lg" onClick={onContinue}>
              {t('photo.usePhoto')}
            </Button>
            <Button size="lg" variant="secondary" onClick={retake}>
              {t('photo.retake')}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          {cameraProblem ? (
            <Alert variant="warning" role="alert" title={t(`photo.cameraProblem.${cameraProblem}.title`)}>
              {t(`photo.cameraProblem.${cameraProblem}.text`)}
            </Alert>
          ) : null}
          {fileProblem ? (
            <Alert variant="error" title={t('photo.fileProblem.title')}>
              {t(`photo.fileProblem.${fileProblem}`, { megabytes: MAX_IMAGE_MEGABYTES })}
            </Alert>
          ) : null}
          {cameraOn ? (
            <CameraCapture
              facing={facing}
              guide={kind === 'selfie' ? 'face' : 'card'}
              onCapture={captured}
              onProblem={(problem) => {
                setCameraOn(false);
                setCameraProblem(problem);
              }}
              onCancel={() => setCameraOn(false)}
            />
          ) : (
            <Choices>
              {cameraOffered ? (
                <Button
                  size="lg"
                  variant={cameraProblem ? 'secondary' : 'primary'}
                  onClick={() => {
                    setFileProblem(null);
                    setCameraOn(true);
                  }}
                >
                  {cameraProblem ? t('photo.cameraAgain') : t('photo.useCamera')}
                </Button>
              ) : null}
              <UploadLabel>
                <input
                  type="file"
                  accept="image/*"
                  capture={prefersDeviceCamera() ? facing : undefined}
                  onChange={(event) => void choose(event)}
                />
                {t(`photo.steps.${kind}.upload`)}
              </UploadLabel>
              <Text>{t('photo.uploadHint', { megabytes: MAX_IMAGE_MEGABYTES })}</Text>
            </Choices>
          )}
        </>
      )}
      <Back>
        <Button variant="link" onClick={onBack}>
          {t('photo.back')}
        </Button>
      </Back>
    </section>
  );
}
