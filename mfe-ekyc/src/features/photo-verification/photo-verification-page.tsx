import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useNavigate } from '@teduh/shared/router';
import { PageLoader, useLocalizedPath, useSessionStore } from '@teduh/shared';
import { WizardBox } from '@teduh/shared/journey';
import { fetchVerification } from '../../lib/get-verification';
import { syncProfileStatus } from '../../lib/sync-profile-status';
import {
  imageKinds,
  mayTakePhotos,
  type ImageKind,
  type Submission,
  type Verification,
} from '../../lib/verification';
import { CaptureStep, type CapturedImage } from './components/capture-step';
import { NricStep } from './components/nric-step';
import { ReviewStep } from './components/review-step';

type Step = 'nric' | ImageKind | 'review';

const steps: readonly Step[] = ['nric', 'front_ic', 'back_ic', 'selfie', 'review'];

type Images = Record<ImageKind, CapturedImage | null>;

const noImages: Images = { front_ic: null, back_ic: null, selfie: null };

function allTaken(images: Images): images is Record<ImageKind, CapturedImage> {
  return imageKinds.every((kind) => images[kind] !== null);
}

function revoke(image: CapturedImage | null) {
  if (image?.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.previewUrl);
}

/**
 * /ekyc/photo-verification: the NRIC, then the front and back of the MyKad and a selfie (camera or
 * upload), then one upload of all three with its progress. Then on to the address declaration.
 */
export function PhotoVerificationPage() {
  const { t } = useTranslation('ekyc');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const profile = useSessionStore((state) => state.profile);
  const [loading, setLoading] = useState(true);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [step, setStep] = useState<Step>('nric');
  const [idRef, setIdRef] = useState('');
  const [images, setImages] = useState<Images>(noImages);
  const [nricError, setNricError] = useState<string | null>(null);
  // Set once the member moved between steps: from then on each new step's heading takes focus.
  const [moved, setMoved] = useState(false);
  // After a change asked for from the review, the member goes straight back to it.
  const backToReview = useRef(false);
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  });

  useEffect(() => {
    const controller = new AbortController();
    fetchVerification(controller.signal)
      .then((answer) => setVerification(answer))
      .catch(() => {
        // Without the status the steps still work; the upload itself says when one is in progress.
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => () => imageKinds.forEach((kind) => revoke(imagesRef.current[kind])), []);

  const go = useCallback((next: Step) => {
    setMoved(true);
    setStep(next);
  }, []);

  const setImage = (kind: ImageKind, image: CapturedImage | null) => {
    setImages((current) => {
      if (current[kind] !== image) revoke(current[kind]);
      return { ...current, [kind]: image };
    });
  };

  const nextAfter = (current: Step): Step => {
    if (backToReview.current && allTaken(images)) return 'review';
    return steps[steps.indexOf(current) + 1] ?? 'review';
  };

  const submitted = (submission: Submission) => {
    syncProfileStatus(submission.status);
    navigate(localized('/ekyc/address-declaration'));
  };

  if (loading) return <PageLoader />;
  if (verification && !mayTakePhotos(verification.status)) {
    return <Navigate replace to={localized('/ekyc/v2')} />;
  }

  const counter = t('photo.stepCounter', { current: steps.indexOf(step) + 1, total: steps.length });
  const initialNric =
    idRef || verification?.submission?.id_ref || verification?.user.id_ref || profile?.id_ref || '';

  return (
    <WizardBox title={t('photo.title')} intro={t('photo.intro')}>
      {step === 'nric' ? (
        <NricStep
          counter={counter}
          initialValue={initialNric}
          person={{ dob: profile?.dob ?? null, gender: profile?.gender ?? null }}
          serverError={nricError}
          focusHeading={moved}
          onDone={(value) => {
            if (value !== idRef) setNricError(null);
            setIdRef(value);
            go(nextAfter('nric'));
          }}
        />
      ) : null}
      {step === 'front_ic' || step === 'back_ic' || step === 'selfie' ? (
        <CaptureStep
          key={step}
          kind={step}
          counter={counter}
          image={images[step]}
          onImage={(image) => setImage(step, image)}
          onContinue={() => go(nextAfter(step))}
          onBack={() => go(steps[steps.indexOf(step) - 1] ?? 'nric')}
        />
      ) : null}
      {step === 'review' && allTaken(images) ? (
        <ReviewStep
          counter={counter}
          idRef={idRef}
          images={images}
          onEdit={(target) => {
            backToReview.current = true;
            if (target !== 'nric') setImage(target, null);
            go(target);
          }}
          onNricRejected={(message) => {
            backToReview.current = true;
            setNricError(message);
            go('nric');
          }}
          onSubmitted={submitted}
        />
      ) : null}
    </WizardBox>
  );
}
