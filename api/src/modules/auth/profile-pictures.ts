// Profile pictures: checked by their content (never the name or the declared type), decoded, turned upright,
// resized to at most 512x512 and re-encoded as WebP, which drops every piece of metadata (EXIF, GPS, ...).
// Stored under a long random name; the profile answers a URL with that name.
import crypto from 'node:crypto';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import type { ObjectStorage } from '../../lib/storage';

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_SIZE = 512;
/** Larger images are refused before decoding (a small file can expand to gigabytes of pixels). */
const MAX_INPUT_PIXELS = 40_000_000;

const accepted = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

export const pictureErrors = {
  type: () =>
    new AppError(400, 'picture_type', 'auth.pictureType', {
      fields: { profile_picture: [{ key: 'auth.pictureType' }] },
    }),
  tooLarge: () =>
    new AppError(
      413,
      'picture_too_large',
      { key: 'auth.pictureTooLarge', params: { max: PROFILE_PICTURE_MAX_BYTES / (1024 * 1024) } },
      {
        fields: {
          profile_picture: [
            { key: 'auth.pictureTooLarge', params: { max: PROFILE_PICTURE_MAX_BYTES / (1024 * 1024) } },
          ],
        },
      },
    ),
  unreadable: () =>
    new AppError(400, 'picture_unreadable', 'auth.pictureUnreadable', {
      fields: { profile_picture: [{ key: 'auth.pictureUnreadable' }] },
    }),
};

async function detectMime(data: Buffer): Promise<string | undefined> {
  // file-type is an ES module; its `core` entry (buffers only) also resolves under jest's CommonJS resolver.
  const { fileTypeFromBuffer } = await import('file-type/core');
  return (await fileTypeFromBuffer(data))?.mime;
}

/** The picture as a 512x512-at-most WebP without metadata; AppError 400 when it is not an accepted image. */
export async function normalizePicture(data: Buffer): Promise<Buffer> {
  if (data.length > PROFILE_PICTURE_MAX_BYTES) throw pictureErrors.tooLarge();
  const mime = await detectMime(data);
  if (!mime || !accepted.has(mime)) throw pictureErrors.type();

  let input: sharp.Sharp;
  if (mime === 'image/heic' || mime === 'image/heif') {
    // libvips as shipped with sharp reads AVIF but not HEVC-coded HEIC: libheif (WebAssembly) decodes it.
    let decoded;
    try {
      const images = await decodeHeic.all({ buffer: new Uint8Array(data) });
      try {
        // The size is known before decoding: an oversized image is refused before its pixels are allocated.
        const first = images[0];
        if (!first || first.width * first.height > MAX_INPUT_PIXELS) throw pictureErrors.unreadable();
        decoded = await first.decode();
      } finally {
        images.dispose();
      }
    } catch {
      throw pictureErrors.unreadable();
    }
    input = sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    });
  } else {
    input = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  }
  try {
    return await input
      .rotate() // upright from the EXIF orientation, before the metadata goes
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw pictureErrors.unreadable();
  }
}

/** A picture's name: letters, digits, '-', '_' and one extension, never a path. */
const NAME_PATTERN = /^[A-Za-z0-9_-]{16,128}\.[a-z0-9]{1,8}$/;

function isPictureName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** A long random name (256 bits) that cannot be guessed, with the given extension. */
function randomPictureName(extension: string): string {
  return `${crypto.randomBytes(32).toString('base64url')}.${extension}`;
}

/** Under a folder of the name's first two characters, which keeps any one folder small. */
function objectKey(name: string): string {
  return `${name.slice(0, 2)}/${name}`;
}

export class ProfilePictures {
  constructor(private readonly storage: ObjectStorage) {}

  /** Normalises and stores a picture; answers its name (the key kept on the profile). */
  async store(data: Buffer): Promise<string> {
    const picture = await normalizePicture(data);
    const name = randomPictureName('webp');
    await this.storage.put(objectKey(name), picture);
    return name;
  }

  /** The picture, or null when there is none of that name (or the name is not a picture's). */
  async read(name: string): Promise<Buffer | null> {
    return isPictureName(name) ? this.storage.get(objectKey(name)) : null;
  }

  async delete(name: string): Promise<void> {
    if (isPictureName(name)) await this.storage.delete(objectKey(name));
  }
}
