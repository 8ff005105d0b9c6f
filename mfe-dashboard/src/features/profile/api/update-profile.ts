import { object, type InferType } from 'yup';
import { apiClient, type Profile } from '@teduh/shared';
import { parseNric } from '@teduh/shared/identity';
import { createValidators, type Translate } from '@teduh/shared/forms';
import { mePath } from './profile';

/** What the API accepts as a profile picture (checked again there by content). */
export const profilePictureTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const heicExtension = /\.(heic|heif)$/i;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export type PictureProblem = 'type' | 'size';

/**
 * The browser's first look at a chosen picture, so a wrong file is refused before anything is sent.
 * Browsers often give HEIC photos no type at all: the extension is then taken instead.
 */
export function checkProfilePicture(file: File): PictureProblem | null {
  const typeOk =
    profilePictureTypes.includes(file.type) || (file.type === '' && heicExtension.test(file.name));
  if (!typeOk) return 'type';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'size';
  return null;
}

/**
 * Spec: first and last name are required; the NRIC in its dashed 6-2-4 form, required and at least 14
 * characters, with the dashed-NRIC messages (length, xxxxxx-xx-xxxx, a real date of birth).
 */
export function createEditProfileSchema(t: Translate) {
  const validators = createValidators(t);
  return object({
    first_name: validators.required,
    last_name: validators.required,
    id_ref: validators.dashedNric,
  });
}

export type EditProfileInput = InferType<ReturnType<typeof createEditProfileSchema>>;

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  id_ref: string;
  picture: File | null;
}

/**
 * The multipart body of `PATCH auth/api/v1/me/`: the names always, the NRIC only when it changed (then
 * also the date of birth and gender it carries), and the picture when one was chosen.
 */
export function profileFormData(original: Profile, changes: ProfileChanges): FormData {
  const body = new FormData();
  body.append('first_name', changes.first_name.trim());
  body.append('last_name', changes.last_name.trim());
  const idRef = changes.id_ref.trim();
  if (idRef !== (original.id_ref ?? '')) {
    body.append('id_ref', idRef);
    const parsed = parseNric(idRef);
    if (parsed) {
      body.append('dob', parsed.dob);
      body.append('gender', parsed.gender);
    }
  }
  if (changes.picture) body.append('profile_picture', changes.picture, changes.picture.name);
  return body;
}

/** Saves the changed details; answers the updated profile. */
export async function updateProfile(original: Profile, changes: ProfileChanges): Promise<Profile> {
  const response = await apiClient.patch<{ data: Profile }>(mePath, profileFormData(original, changes));
  return response.data.data;
}
