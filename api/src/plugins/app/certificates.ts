// The certificates service: underwriting, quotations and applications, certificates and what payments may ask
// of them (app.certificatePayments), their jobs (refund requests, certificate PDFs) and housekeeping (expired
// underwriting answers, scheduled cancellations, lapses, refunds left unsent while payments was absent).
import path from 'node:path';
import fp from 'fastify-plugin';
import { repoRoot } from '../../config';
import { openStorage } from '../../lib/storage';
import {
  CERTIFICATE_PDF_ATTACHMENT,
  CERTIFICATE_PDF_JOB,
  CERTIFICATE_REFUND_JOB,
  CertificatesService,
} from '../../modules/certificates/certificates-service';
import { QuotationsService } from '../../modules/certificates/quotations-service';
import { UnderwritingService } from '../../modules/underwriting/underwriting-service';

declare module 'fastify' {
  interface FastifyInstance {
    underwriting: UnderwritingService;
    quotations: QuotationsService;
    certificates: CertificatesService;
  }
}

export const certificatesPlugin = fp(
  async (app) => {
    const storageDir = app.config.certificates?.storageDir ?? path.join(repoRoot, '.data', 'certificates');
    const underwriting = new UnderwritingService(app.db, app.emails);
    const certificates = new CertificatesService(
      app.db,
      app.jobs,
      app.emails,
      openStorage(app.config.storage, 'certificates', storageDir),
      // Payments provides its side of the contract after this plugin registers: read when a refund is due.
      () => app.paymentContract.refunds(),
      app.log.child({ component: 'certificates' }),
    );
    const quotations = new QuotationsService(
      app.db,
      underwriting,
      certificates,
      app.config.sales?.closedFrom ?? null,
      // Read from the contract when an application is made (payments registers after this plugin).
      () => app.paymentContract.activity(),
    );

    app.decorate('underwriting', underwriting);
    app.decorate('certificates', certificates);
    app.decorate('quotations', quotations);
    app.decorate('certificatePayments', certificates);
    app.paymentContract.provideCertificates(certificates);

    app.jobs.register<{ refundRequestId: string }>(CERTIFICATE_REFUND_JOB, ({ payload }) =>
      certificates.sendRefund(payload.refundRequestId),
    );
    app.jobs.register<{ certificateId: string }>(CERTIFICATE_PDF_JOB, async ({ payload }) => {
      await certificates.ensurePdf(payload.certificateId);
    });
    app.emails.registerAttachmentSource(CERTIFICATE_PDF_ATTACHMENT, (certificateId) =>
      certificates.pdfAttachment(certificateId),
    );
    app.jobs.addHousekeeping('certificates.sweep', async () => {
      await underwriting.expireDue();
      await certificates.sweep();
      await certificates.resendUnsentRefunds();
    });
  },
  { name: 'certificates', dependencies: ['database', 'jobs', 'mail', 'auth', 'payment-contract'] },
);
