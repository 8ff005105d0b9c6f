/**
 * Large phone photos are made smaller before they are sent, so the upload stays short on a slow
 * connection: JPEG, PNG and WebP over SHRINK_ABOVE_BYTES are redrawn at most MAX_SIDE pixels on their
 * longest side and encoded as JPEG. Anything the browser cannot redraw (HEIC, no createImageBitmap) is
 * kept as it is; so is a result that would not be smaller.
 */
export const SHRINK_ABOVE_BYTES = 1.5 * 1024 * 1024;
const MAX_SIDE = 2000;
const JPEG_QUALITY = 0.88;
const redrawable = ['image/jpeg', 'image/png', 'image/webp'];

export interface PreparedPhoto {
  blob: Blob;
  fileName: string;
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '');
  return `${base || 'photo'}.jpg`;
}

export async function preparePhoto(file: Blob, fileName: string): Promise<PreparedPhoto> {
  const original = { blob: file, fileName };
  if (file.size <= SHRINK_ABOVE_BYTES || !redrawable.includes(file.type)) return original;
  if (typeof createImageBitmap !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const smaller = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!smaller || smaller.size >= file.size) return original;
    return { blob: smaller, fileName: jpegName(fileName) };
  } catch {
    return original;
  }
}
