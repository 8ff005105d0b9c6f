// Payments: the card provider and FPX clients, our payment ledger, auto-billing, refunds for the certificates
// service (app.contributionRefunds) and what it must know before voiding an unpaid certificate
// (app.certificatePaymentActivity), the reconcile and contribution jobs, and the auto-billing housekeeping.
// The certificates service is reached through the payment contract (app.paymentContract, registered before
// both plugins); tests hand in their own with the `certificates` option.
import fp from 'fastify-plugin';
import type { CertificatePaymentActivity, CertificatePayments } from '../certificates/payment-contract';
import { CardClient } from './card-client';
import { CardRepository } from './card-repository';
import { CardPaymentsService } from './card-service';
import { FpxClient } from './fpx-client';
import { FpxPaymentsService } from './fpx-service';
import { InstantPayService } from './instant-pay';
import { ContributionDue } from './contribution-due';
import { APPLY_CONTRIBUTION_JOB, PaymentLedger, RECONCILE_JOB, openStatuses } from './ledger';
import { ProviderEventsService } from './provider-events';
import { ProviderEventsRepository } from './provider-events-repository';
import { MandatesRepository } from './mandates-repository';
import { PaymentsRepository } from './payments-repository';
import { PaymentRefunds } from './refunds';
import { RefundsRepository } from './refunds-repository';
import { SchedulesRepository } from './schedules-repository';
import { PaymentSchedules } from './schedules';

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
  /** The certificates side of the contract; default: the one the certificates plugin provides. */
  certificates?: CertificatePayments;
  fetch?: typeof fetch;
}

export const AUTOBILL_JOB = 'payments.autobill';

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const { payments: config, webUrl } = app.config;
    const log = app.log.child({ component: 'payments' });
    const certificates = (): CertificatePayments =>
      options.certificates ?? app.paymentContract.certificates();
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
    const due = new ContributionDue(() => app.paymentContract.credits());
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
      due,
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
      due,
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
      due,
      emails: app.emails,
      log,
    });
    const refunds = new PaymentRefunds(new RefundsRepository(app.db), cardClient, ledger, certificates, log);

    const instantPay = new InstantPayService(card, ledger, certificates, due, webUrl);
    const providerEvents = new ProviderEventsService(
      new ProviderEventsRepository(app.db),
      card,
      fpx,
      refunds,
      schedules,
      log,
    );

    app.decorate('payments', { ledger, card, fpx, schedules, refunds, instantPay, providerEvents });
    const activity: CertificatePaymentActivity = {
      paymentInFlight: (certificateUuid, db) => ledger.inFlight(certificateUuid, db),
      closeCheckouts: (certificateUuid) => card.closeCheckouts(certificateUuid),
      refreshCheckouts: async (certificateUuid) => {
        await card.refreshCheckouts(certificateUuid);
      },
    };
    app.decorate('contributionRefunds', refunds);
    app.decorate('certificatePaymentActivity', activity);
    app.paymentContract.providePayments({ refunds, activity });

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
    app.jobs.addHousekeeping('payments.auto-billing', async () => {
      await schedules.runDue();
      await card.refreshStaleSessions(Math.max(60, config.reconcileAfterSeconds));
    });
  },
  { name: 'payments', dependencies: ['database', 'jobs', 'mail', 'accounts', 'payment-contract'] },
);
