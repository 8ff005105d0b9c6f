// Checks a document a member attaches to a vault policy (or gives the reader) by its content, never by its name
// or declared type: PDF, JPEG or PNG.
import { fileTypeFromBuffer } from 'file-type/core';
import type { MessageRef } from '../../lib/i18n';

export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const extensionOf: Record<DocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Names people know for files most often renamed to .pdf. */
const knownNames: Record<string, string> = {
  'application/zip': 'ZIP',
  'application/x-cfb': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/x-msdownload': 'Windows program',
  'application/x-elf': 'program',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'video/mp4': 'MP4',
};

export class DocumentRejectedError extends Error {
  constructor(readonly ref: MessageRef) {
    super(ref.key);
    this.name = 'DocumentRejectedError';
  }
}

/** The document's real type, or DocumentRejectedError naming what it is when it is something else. */
export async function detectDocumentType(data: Buffer): Promise<DocumentType> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime as string | undefined;
  if (mime && (documentTypes as readonly string[]).includes(mime)) return mime as DocumentType;
  const name = mime ? knownNames[mime] : undefined;
  throw new DocumentRejectedError(
    name ? { key: 'vault.documentDisguised', params: { actual: name } } : { key: 'vault.documentType' },
  );
}

/** A file name safe to show and to send back in Content-Disposition: the base name, plain characters. */
export function safeFileName(name: string | undefined, type: DocumentType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .trim()
    .slice(0, 80);
  return `${stem || 'document'}.${extensionOf[type]}`;
}
