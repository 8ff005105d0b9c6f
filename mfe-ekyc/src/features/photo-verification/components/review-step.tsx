import { useEffect, useRef, useState } from 'react';
import axios from 'axios';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  AppLink,
  Button,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  space,
  readApiErrorParts,
} from '@teduh/shared';
import { StepHeading } from '@teduh/shared/journey';
import { imageKinds, type ImageKind, type Submission } from '../../../lib/verification';
import { submitPhotos } from '../api/submit-photos';
import type { CapturedImage } from './capture-step';

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.xs};
  margin: 0 0 ${space.md};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  dl {
    margin: 0;
  }

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    color: ${colors.text};
    font-weight: ${fontWeights.semibold};
    letter-spacing: 0.04em;
  }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.md};
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.xs};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  img,
  .no-preview {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${radii.md};
    background: ${colors.surface};
  }

  .no-preview {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${space.xs};
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
    text-align: center;
  }
`;

const ThumbTitle = styled.p`
  margin: 0;
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
`;

const ThumbError = styled.p`
  margin: 0;
  color: ${colors.error};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
`;

const Upload = styled.div`
  margin: 0 0 ${space.md};

  progress {
    width: 100%;
    height: 12px;
    accent-color: ${colors.primary};
  }
`;

const UploadText = styled.p`
  margin: 0 0 ${space.xxs};
  color: ${colors.text};
  font-weight: ${fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  > * {
    flex: 1 1 12rem;
  }
`;

type Failure =
  | { kind: 'network' }
  | { kind: 'cancelled' }
  | { kind: 'conflict' }
  | { kind: 'images'; fields: Partial<Record<ImageKind, string>> }
  | { kind: 'other'; text: string | null };

/**
 * The last step: what will be sent, then the upload with its progress. A failed or cancelled upload
 * keeps the photos, so trying again needs no retake.
 */
export function ReviewStep({
  counter,
  idRef,
  images,
  onEdit,
  onNricRejected,
  onSubmitted,
}: {
  counter: string;
  idRef: string;
  images: Record<ImageKind, CapturedImage>;
  onEdit: (step: 'nric' | ImageKind) => void;
  onNricRejected: (message: string) => void;
  onSubmitted: (submission: Submission) => void;
}) {
  const { t } = useTranslation('ekyc');
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async () => {
    controller.current = new AbortController();
    setUploading(true);
    setFailure(null);
    setProgress(0);
    try {
      const submission = await submitPhotos(
        {
          idRef,
          images: {
            front_ic: images.front_ic,
            back_ic: images.back_ic,
            selfie: images.selfie,
          },
        },
        {
          signal: controller.current.signal,
          onProgress: (fraction) => setProgress(fraction === null ? null : Math.round(fraction * 100)),
        },
      );
      onSubmitted(submission);
    } catch (error) {
      setUploading(false);
      if (axios.isCancel(error)) {
        setFailure({ kind: 'cancelled' });
        return;
      }
      const parts = readApiErrorParts(error);
      if (parts.network) {
        setFailure({ kind: 'network' });
      } else if (parts.status === 409) {
        setFailure({ kind: 'conflict' });
      } else if (parts.fields.id_ref?.[0]) {
        onNricRejected(parts.fields.id_ref[0]);
      } else if (imageKinds.some((kind) => parts.fields[kind])) {
        const fields: Partial<Record<ImageKind, string>> = {};
        for (const kind of imageKinds) {
          const message = parts.fields[kind]?.[0];
          if (message) fields[kind] = message;
        }
        setFailure({ kind: 'images', fields });
      } else {
        setFailure({ kind: 'other', text: parts.detail });
      }
    }
  };

  const imageErrors = failure?.kind === 'images' ? failure.fields : {};

  return (
    <section>
      <StepHeading counter={counter}>{t('photo.steps.review.title')}</StepHeading>
      <Text>{t('photo.steps.review.instructions')}</Text>
      <Summary>
        <dl>
          <dt>{t('photo.steps.nric.label')}</dt>
          <dd>{idRef}</dd>
        </dl>
        <Button
          variant="link"
          onClick={() => onEdit('nric')}
          disabled={uploading}
          aria-label={t('photo.changeNamed', { name: t('photo.steps.nric.label') })}
        >
          {t('photo.change')}
        </Button>
      </Summary>
      <Thumbs>
        {imageKinds.map((kind) => {
          const image = images[kind];
          const title = t(`photo.steps.${kind}.short`);
          return (
            <Thumb key={kind}>
              <ThumbTitle>{title}</ThumbTitle>
              {image.previewUrl ? (
                <img src={image.previewUrl} alt={t(`photo.steps.${kind}.previewAlt`)} />
              ) : (
                <div className="no-preview">{t('photo.noPreview')}</div>
              )}
              {imageErrors[kind] ? <ThumbError role="alert">{imageErrors[kind]}</ThumbError> : null}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onEdit(kind)}
                disabled={uploading}
                aria-label={t('photo.retakeNamed', { name: title })}
              >
                {t('photo.retake')}
              </Button>
            </Thumb>
          );
        })}
      </Thumbs>

      {uploading ? (
        <Upload>
          <UploadText id="ekyc-upload-label" role="status">
            {progress === null
              ? t('photo.upload.inProgress')
              : progress >= 100
                ? t('photo.upload.finishing')
                : t('photo.upload.progress', { percent: progress })}
          </UploadText>
          <progress aria-labelledby="ekyc-upload-label" max={100} value={progress ?? undefined} />
        </Upload>
      ) : null}

      {failure ? <FailureAlert failure={failure} /> : null}

      <Actions>
        {uploading ? (
          <Button size="lg" variant="secondary" onClick={() => controller.current?.abort()}>
            {t('photo.upload.cancel')}
          </Button>
        ) : failure?.kind === 'conflict' ? (
          <Button size="lg" to="/ekyc/v2" localize>
            {t('photo.upload.seeStatus')}
          </Button>
        ) : (
          <Button size="lg" onClick={() => void upload()}>
            {failure && failure.kind !== 'images' ? t('photo.upload.retry') : t('photo.upload.submit')}
          </Button>
        )}
      </Actions>
    </section>
  );
}

function FailureAlert({ failure }: { failure: Failure }) {
  const { t } = useTranslation('ekyc');
  switch (failure.kind) {
    case 'network':
      return (
        <Alert variant="error" title={t('photo.upload.networkTitle')}>
          {t('photo.upload.networkText')}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert variant="info" role="status" title={t('photo.upload.cancelledTitle')}>
          {t('photo.upload.cancelledText')}
        </Alert>
      );
    case 'conflict':
      return (
        <Alert variant="warning" role="alert" title={t('photo.upload.conflictTitle')}>
          {t('photo.upload.conflictText')}{' '}
          <AppLink to="/ekyc/v2" localize>
            {t('photo.upload.seeStatus')}
          </AppLink>
        </Alert>
      );
    case 'images':
      return (
        <Alert variant="error" title={t('photo.upload.imagesTitle')}>
          {t('photo.upload.imagesText')}
        </Alert>
      );
    default:
      return (
        <Alert variant="error" title={t('photo.upload.failedTitle')}>
          {failure.text ?? t('photo.upload.failedText')}
        </Alert>
      );
  }
}
