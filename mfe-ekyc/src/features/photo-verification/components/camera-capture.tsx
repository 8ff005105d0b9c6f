import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, fontSizes, radii, space } from '@teduh/shared';

export type CameraFacing = 'environment' | 'user';
export type CameraGuide = 'card' | 'face';
/** denied: the member or the browser refused; unavailable: no camera (or it is busy); failed: anything else. */
export type CameraProblem = 'denied' | 'unavailable' | 'failed';

/** Longest side of a captured photo: sharp enough for the checks, small enough for a slow connection. */
const MAX_CAPTURE_SIDE = 1600;
const JPEG_QUALITY = 0.9;

const Stage = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colors.text};
`;

const Video = styled.video<{ $mirrored: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transform: ${(p) => (p.$mirrored ? 'scaleX(-1)' : 'none')};
`;

const Overlay = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

const Starting = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: ${space.md};
  color: ${colors.textInverse};
  font-size: ${fontSizes.md};
  text-align: center;
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

/** The guide frame: the card's outline (ID-1 card, 85.6 x 54 mm) or an oval for the face, the rest dimmed. */
function GuideFrame({ guide }: { guide: CameraGuide }) {
  const shape =
    guide === 'card' ? (
      <rect x="10" y="14.5" width="80" height="50.5" rx="3.5" />
    ) : (
      <ellipse cx="50" cy="36" rx="21" ry="28" />
    );
  const maskId = `ekyc-guide-${guide}`;
  return (
    <Overlay viewBox="0 0 100 75" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <defs>
        <mask id={maskId}>
          <rect width="100" height="75" fill="white" />
          <g fill="black">{shape}</g>
        </mask>
      </defs>
      <rect width="100" height="75" fill="rgba(0, 0, 0, 0.5)" mask={`url(#${maskId})`} />
      <g fill="none" stroke="white" strokeWidth="0.6" strokeDasharray="2 1.2">
        {shape}
      </g>
    </Overlay>
  );
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'denied';
  }
  if (
    name === 'NotFoundError' ||
    name === 'DevicesNotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'NotReadableError' ||
    name === 'TrackStartError'
  ) {
    return 'unavailable';
  }
  return 'failed';
}

/** Draws the current video frame onto a canvas (at most MAX_CAPTURE_SIDE) and encodes it as JPEG. */
function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const width = video.videoWidth || 1280;
  const height = video.videoHeight || 960;
  const scale = Math.min(1, MAX_CAPTURE_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A live camera view with a guide frame: the rear camera for the card, the front one for the selfie.
 * Any failure to start (permission denied, no camera) is reported so the page can offer an upload instead.
 */
export function CameraCapture({
  facing,
  guide,
  onCapture,
  onProblem,
  onCancel,
}: {
  facing: CameraFacing;
  guide: CameraGuide;
  onCapture: (photo: Blob) => void;
  onProblem: (problem: CameraProblem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ekyc');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  // Latest callbacks, so the effect that opens the camera runs once per facing mode.
  const onProblemRef = useRef(onProblem);
  useEffect(() => {
    onProblemRef.current = onProblem;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media || typeof media.getUserMedia !== 'function') {
      onProblemRef.current('unavailable');
      return undefined;
    }
    media
      .getUserMedia({
        video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1440 } },
        audio: false,
      })
      .then(async (opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = opened;
        try {
          await video.play();
        } catch {
          // Autoplay of a muted inline video is allowed; a refusal still leaves the frame drawable.
        }
        if (!cancelled) setReady(true);
      })
      .catch((error: unknown) => {
        if (!cancelled) onProblemRef.current(problemOf(error));
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facing]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video) return;
    setCapturing(true);
    const photo = await captureFrame(video);
    setCapturing(false);
    if (photo) onCapture(photo);
    else onProblemRef.current('failed');
  };

  return (
    <div>
      <Stage>
        <Video
          ref={videoRef}
          $mirrored={facing === 'user'}
          muted
          playsInline
          autoPlay
          aria-label={t('photo.camera.previewLabel')}
        />
        <GuideFrame guide={guide} />
        {ready ? null : <Starting role="status">{t('photo.camera.starting')}</Starting>}
      </Stage>
      <Actions>
        <Button size="lg" onClick={() => void capture()} disabled={!ready} loading={capturing}>
          {t('photo.camera.capture')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onCancel}>
          {t('photo.camera.cancel')}
        </Button>
      </Actions>
    </div>
  );
}
