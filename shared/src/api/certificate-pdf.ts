// Entry @teduh/shared/certificate-pdf: bundled by the pages that offer the certificate, not loaded on every page.
// The HTTP client is the shared instance, imported by package name.
import { apiClient } from '@teduh/shared';

export const certificatePdfPath = (uuid: string) =>
  `policy/api/v1/policies/${encodeURIComponent(uuid)}/certificate.pdf`;

/** The file name the member's certificate PDF is saved under: its number, or "certificate" before it has one. */
export const certificatePdfName = (number: string | null) => `${(number ?? 'certificate').toLowerCase()}.pdf`;

/**
 * Downloads the bilingual certificate PDF. The API is on another origin and answers only its owner, so a plain
 * link would not carry the session: the file is fetched through the API client (credentials, token refresh)
 * as a blob and handed to the browser as a download.
 */
export async function downloadCertificate(uuid: string, fileName: string): Promise<void> {
  const response = await apiClient.get<Blob>(certificatePdfPath(uuid), { responseType: 'blob' });
  const blob = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
