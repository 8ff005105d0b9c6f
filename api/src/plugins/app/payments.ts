// Payments: the card provider and FPX clients, our payment ledger, auto-billing, refunds for the certificates
// service (app.contributionRefunds) and what it must know before voiding an unpaid certificate
// (app.certificatePaymentActivity), the reconcile and contribution jobs, and the auto-billing housekeeping.
// The certificates service is reached through app.certificatePayments, looked up when a call needs it (the
// two plugins may register in any order); tests hand in their own with the `certificates` option.
import fp from 'fastify-plugin';
import type {
  CertificatePaymentActivity,
  CertificatePayments,
} from '../../modules/certificates/payment-contract';
import { CardClient } from '../../modules/payments/card-client';
import { CardRepository } from '../../modules/payments/card-repository';
import { CardPaymentsService } from '../../modules/payments/card-service';
import { FpxClient } from '../../modules/payments/fpx-client';
import { FpxPaymentsService } from '../../modules/payments/fpx-service';
import { InstantPayService } from '../../modules/payments/instant-pay';
import {
  APPLY_CONTRIBUTION_JOB,
  PaymentLedger,
  RECONCILE_JOB,
  openStatuses,
} from '../../modules/payments/ledger';
import { ProviderEventsService } from '../../modules/payments/provider-events';
import { ProviderEventsRepository } from '../../modules/payments/provider-events-repository';
import { MandatesRepository } from '../../modules/payments/mandates-repository';
import { PaymentsRepository } from '../../modules/payments/payments-repository';
import { PaymentRefunds } from '../../modules/payments/refunds';
import { RefundsRepository } from '../../modules/payments/refunds-repository';
import { SchedulesRepository } from '../../modules/payments/schedules-repository';
import { PaymentSchedules } from '../../modules/payments/schedules';

export interface PaymentsServices {
  ledger: PaymentLedger;
  card: CardPaymentsService;
  fpx: FpxPaymentsService;
  schedules: PaymentSchedules;
  refunds: PaymentRefunds;
  instantPay: InstantPayService;
  providerEvents: ProviderEventsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsServices;
  }
}

export interface PaymentsPluginOptions {
  /** The certificates side of the contract; default: app.certificatePayments, looked up at call time. */
  certificates?: CertificatePayments;
  fetch?: typeof fetch;
}

export const AUTOBILL_JOB = 'payments.autobill';

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const { payments: config, webUrl } = app.config;
    const log = app.log.child({ component: 'payments' });
    const certificates = (): CertificatePayments => {
      const found =
        options.certificates ?? (app.hasDecorator('certificatePayments') ? app.certificatePayments : null);
      if (!found) throw new Error('The certificates service (app.certificatePayments) is not registered');
      return found;
    };
    const cardClient = new CardClient({
      baseUrl: config.card.url,
      secretKey: config.card.secretKey,
      timeoutMs: config.card.timeoutMs,
      fetch: options.fetch,
    });
    const fpxClient = new FpxClient({
      baseUrl: config.fpx.url,
      apiKey: config.fpx.apiKey,
      timeoutMs: config.fpx.timeoutMs,
      fetch: options.fetch,
    });
    const { users } = app;
    const cards = new CardRepository(app.db);
    const mandates = new MandatesRepository(app.db);
    const scheduleRows = new SchedulesRepository(app.db);
    const ledger = new PaymentLedger(
      new PaymentsRepository(app.db),
      app.jobs,
      certificates,
      log,
      config.reconcileAfterSeconds,
    );
    const card = new CardPaymentsService({
      cards,
      schedules: scheduleRows,
      users,
      client: cardClient,
      ledger,
      certificates,
      webUrl,
      log,
    });
    const fpx = new FpxPaymentsService({
      mandates,
      schedules: scheduleRows,
      users,
      client: fpxClient,
      ledger,
      certificates,
      webUrl,
      log,
    });
    const schedules = new PaymentSchedules({
      db: app.db,
      schedules: scheduleRows,
      cards,
      mandates,
      users,
      card,
      fpx,
      ledger,
      certificates,
      emails: app.emails,
      log,
    });
    const refunds = new PaymentRefunds(new RefundsRepository(app.db), cardClient, ledger, certificates, log);

    const instantPay = new InstantPayService(card, ledger, certificates, webUrl);
    const providerEvents = new ProviderEventsService(
      new ProviderEventsRepository(app.db),
      card,
      fpx,
      refunds,
      schedules,
      log,
    );

    app.decorate('payments', { ledger, card, fpx, schedules, refunds, instantPay, providerEvents });
    app.decorate('contributionRefunds', refunds);
    app.decorate('certificatePaymentActivity', {
      paymentInFlight: (certificateUuid, db) => ledger.inFlight(certificateUuid, db),
      closeCheckouts: (certificateUuid) => card.closeCheckouts(certificateUuid),
      refreshCheckouts: async (certificateUuid) => {
        await card.refreshCheckouts(certificateUuid);
      },
    } satisfies CertificatePaymentActivity);

    app.jobs.register<{ paymentId: string }>(APPLY_CONTRIBUTION_JOB, ({ payload }) =>
      ledger.applyContributionJob(payload.paymentId),
    );
    app.jobs.register<{ paymentId: string; round: number }>(RECONCILE_JOB, async ({ payload }) => {
      const row = await ledger.byId(payload.paymentId);
      if (!row || !openStatuses.includes(row.status)) return;
      const open = row.channel === 'card' ? await card.reconcile(row) : await fpx.reconcile(row);
      if (open) await ledger.scheduleReconcile(row.id, payload.round + 1);
    });
    app.jobs.register(AUTOBILL_JOB, async () => {
      await schedules.runDue();
    });
    app.jobs.addHousekeeping(async () => {
      await schedules.runDue();
      await card.refreshStaleSessions(Math.max(60, config.reconcileAfterSeconds));
    });
  },
  { name: 'payments', dependencies: ['database', 'jobs', 'mail', 'accounts'] },
);
