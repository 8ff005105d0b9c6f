// The partner plans' rules: our record of each application comes first (saved before the partner is asked,
// so nothing is lost when the partner is down), the partner prices, underwrites and issues, and each answer or
// callback moves our record forward only (the partner's version is kept; an older one is ignored).
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  PartnerApplicationStatus,
  PartnerPlanSnapshot,
  PartnerProductKind,
  PartnerUnderwritingAnswer,
} from '../../db/schema';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { decimalToSen, ProviderError, senToDecimal } from '../payments/provider-http';
import type { PartnerApplicationRow, PartnerApplicationsRepository } from './applications-repository';
import type {
  AccidentListName,
  PartnerApplication,
  PartnerCallback,
  PartnerPlan,
  PartnerProductClient,
} from './partner-client';

/** Entry ages of each plan (spec: the medical plan from 15 days old to under 49 years). */
const AGE_RULES: Record<
  PartnerProductKind,
  { minDays: number; minYears: number; maxYearsExclusive: number; key: MessageKey }
> = {
  medical: { minDays: 15, minYears: 0, maxYearsExclusive: 49, key: 'validation.medicalPlanAge' },
  life: { minDays: 0, minYears: 18, maxYearsExclusive: 61, key: 'partnerInsurer.lifeAge' },
  accident: { minDays: 0, minYears: 18, maxYearsExclusive: 66, key: 'accident.age' },
};

function malaysianToday(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

export function ageOn(dob: Date, today: Date): number {
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  if (
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate())
  )
    age -= 1;
  return age;
}

/** Null when the person may be covered by the plan; otherwise the message key of the age rule. */
export function ageRefusal(kind: PartnerProductKind, dobText: string, now = new Date()): MessageKey | null {
  const rule = AGE_RULES[kind];
  const dob = new Date(`${dobText}T00:00:00Z`);
  const today = malaysianToday(now);
  if (Number.isNaN(dob.getTime()) || dob > today) return rule.key;
  const days = Math.floor((today.getTime() - dob.getTime()) / 86_400_000);
  const age = ageOn(dob, today);
  if (days < rule.minDays || age < rule.minYears || age >= rule.maxYearsExclusive) return rule.key;
  return null;
}

export interface PlanView {
  id: number;
  plan_name: string;
  annual_limit: number;
  coverage_term: number;
  has_deductible: boolean;
  deductible: number | null;
  recommended: boolean;
  base_price: number;
  cashless_price: number | null;
  /** The spec's rule: the cashless price when a deductible applies, otherwise the base price (sen). */
  monthly_price: number;
  yearly_price: number;
  /** Personal accident: the occupational class priced, and the yearly price's parts (sen). */
  occupational_class?: number;
  breakdown?: { premium: number; service_tax: number; stamp_duty: number };
}

export function planView(plan: PartnerPlan): PlanView {
  const base = decimalToSen(plan.base_price);
  const cashless = plan.cashless_price === null ? null : decimalToSen(plan.cashless_price);
  const monthly = plan.has_deductible && cashless !== null ? cashless : base;
  return {
    id: plan.plan_detail_id,
    plan_name: plan.plan_name,
    annual_limit: decimalToSen(plan.coverage_amount ?? plan.annual_limit),
    coverage_term: plan.coverage_term,
    has_deductible: plan.has_deductible,
    deductible: plan.deductible_amount === null ? null : decimalToSen(plan.deductible_amount),
    recommended: plan.recommended,
    base_price: base,
    cashless_price: cashless,
    monthly_price: monthly,
    yearly_price: decimalToSen(plan.yearly_price),
    ...(plan.occupational_class === undefined ? {} : { occupational_class: plan.occupational_class }),
    ...(plan.breakdown
      ? {
          breakdown: {
            premium: decimalToSen(plan.breakdown.premium),
            service_tax: decimalToSen(plan.breakdown.service_tax),
            stamp_duty: decimalToSen(plan.breakdown.stamp_duty),
          },
        }
      : {}),
  };
}

