// Checks a claim document by its content (never by its name or declared type): PDF, JPEG or PNG only.
import { fileTypeFromBuffer } from 'file-type/core';
import type { MessageRef } from '../../lib/i18n';

export { claimDocumentKinds } from '../../db/schema';

const allowed = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type ClaimFileType = keyof typeof allowed;

/** Names people know for files most often renamed to .pdf or .jpg. */
const knownNames: Record<string, string> = {
  'application/zip': 'ZIP',
  'application/x-msdownload': 'Windows program',
  'application/x-cfb': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'text/html': 'HTML',
  'video/mp4': 'MP4',
  'image/gif': 'GIF',
};

export class DocumentRejectedError extends Error {
  constructor(readonly ref: MessageRef) {
    super(ref.key);
    this.name = 'DocumentRejectedError';
  }
}

export async function checkDocument(data: Buffer): Promise<{ type: ClaimFileType; ext: string }> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime as string | undefined;
  if (mime && mime in allowed) {
    const type = mime as ClaimFileType;
    return { type, ext: allowed[type] };
  }
  const name = mime ? knownNames[mime] : undefined;
  throw new DocumentRejectedError(
    name ? { key: 'claims.fileDisguised', params: { actual: name } } : { key: 'claims.fileType' },
  );
}
