// Checks an uploaded identity image by its content (never by its name or declared type) and re-encodes it
// without metadata (EXIF: camera, time, GPS position) before it is stored.
import { fileTypeFromBuffer } from 'file-type/core';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import type { MessageRef } from '../../lib/i18n';

export const allowedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type AllowedImageType = (typeof allowedImageTypes)[number];

export interface PreparedImage {
  data: Buffer;
  /** The content type of the stored bytes. */
  type: AllowedImageType;
  ext: string;
}

export class ImageRejectedError extends Error {
  constructor(readonly ref: MessageRef) {
    super(ref.key);
    this.name = 'ImageRejectedError';
  }
}

/** Names people know for the documents most often renamed to .jpg. */
const documentNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/zip': 'ZIP',
  'application/x-cfb': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'video/mp4': 'MP4',
};

const extensionOf: Record<AllowedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

const MAX_PIXELS = 50_000_000;

/**
 * JPEG, PNG and WebP are decoded and written again in their own format (rotated upright first, since the
 * EXIF orientation goes with the metadata). HEIC/HEIF become JPEG: the prebuilt sharp decodes only AV1-coded
 * HEIF, so the HEVC that phones write is decoded by libheif (WebAssembly, `heic-decode`), as the profile
 * pictures do. Either way no metadata survives.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected) throw new ImageRejectedError({ key: 'ekyc.fileType' });
  const mime = detected.mime as string;
  if (!(allowedImageTypes as readonly string[]).includes(mime)) {
    const name = documentNames[mime];
    throw new ImageRejectedError(
      name ? { key: 'ekyc.fileDisguised', params: { actual: name } } : { key: 'ekyc.fileType' },
    );
  }
  const type = mime as AllowedImageType;

  if (type === 'image/heic' || type === 'image/heif') {
    try {
      const data = await sharp(input, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .jpeg({ quality: 90 })
        .toBuffer();
      return { data, type: 'image/jpeg', ext: 'jpg' };
    } catch {
      return { data: await heicToJpeg(input), type: 'image/jpeg', ext: 'jpg' };
    }
  }

  try {
    // sharp drops all metadata unless asked to keep it.
    const pipeline = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const data =
      type === 'image/jpeg'
        ? await pipeline.jpeg({ quality: 90 }).toBuffer()
        : type === 'image/png'
          ? await pipeline.png().toBuffer()
          : await pipeline.webp({ quality: 90 }).toBuffer();
    return { data, type, ext: extensionOf[type] };
  } catch {
    throw new ImageRejectedError({ key: 'ekyc.fileUnreadable' });
  }
}

/** HEVC-coded HEIC through libheif; the size is checked before the pixels are allocated. */
async function heicToJpeg(input: Buffer): Promise<Buffer> {
  try {
    const images = await decodeHeic.all({ buffer: new Uint8Array(input) });
    let decoded;
    try {
      const first = images[0];
      if (!first || first.width * first.height > MAX_PIXELS) throw new Error('no image, or too large');
      decoded = await first.decode();
    } finally {
      images.dispose();
    }
    return await sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError({ key: 'ekyc.fileUnreadable' });
  }
}