/** The partner's fields, as our messages. */
const PARTNER_FIELD_MESSAGES: Record<string, MessageKey> = {
  identification_no: 'partnerInsurer.nricDob',
  plan_detail_id: 'partnerInsurer.unknownPlan',
  bank_id: 'partnerInsurer.bankRequired',
  beneficiaries: 'partnerInsurer.sharesTotal',
  accepted_terms: 'partnerInsurer.termsRequired',
  occupation_code: 'accident.unknownOccupation',
  nature_of_business_code: 'accident.unknownBusiness',
  'detail.state_code': 'accident.unknownState',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isPartnerDown = (error: unknown) => error instanceof ProviderError && !error.refused;

export type SubmittedAnswer = PartnerUnderwritingAnswer;

export type Clients = Record<PartnerProductKind, PartnerProductClient>;

export class PartnerInsurerService {
  constructor(
    private readonly repository: PartnerApplicationsRepository,
    private readonly clients: Clients,
    private readonly log: FastifyBaseLogger,
    readonly lifePlanEnabled: boolean,
    /** HMAC key of the partner's callbacks. */
    readonly signingSecret: string,
    /** Our secret the access keys of visitors' applications are derived from. */
    private readonly accessSecret: string,
  ) {}

  /**
   * The key a visitor (not signed in) gets with a new application and must show to read or change it again: the
   * uuid alone does not open an application that holds a name, an NRIC and an e-mail.
   */
  accessKey(id: string): string {
    return crypto
      .createHmac('sha256', this.accessSecret)
      .update(`partner-application:${id}`)
      .digest('base64url');
  }

  /**
   * Who may use the application of `id`: a signed-in member's is checked by `owned`; a visitor's needs its access
   * key, or the member who has since registered with its e-mail (the post-purchase registration). 404 otherwise,
   * as for an unknown one.
   */
  async checkAccess(id: string, userId: string | null, key: string | undefined): Promise<void> {
    const row = await this.repository.byId(id);
    if (!row || row.userId !== null) return;
    const expected = Buffer.from(this.accessKey(id));
    const given = Buffer.from(key ?? '');
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return;
    if (userId && (await this.repository.memberEmail(userId)) === row.email.toLowerCase()) return;
    throw new AppError(404, 'not_found', 'partnerInsurer.notFound');
  }

  client(kind: PartnerProductKind): PartnerProductClient {
    if (kind === 'life' && !this.lifePlanEnabled)
      throw new AppError(404, 'not_found', 'partnerInsurer.lifePlanOff');
    return this.clients[kind];
  }

  /** A partner failure as the buyer reads it. */
  private translateFailure(kind: PartnerProductKind, error: unknown): never {
    if (!(error instanceof ProviderError)) throw error;
    if (!error.refused) {
      this.log.warn({ err: error }, 'partner insurer unavailable');
      throw new AppError(503, 'partner_unavailable', 'partnerInsurer.partnerDown');
    }
    if (error.errorCode === 'AGE_NOT_ELIGIBLE') throw invalid({ dob: [{ key: AGE_RULES[kind].key }] });
    if (error.errorCode === 'NOT_EDITABLE')
      throw new AppError(409, 'not_editable', 'partnerInsurer.notEditable');
    if (error.errorCode === 'NOT_PAYABLE')
      throw new AppError(409, 'not_payable', 'partnerInsurer.notPayable');
    if (error.errorCode === 'OCCUPATION_DECLINED')
      throw new AppError(422, 'occupation_declined', 'accident.occupationDeclined');
    if (error.status === 404) throw new AppError(404, 'not_found', 'partnerInsurer.notFound');
    const body = (error.body ?? {}) as { fields?: Record<string, unknown> };
    const fields: FieldErrors = {};
    for (const field of Object.keys(body.fields ?? {})) {
      const key =
        field === 'dob'
          ? AGE_RULES[kind].key
          : field.startsWith('answers')
            ? 'partnerInsurer.answerRequired'
            : (PARTNER_FIELD_MESSAGES[field] ?? 'partnerInsurer.partnerRefused');
      fields[field.startsWith('answers') ? 'answers' : field] = [{ key }];
    }
    this.log.info({ code: error.errorCode, fields: Object.keys(fields) }, 'partner insurer refused');
    if (Object.keys(fields).length > 0) throw invalid(fields);
    throw new AppError(422, 'partner_refused', 'partnerInsurer.partnerRefused');
  }

  private async ask<T>(kind: PartnerProductKind, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.translateFailure(kind, error);
    }
  }

  checkAge(kind: PartnerProductKind, dob: string): void {
    const refusal = ageRefusal(kind, dob);
    if (refusal) throw invalid({ dob: [{ key: refusal }] });
  }

  async quote(kind: PartnerProductKind, input: { gender: 'm' | 'f'; dob: string; key: string }) {
    this.checkAge(kind, input.dob);
    const client = this.client(kind);
    const quote = await this.ask(kind, () =>
      client.quote({ gender: input.gender, dob: input.dob }, input.key),
    );
    return {
      has_deductible: quote.has_deductible,
      plans: quote.plans.map(planView),
      add_ons: quote.add_ons.map((addOn) => ({
        id: addOn.add_on_id,
        name: addOn.name,
        monthly_price: decimalToSen(addOn.monthly_price),
      })),
    };
  }

  async underwritings(kind: PartnerProductKind, dob: string) {
    this.checkAge(kind, dob);
    const client = this.client(kind);
    return this.ask(kind, () => client.underwritings(dob));
  }

  async terms(kind: PartnerProductKind, annualLimitSen: number) {
    const client = this.client(kind);
    try {
      return await client.terms(senToDecimal(annualLimitSen));
    } catch (error) {
      if (error instanceof ProviderError && error.status === 404)
        throw invalid({ annual_limit: [{ key: 'partnerInsurer.unknownLimit' }] });
      this.translateFailure(kind, error);
    }
  }

  /**
   * Personal accident's price check: the occupational class of an occupation in a business and the plans priced
   * for it, or, for a declined occupation or business, what declined it (no plans).
   */
  async priceCheck(input: { dob: string; occupation_code: string; nature_of_business_code: string }) {
    this.checkAge('accident', input.dob);
    const client = this.client('accident');
    const answer = await this.ask('accident', () => client.priceCheck(input));
    return {
      accepted: answer.accepted,
      occupational_class: answer.occupational_class,
      declined_by: answer.declined_by,
      plans: answer.plans.map(planView),
    };
  }

  accidentList(name: AccidentListName) {
    const client = this.client('accident');
    return this.ask('accident', () => client.accidentList(name));
  }

  async referenceList(kind: PartnerProductKind, name: 'states' | 'countries' | 'banks' | 'relationships') {
    const client = this.client(kind);
    return this.ask(kind, () =>
      name === 'relationships' ? client.relationships() : client.referenceList(name),
    );
  }

  /**
   * Whether an application of this product has the id: the web server's check that a confirmation page's uuid
   * names something (else HTTP 404). It tells nothing else, and ids are random UUIDs.
   */
  async exists(id: string, kind: PartnerProductKind): Promise<boolean> {
    const row = await this.repository.byId(id);
    return row !== undefined && row.product === kind;
  }

  /** The application, if `userId` may see it: a signed-in member's is theirs alone (another's answers 404). */
  async owned(id: string, userId: string | null, kind?: PartnerProductKind): Promise<PartnerApplicationRow> {
    const row = await this.repository.byId(id);
    if (!row || (kind && row.product !== kind) || (row.userId !== null && row.userId !== userId))
      throw new AppError(404, 'not_found', 'partnerInsurer.notFound');
    return row;
  }

  private changeFrom(application: PartnerApplication) {
    const plan = planView(application.plan);
    const snapshot: PartnerPlanSnapshot = {
      planDetailId: plan.id,
      planName: plan.plan_name,
      annualLimitSen: plan.annual_limit,
      coverageTerm: plan.coverage_term,
      hasDeductible: plan.has_deductible,
      deductibleSen: plan.deductible,
      monthlySen: decimalToSen(application.monthly_premium),
      ...(plan.occupational_class === undefined ? {} : { occupationalClass: plan.occupational_class }),
      ...(plan.breakdown
        ? {
            breakdown: {
              premiumSen: plan.breakdown.premium,
              serviceTaxSen: plan.breakdown.service_tax,
              stampDutySen: plan.breakdown.stamp_duty,
            },
          }
        : {}),
    };
    // Widened: our record has statuses the partner does not (saved, submitting).
    const status = application.status as PartnerApplicationStatus;
    return {
      status,
      partnerApplicationId: application.id,
      plan: snapshot,
      premiumSen: decimalToSen(application.premium),
      decisionReason: application.decision_reason,
      policyNumber: application.policy_number,
      documents: application.documents,
      paymentStatus: application.payment?.status ?? null,
    };
  }

  /** Applies the partner's view of the application if it is newer than ours. */
  async applyPartner(
    row: PartnerApplicationRow,
    application: PartnerApplication,
  ): Promise<PartnerApplicationRow> {
    const change = this.changeFrom(application);
    // A submitted application the partner still shows as a draft stays "submitting" here.
    if (change.status === 'draft' && row.status === 'submitting') change.status = 'submitting';
    const { row: after } = await this.repository.applyPartnerVersion(row.id, application.version, change);
    return after;
  }

  async create(
    kind: PartnerProductKind,
    userId: string | null,
    body: Record<string, unknown>,
    language: 'en' | 'ms',
  ): Promise<PartnerApplicationRow> {
    this.checkAge(kind, String(body.dob));
    const client = this.client(kind);
    const row = await this.repository.insert({
      product: kind,
      userId,
      email: String(body.email).toLowerCase(),
      application: body,
      language,
    });
    return this.sendToPartner(row, client);
  }

  /** Creates a saved application at the partner; a partner that is down leaves it saved (resumable). */
  private async sendToPartner(
    row: PartnerApplicationRow,
    client: PartnerProductClient,
  ): Promise<PartnerApplicationRow> {
    let created: PartnerApplication;
    try {
      created = await client.createApplication(row.id, row.application);
    } catch (error) {
      if (isPartnerDown(error)) {
        this.log.warn({ err: error, application: row.id }, 'partner down: application saved');
        return row;
      }
      return this.translateFailure(row.product, error);
    }
    return this.applyPartner(await this.repository.update(row.id, { status: 'draft' }), created);
  }

  async patch(
    id: string,
    userId: string | null,
    kind: PartnerProductKind,
    body: Record<string, unknown>,
  ): Promise<PartnerApplicationRow> {
    const row = await this.owned(id, userId, kind);
    if (row.status !== 'saved' && row.status !== 'draft')
      throw new AppError(409, 'not_editable', 'partnerInsurer.notEditable');
    const client = this.client(kind);
    const merged: Record<string, unknown> = {
      ...row.application,
      ...body,
      detail: { ...(row.application.detail as object), ...((body.detail as object | undefined) ?? {}) },
    };
    if (typeof merged.dob === 'string') this.checkAge(kind, merged.dob);
    if (row.status === 'draft' && row.partnerApplicationId) {
      const partnerId = row.partnerApplicationId;
      const answer = await this.ask(kind, () => client.patchApplication(partnerId, merged));
      const saved = await this.repository.update(row.id, {
        application: merged,
        email: String(merged.email).toLowerCase(),
      });
      return this.applyPartner(saved, answer);
    }
    const saved = await this.repository.update(row.id, {
      application: merged,
      email: String(merged.email).toLowerCase(),
    });
    return this.sendToPartner(saved, client);
  }

  /**
   * Submits the answers and accepted terms. Our record keeps them first; if the partner is down or slow the
   * application stays saved or submitting and the same call resumes it (the same idempotency key).
   */
  async submit(
    id: string,
    userId: string | null,
    kind: PartnerProductKind,
    given: { answers?: SubmittedAnswer[]; accepted_terms?: string[] },
  ): Promise<PartnerApplicationRow> {
    let row = await this.owned(id, userId, kind);
    if (row.status !== 'saved' && row.status !== 'draft' && row.status !== 'submitting') return row;
    const client = this.client(kind);
    // Resuming: what the first submit saved is sent again.
    const body = {
      answers: given.answers ?? row.answers ?? [],
      accepted_terms: given.accepted_terms ?? row.acceptedTerms ?? [],
    };
    row = await this.repository.update(row.id, { answers: body.answers, acceptedTerms: body.accepted_terms });
    if (row.status === 'saved') {
      row = await this.sendToPartner(row, client);
      if (row.status === 'saved') return row;
    }
    if (row.status === 'draft') row = await this.repository.update(row.id, { status: 'submitting' });
    const partnerId = row.partnerApplicationId!;
    try {
      const answer = await client.submit(row.id, partnerId, {
        answers: body.answers.map((answer) => ({ ...answer, user_note: answer.user_note ?? '' })),
        accepted_terms: body.accepted_terms,
      });
      return await this.applyPartner(row, answer);
    } catch (error) {
      if (isPartnerDown(error)) {
        this.log.warn({ err: error, application: row.id }, 'partner down: submission to be resumed');
        return row;
      }
      // Refused: the buyer corrects the answers and submits again.
      await this.repository.update(row.id, { status: 'draft' });
      return this.translateFailure(kind, error);
    }
  }

  /** Starts a payment at the partner's gateway; answers the gateway URL. */
  async initiatePayment(
    id: string,
    userId: string | null,
    kind: PartnerProductKind,
    returnUrl: (id: string) => string,
  ): Promise<{ row: PartnerApplicationRow; paymentUrl: string }> {
    let row = await this.owned(id, userId, kind);
    if (row.status !== 'approved' && row.status !== 'payment_failed')
      throw new AppError(409, 'not_payable', 'partnerInsurer.notPayable');
    const client = this.client(kind);
    if (row.partnerPaymentId && row.paymentStatus === 'pending' && row.paymentUrl) {
      return { row, paymentUrl: row.paymentUrl };
    }
    const attempt = row.paymentAttempts + 1;
    const partnerId = row.partnerApplicationId!;
    const payment = await this.ask(kind, () =>
      client.initiatePayment(row.id, attempt, partnerId, returnUrl(row.id)),
    );
    row = await this.repository.update(row.id, {
      paymentAttempts: attempt,
      partnerPaymentId: payment.id,
      paymentUrl: payment.payment_url,
      paymentStatus: payment.status,
    });
    return { row, paymentUrl: payment.payment_url };
  }

  /**
   * The buyer is back from the gateway: the payment and the application are read at the partner (the return's
   * query is only a hint). A partner that is down leaves our record as it is; the callback will follow.
   */
  async paymentReturned(id: string, kind: PartnerProductKind): Promise<PartnerApplicationRow> {
    const row = await this.repository.byId(id);
    if (!row || row.product !== kind || !row.partnerApplicationId)
      throw new AppError(404, 'not_found', 'partnerInsurer.notFound');
    return this.refresh(row);
  }

  /** Reads the application at the partner, when it is there; keeps ours when the partner is down. */
  async refresh(row: PartnerApplicationRow): Promise<PartnerApplicationRow> {
    if (!row.partnerApplicationId || row.status === 'issued' || row.status === 'declined') return row;
    try {
      const client = this.clients[row.product];
      const [application, payment] = await Promise.all([
        client.getApplication(row.partnerApplicationId),
        row.partnerPaymentId ? client.payment(row.partnerPaymentId) : Promise.resolve(null),
      ]);
      let after = await this.applyPartner(row, application);
      if (payment && payment.id === after.partnerPaymentId && payment.status !== after.paymentStatus)
        after = await this.repository.update(after.id, { paymentStatus: payment.status });
      return after;
    } catch (error) {
      if (isPartnerDown(error)) return row;
      throw error;
    }
  }

  /**
   * A backend-response callback (signature already checked): recorded once by event id; applied only when its
   * version is newer than ours, so repeats and late arrivals change nothing.
   */
  async receiveCallback(event: PartnerCallback): Promise<{ duplicate: boolean; applied: boolean }> {
    const row = await this.repository.byPartnerId(event.data.id);
    if (!row) {
      // Our create's answer may not have arrived yet: find it by our reference.
      const byReference =
        event.data.reference && UUID.test(event.data.reference)
          ? await this.repository.byId(event.data.reference)
          : undefined;
      if (!byReference) throw new AppError(404, 'not_found', 'partnerInsurer.notFound');
      await this.repository.update(byReference.id, { partnerApplicationId: event.data.id });
      return this.receiveCallback(event);
    }
    // Applied first, then recorded: a failure in between makes the partner deliver it again, and applying
    // twice changes nothing (the version only moves forward).
    const before = row.partnerVersion;
    const after = await this.applyPartner(row, event.data);
    const fresh = await this.repository.recordEvent(event.event_id, event.data.id, event.data.version);
    return { duplicate: !fresh, applied: after.partnerVersion > before };
  }

  memberApplications(userId: string) {
    return this.repository.ofMember(userId);
  }
}
