/** Client-side checks of a chosen image, before anything is sent (the API checks the content again). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

const acceptedTypes = ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'];
// Some browsers give HEIC photos no type at all; the name is then the only hint.
const acceptedNames = /\.(jpe?g|png|heic|heif|webp)$/i;

export type ImageProblem = 'type' | 'size' | 'empty';

export function checkImage(file: Blob, name = ''): ImageProblem | null {
  const type = file.type.toLowerCase();
  const typeAccepted = type === '' ? acceptedNames.test(name) : acceptedTypes.includes(type);
  if (!typeAccepted) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** Browsers cannot show HEIC/HEIF images; such a photo is still sent, without a preview. */
export function canPreview(file: Blob, name = ''): boolean {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif') return false;
  return !(type === '' && /\.(heic|heif)$/i.test(name));
}
