// FPX direct debit: the bank list, e-mandate enrolment (the member authorises RM1.00 at their bank; the
// gateway calls us back, signed, and sends the member back through our return route), and collections
// (debits) on an active mandate. Each collection is a payment row; its status moves like a card payment's.
import { startOfMalaysianDayAfter } from '../../lib/malaysian-day';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, fieldError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { UsersRepository } from '../auth/users-repository';
import type { ContributionDue } from './contribution-due';
import type { CertificatePayments } from '../certificates/payment-contract';
import { isUuid, providerFailure } from './card-service';
import type { FpxClient, FpxDebit, FpxMandate } from './fpx-client';
import type { PaymentLedger, PaymentRow, StatusUpdate, Submission } from './ledger';
import type { MandateRow, MandatesRepository } from './mandates-repository';
import { ProviderError, senToDecimal } from './provider-http';
import type { SchedulesRepository } from './schedules-repository';

/** A mandate allows debits up to twice the contribution, so a renewal's new age band needs no new mandate. */
export const MANDATE_HEADROOM = 2;

/**
 * The member's language rides on the bank's return address (stored with the mandate), so the return sends
 * them back to the web page in the language they started in: Malay pages live under /ms.
 */
export function mandateReturnUrl(apiBase: string, mandateId: string, locale: Locale): string {
  return `${apiBase}/payment/api/v1/fpx/return/${mandateId}/?locale=${locale}`;
}

function localeOfReturnUrl(returnUrl: string | null | undefined): Locale | null {
  if (!returnUrl) return null;
  try {
    const locale = new URL(returnUrl).searchParams.get('locale');
    return locale === 'ms' || locale === 'en' ? locale : null;
  } catch {
    return null;
  }
}

/** English pages are unprefixed; Malay ones under /ms (the web app's locale prefix). */
function webPrefix(locale: Locale): string {
  return locale === 'ms' ? '/ms' : '';
}

