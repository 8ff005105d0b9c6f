import type { AxiosProgressEvent } from 'axios';
import { object, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { nricMatchesDob, nricMatchesGender, type Gender } from '@teduh/shared/identity';
import {
  createValidators,
  sharedNamespace,
  validationMessageKeys,
  type Translate,
} from '@teduh/shared/forms';
import { verificationPath } from '../../../lib/get-verification';
import type { ImageKind, Submission } from '../../../lib/verification';

/**
 * The NRIC step: the dashed form (spec section 5, mask 6-2-4), and, when the profile knows them, the
 * date of birth and gender it must match.
 */
export function createNricSchema(t: Translate, person: { dob: string | null; gender: Gender | null }) {
  const validators = createValidators(t);
  const message = (key: string) => () => t(key, { ns: sharedNamespace });
  return object({
    id_ref: validators.dashedNric
      .test(
        'nric-dob',
        message(validationMessageKeys.nricDobMismatch),
        (value) => !value || !person.dob || nricMatchesDob(value, person.dob),
      )
      .test(
        'nric-gender',
        message(validationMessageKeys.nricGenderMismatch),
        (value) => !value || !person.gender || nricMatchesGender(value, person.gender),
      ),
  });
}

export type NricInput = InferType<ReturnType<typeof createNricSchema>>;

export interface PhotoUpload {
  blob: Blob;
  fileName: string;
}

export interface SubmitPhotosInput {
  idRef: string;
  images: Record<ImageKind, PhotoUpload>;
}

export interface SubmitPhotosOptions {
  /** Share of the request body sent so far, 0 to 1, or null when the size is not known. */
  onProgress?: (fraction: number | null) => void;
  signal?: AbortSignal;
}

/**
 * Sends the NRIC and the three images as one multipart request (`POST ekyc/api/v1/`). Answers 201 with the
 * new submission; 409 when one is already in progress; 400 with `errors.fields` per field.
 */
export async function submitPhotos(
  { idRef, images }: SubmitPhotosInput,
  { onProgress, signal }: SubmitPhotosOptions = {},
): Promise<Submission> {
  const form = new FormData();
  form.append('id_ref', idRef);
  for (const kind of ['front_ic', 'back_ic', 'selfie'] as const) {
    form.append(kind, images[kind].blob, images[kind].fileName);
  }
  const response = await apiClient.post<{ data: Submission }>(verificationPath, form, {
    signal,
    onUploadProgress: (event: AxiosProgressEvent) => {
      onProgress?.(event.total ? Math.min(1, event.loaded / event.total) : (event.progress ?? null));
    },
  });
  return response.data.data;
}
