// The member's view of an application (applications/).
import type { CertificateRow } from '../certificates/certificates-service';
import type { ApplicationRow } from '../certificates/quotations-service';
import { certificateRef } from '../certificates/views';

export function toApplication(row: ApplicationRow, certificate: CertificateRow | undefined) {
  return {
    uuid: row.id,
    stage: row.stage,
    quotation: row.quotationId,
    certificate: certificateRef(certificate),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