export function mandateView(row: MandateRow) {
  return {
    id: row.id,
    uuid: row.id,
    type: 'fpx_mandate' as const,
    certificate: row.certificateUuid,
    status: row.status,
    bank: { id: row.bankCode, name: row.bankName },
    max_amount: senToDecimal(row.maxAmountSen),
    frequency: row.frequency,
    redirect_url: row.status === 'pending' ? row.authorisationUrl : null,
    failure_reason: row.failureReason,
    approved_at: row.approvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function mandateStatus(status: FpxMandate['status']): MandateRow['status'] {
  return (
    {
      PENDING_AUTHORISATION: 'pending',
      ACTIVE: 'active',
      REJECTED: 'rejected',
      CANCELLED: 'cancelled',
    } as const
  )[status];
}

function debitStatus(debit: FpxDebit): StatusUpdate {
  if (debit.status === 'SUCCESS') return { status: 'succeeded', providerId: debit.id };
  if (debit.status === 'FAILED') {
    return {
      status: 'failed',
      providerId: debit.id,
      failureCode: (debit.failure_reason ?? 'failed').toLowerCase(),
    };
  }
  return { status: 'pending', providerId: debit.id };
}

export interface FpxServiceOptions {
  mandates: MandatesRepository;
  schedules: SchedulesRepository;
  users: UsersRepository;
  client: FpxClient;
  ledger: PaymentLedger;
  certificates: () => CertificatePayments;
  /** The next contribution less the member's reward credit. */
  due: ContributionDue;
  webUrl: string;
  log: FastifyBaseLogger;
}

export class FpxPaymentsService {
  private readonly mandates: MandatesRepository;
  private readonly schedules: SchedulesRepository;
  private readonly client: FpxClient;
  private readonly ledger: PaymentLedger;
  private readonly log: FastifyBaseLogger;

  constructor(private readonly options: FpxServiceOptions) {
    this.mandates = options.mandates;
    this.schedules = options.schedules;
    this.client = options.client;
    this.ledger = options.ledger;
    this.log = options.log;
  }

  async banks() {
    try {
      return (await this.client.banks()).map((bank) => ({
        id: bank.code,
        code: bank.code,
        name: bank.name,
        status: bank.status === 'ONLINE' ? ('online' as const) : ('offline' as const),
        payment_method: 'mandate' as const,
      }));
    } catch (error) {
      providerFailure(error);
    }
  }

  /** Starts an e-mandate at the member's bank; the answer carries the bank page to send the member to. */
  async createMandate(
    userId: string,
    input: { certificate: string; bankId: string; returnBaseUrl: string; locale: Locale },
  ): Promise<MandateRow> {
    if (!isUuid(input.certificate)) throw new AppError(404, 'not_found', 'errors.notFound');
    const payable = await this.options.certificates().payable(userId, input.certificate);
    const bank = (await this.banks()).find((candidate) => candidate.code === input.bankId);
    if (!bank) throw fieldError('bank_id', 'payments.bankNotFound');
    if (bank.status === 'offline') throw fieldError('bank_id', 'payments.bankOffline', { bank: bank.name });
    const user = await this.options.users.findById(userId);
    if (!user) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');

    const id = crypto.randomUUID();
    const row = await this.mandates.insert({
      id,
      userId,
      certificateUuid: payable.uuid,
      bankCode: bank.code,
      bankName: bank.name,
      maxAmountSen: payable.contributionSen * MANDATE_HEADROOM,
      frequency: payable.frequency,
      returnUrl: mandateReturnUrl(input.returnBaseUrl, id, input.locale),
    });
    let mandate: FpxMandate;
    try {
      mandate = await this.client.createMandate({
        mandateId: row.id,
        bankCode: bank.code,
        maxAmountSen: row.maxAmountSen,
        frequency: row.frequency,
        payerName: payable.holder.name,
        payerEmail: payable.holder.email,
        description: `${payable.productName} contributions`,
        returnUrl: row.returnUrl,
      });
    } catch (error) {
      await this.mandates.update(row.id, { status: 'rejected', failureReason: 'provider_error' });
      if (error instanceof ProviderError && error.errorCode === 'BANK_OFFLINE') {
        throw fieldError('bank_id', 'payments.bankOffline', { bank: bank.name });
      }
      providerFailure(error);
    }
    const updated = await this.mandates.update(row.id, {
      providerMandateId: mandate.id,
      authorisationUrl: mandate.authorisation_url,
    });
    return updated!;
  }

  async listMandates(userId: string, status?: MandateRow['status']): Promise<MandateRow[]> {
    return this.mandates.list(userId, status);
  }

  async ownedMandate(userId: string, id: string): Promise<MandateRow> {
    if (!isUuid(id)) throw new AppError(404, 'not_found', 'payments.paymentMethodNotFound');
    const row = await this.mandates.ofMember(userId, id);
    if (!row) throw new AppError(404, 'not_found', 'payments.paymentMethodNotFound');
    return row;
  }

  /** Mirrors the gateway's mandate status (from a callback or a poll). */
  async applyMandate(mandate: FpxMandate): Promise<MandateRow | null> {
    const row = await this.mandates.byProviderId(mandate.id);
    if (!row) {
      this.log.warn({ providerId: mandate.id }, 'FPX mandate of no known record; ignored');
      return null;
    }
    const next = mandateStatus(mandate.status);
    // pending -> active | rejected | cancelled; active -> cancelled. Never backwards.
    const allowed =
      (row.status === 'pending' && next !== 'pending') || (row.status === 'active' && next === 'cancelled');
    if (!allowed) return row;
    const updated = await this.mandates.updateIfStatus(row.id, row.status, {
      status: next,
      failureReason: next === 'rejected' ? (mandate.rejection_reason ?? 'rejected').toLowerCase() : null,
      ...(next === 'active' ? { approvedAt: new Date() } : {}),
    });
    if (!updated) {
      // A concurrent callback or poll applied it first.
      return (await this.mandates.byId(row.id)) ?? row;
    }
    if (next === 'active') await this.startSchedule(updated);
    if (next === 'cancelled') await this.schedules.cancelActiveOfMethod(updated.id);
    return updated;
  }

  /** Auto-billing on an active mandate: later contributions, one period after approval. */
  private async startSchedule(mandate: MandateRow): Promise<void> {
    const next = startOfMalaysianDayAfter(new Date(), mandate.frequency);
    await this.schedules.cancelActiveOfCertificate(mandate.certificateUuid);
    await this.schedules.insertUnlessActive({
      userId: mandate.userId,
      certificateUuid: mandate.certificateUuid,
      channel: 'fpx',
      paymentMethodId: mandate.id,
      frequency: mandate.frequency,
      nextChargeAt: next,
    });
  }

  /**
   * Where the bank sends the member back: polls the mandate, then answers the web page to show, in the
   * language the mandate was started in (`fallbackLocale`, the return's own ?locale=, when it is unknown).
   */
  async returnFromBank(mandateId: string, fallbackLocale: Locale = 'en'): Promise<string> {
    const row = isUuid(mandateId) ? await this.mandates.byId(mandateId) : undefined;
    const web = `${this.options.webUrl}${webPrefix(localeOfReturnUrl(row?.returnUrl) ?? fallbackLocale)}`;
    if (!row) return `${web}/pusara-pro/payment-method/error`;
    let current = row;
    if (row.status === 'pending' && row.providerMandateId) {
      try {
        current = (await this.applyMandate(await this.client.getMandate(row.providerMandateId))) ?? row;
      } catch (error) {
        this.log.warn({ err: error, mandateId }, 'FPX mandate poll failed on return');
      }
    }
    const page = current.status === 'active' || current.status === 'pending' ? 'success' : 'error';
    return `${web}/pusara-pro/payment-method/${page}?uuid=${current.id}&status=${current.status}`;
  }

  /** Cancels the mandate at the bank, which stops its collections (auto-billing). */
  async cancelMandate(userId: string, id: string): Promise<MandateRow> {
    const row = await this.ownedMandate(userId, id);
    if (row.status === 'cancelled' || row.status === 'rejected') return row;
    if (row.providerMandateId) {
      try {
        await this.client.cancelMandate(row.id, row.providerMandateId);
      } catch (error) {
        providerFailure(error);
      }
    }
    const updated = await this.mandates.update(row.id, { status: 'cancelled' });
    await this.schedules.cancelActiveOfMethod(row.id);
    return updated!;
  }

  private async activeMandateFor(userId: string, certificateUuid: string, id?: string): Promise<MandateRow> {
    if (id) {
      const row = await this.ownedMandate(userId, id);
      if (row.status !== 'active' || row.certificateUuid !== certificateUuid) {
        throw fieldError('payment_method', 'payments.mandateNotActive');
      }
      return row;
    }
    const row = await this.mandates.newestActiveOf(userId, certificateUuid);
    if (!row) throw new AppError(409, 'no_active_mandate', 'payments.noActiveMandate');
    return row;
  }

  /** Collects the certificate's contribution on its active mandate (one open collection at a time). */
  async createCollection(
    userId: string,
    input: { applicationId: string; paymentMethod?: string; expectedAmountSen?: number },
  ): Promise<{ row: PaymentRow; created: boolean }> {
    if (!isUuid(input.applicationId)) throw new AppError(404, 'not_found', 'errors.notFound');
    const payable = await this.options.certificates().payable(userId, input.applicationId);
    const mandate = await this.activeMandateFor(userId, payable.uuid, input.paymentMethod);
    const open = await this.ledger.openForCertificate(payable.uuid);
    if (open) return { row: await this.resume(open), created: false };
    const blocking = await this.ledger.blocking(payable.uuid, payable.status);
    if (blocking?.kind === 'paid') return { row: blocking.row, created: false };
    if (blocking?.kind === 'open') {
      throw new AppError(409, 'payment_in_progress', 'payments.paymentInProgress');
    }
    const { amountSen } = await this.options.due.take(payable, input.expectedAmountSen);
    const row = await this.ledger.insertOpen({
      userId,
      certificateUuid: payable.uuid,
      channel: 'fpx',
      status: 'creating',
      amountSen,
      paymentMethodId: mandate.id,
    });
    if (!row) {
      const winner = await this.ledger.openForCertificate(payable.uuid);
      if (!winner) throw new AppError(409, 'conflict', 'errors.generic');
      return { row: await this.resume(winner), created: false };
    }
    return { row: await this.submit(row, mandate), created: true };
  }

  /** Internal: a scheduled collection (auto-billing). */
  async collectScheduled(input: {
    userId: string;
    certificateUuid: string;
    mandateId: string;
    amountSen: number;
    cycleKey: string;
  }): Promise<PaymentRow | null> {
    const mandate = await this.mandates.byId(input.mandateId);
    if (!mandate || mandate.status !== 'active') return null;
    const row = await this.ledger.insertOpen({
      userId: input.userId,
      certificateUuid: input.certificateUuid,
      channel: 'fpx',
      status: 'creating',
      amountSen: input.amountSen,
      paymentMethodId: mandate.id,
      cycleKey: input.cycleKey,
    });
    if (!row) return null;
    return this.submit(row, mandate).catch((error: unknown) => {
      this.log.warn({ err: error, paymentId: row.id }, 'scheduled FPX collection not finished; polling');
      return row;
    });
  }

  private async resume(row: PaymentRow, polling = false): Promise<PaymentRow> {
    if (row.status !== 'creating' || row.channel !== 'fpx' || !row.paymentMethodId) return row;
    const mandate = await this.mandates.byId(row.paymentMethodId);
    return mandate ? this.submit(row, mandate, polling) : row;
  }

  /** `polling`: called by the reconcile job, which schedules the next poll itself. */
  private async submit(row: PaymentRow, mandate: MandateRow, polling = false): Promise<PaymentRow> {
    let submission: Submission<FpxDebit>;
    try {
      submission = await this.ledger.submitToProvider(
        row,
        () =>
          this.client.createDebit({
            paymentId: row.id,
            providerMandateId: mandate.providerMandateId!,
            amountSen: row.amountSen,
          }),
        { polling },
      );
    } catch (error) {
      providerFailure(error);
    }
    if ('refused' in submission) return submission.refused;
    await this.applyDebit(submission.answer);
    return (await this.ledger.byId(row.id))!;
  }

  async applyDebit(debit: FpxDebit): Promise<PaymentRow | null> {
    let row = await this.ledger.byProviderId(debit.id);
    if (!row && isUuid(debit.reference_id)) {
      const candidate = await this.ledger.byId(debit.reference_id);
      if (candidate?.channel === 'fpx' && (!candidate.providerId || candidate.providerId === debit.id)) {
        row = candidate;
      }
    }
    if (!row) {
      this.log.warn({ providerId: debit.id }, 'FPX debit of no known collection; ignored');
      return null;
    }
    await this.ledger.transition(row.id, debitStatus(debit));
    return (await this.ledger.byId(row.id)) ?? null;
  }

  async listCollections(userId: string, applicationId: string): Promise<PaymentRow[]> {
    if (!isUuid(applicationId)) throw new AppError(404, 'not_found', 'errors.notFound');
    try {
      await this.options.certificates().payable(userId, applicationId);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
    return this.ledger.forCertificate(userId, applicationId, 'fpx');
  }

  async reconcile(row: PaymentRow): Promise<boolean> {
    if (row.providerId) {
      await this.applyDebit(await this.client.getDebit(row.providerId));
    } else if (row.status === 'creating') {
      await this.resume(row, true).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
    }
    await this.ledger.touchChecked(row.id);
    const now = await this.ledger.byId(row.id);
    return Boolean(now && ['creating', 'pending', 'requires_action'].includes(now.status));
  }
}
