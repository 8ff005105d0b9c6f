// Certificate quotations of the flagship journey: who may buy (eKYC accepted, Malaysian, the member is the
// person covered, entry age, one issued certificate per NRIC), the saved quotation, its price, and submitting
// it (an application and a pending certificate awaiting the first contribution, which voids an earlier unpaid
// one).
import {
  ageNextBirthday,
  isValidPhone,
  normalizePhone,
  parseNric,
  senToDecimalString,
  todayIso,
} from '@teduh/shared/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  beneficiaryRelationships,
  certificateApplications,
  certificateQuotations,
  certificates,
  ekycDeclarations,
  userAddresses,
  users,
  type Beneficiary,
  type ContributionTerm,
  type QuotationHolder,
  type QuotationPerson,
  type QuotationState,
} from '../../db/schema';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';
import { recordFirstReferral } from '../referral/referrals';
import { quote, validateRateRequest, type Quote } from '../products/pricing';
import { ProductsRepository, type Pricing } from '../products/products-repository';
import type { UnderwritingService } from '../underwriting/underwriting-service';
import {
  activeCertificateOf,
  CertificatesRepository,
  lockNric,
  unpaidCertificatesOf,
  type ApplicationRow,
  type QuotationRow,
} from './certificates-repository';
import type { CertificatesService } from './certificates-service';
import type { CertificatePaymentActivity } from './payment-contract';

export type { ApplicationRow, QuotationRow };

/** What the member's profile says about the person to cover. */
export interface Member {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  idRef: string;
  dob: string;
  gender: 'male' | 'female';
  referralCode: string;
}

export interface PersonInput {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  gender?: string | null;
  dob?: string | null;
  id_ref?: string | null;
  address_1?: string | null;
  address_2?: string | null;
  postcode?: string | null;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  person_type: string;
}

export interface QuotationCreateInput {
  product: number;
  coverage_amount: string | number;
  holder?: { contact_number?: string | null } | null;
  persons: PersonInput[];
  underwriting_submission?: string | null;
  referral_code?: string | null;
}

export interface BeneficiaryInput {
  name: string;
  contact_number: string;
  relationship: string;
  type: 'hibah' | 'wasi';
  gender: 'male' | 'female' | 'm' | 'f';
  email?: string | null;
  payout: number | string;
  agreed: boolean;
}

export interface QuotationPatchInput {
  coverage_amount?: string | number;
  underwriting_submission?: string | null;
  beneficiary?: BeneficiaryInput | null;
  contribution_term?: ContributionTerm;
  terms_accepted?: boolean;
  referral_code?: string | null;
}

export interface RateOutcome {
  quote: Quote;
  term: ContributionTerm;
  application: ApplicationRow | null;
  certificate: typeof certificates.$inferSelect | null;
}

const digits = (idRef: string) => idRef.replace(/\D/g, '');

export class QuotationsService {
  private readonly products: ProductsRepository;

  constructor(
    private readonly db: Database,
    private readonly underwriting: UnderwritingService,
    private readonly certificatesService: CertificatesService,
    /** New sales stop on this day (`YYYY-MM-DD`, Malaysian calendar); null: open. */
    private readonly salesClosedFrom: string | null = null,
    /** What payments knows of money moving for unpaid certificates; null when payments is not there. */
    private readonly paymentActivity: () => CertificatePaymentActivity | null = () => null,
  ) {
    this.products = new ProductsRepository(db);
    this.repository = new CertificatesRepository(db);
  }

  private readonly repository: CertificatesRepository;

  async pricing(productId: number): Promise<Pricing> {
    const product = await this.products.productById(productId);
    const pricing = product?.state === 'launched' ? await this.products.pricing(productId) : undefined;
    if (!pricing || productId !== FLAGSHIP_PRODUCT_ID) {
      throw invalid({ product: [{ key: 'certificates.productNotOnSale' }] });
    }
    return pricing;
  }

  /** The checks on the member, in the order the journey meets them; each refusal says what to do. */
  async member(userId: string, db: Database = this.db): Promise<Member> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user || user.deletedAt) throw new AppError(401, 'not_authenticated', 'auth.notAuthenticated');
    if (user.ekycStatus !== 'accepted') {
      throw new AppError(403, 'ekyc_required', 'certificates.ekycRequired');
    }
    const nric = user.idRef ? parseNric(user.idRef) : null;
    if (!nric) throw new AppError(409, 'nric_required', 'certificates.nricRequired');
    const [declaration] = await db
      .select({ nationality: ekycDeclarations.nationality })
      .from(ekycDeclarations)
      .where(eq(ekycDeclarations.userId, userId))
      .orderBy(desc(ekycDeclarations.createdAt))
      .limit(1);
    // The eKYC declaration says the nationality; without one, the verified Malaysian NRIC stands for it.
    if (declaration && declaration.nationality !== 'malaysian') {
      throw new AppError(403, 'citizens_only', 'certificates.citizensOnly');
    }
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      idRef: nric.dashed,
      dob: user.dob ?? nric.dob,
      gender: user.gender ?? nric.gender,
      referralCode: user.referralCode,
    };
  }

  private checkAge(pricing: Pricing, member: Member, coverage: string | number, today: string): number {
    const checked = validateRateRequest(
      pricing.constants,
      { dob: member.dob, gender: member.gender, coverage_amount: coverage },
      today,
    );
    if (!checked.ok) {
      const fields: FieldErrors = {};
      if (checked.fields.coverage_amount) fields.coverage_amount = checked.fields.coverage_amount;
      if (checked.fields.dob) fields.dob = [{ key: 'validation.entryAge' }];
      throw invalid(fields);
    }
    const age = ageNextBirthday(member.dob, today);
    if (age < pricing.constants.entryAgeMin || age > pricing.constants.entryAgeMax) {
      throw invalid({ dob: [{ key: 'validation.entryAge' }] });
    }
    return checked.value.sumCoveredSen;
  }

  /**
   * One certificate per person. An issued one refuses a new application (409 certificate_exists); so does an
   * unpaid application whose payment is under way (409 payment_in_progress), until that payment ends. An unpaid
   * application with no payment under way does not: submitting the new application voids it.
   */
  private async assertMayApply(idRef: string, db: Database = this.db): Promise<void> {
    const activity = this.paymentActivity();
    // What was paid or started in an open checkout is learnt first (it may issue the certificate). Outside
    // a transaction only: it asks the provider, which must not happen while holding the NRIC lock.
    if (activity && db === this.db) {
      for (const unpaid of await unpaidCertificatesOf(db, idRef)) await activity.refreshCheckouts(unpaid.id);
    }
    if (await activeCertificateOf(db, idRef)) {
      throw new AppError(409, 'certificate_exists', 'certificates.certificateExists');
    }
    if (!activity) return;
    for (const unpaid of await unpaidCertificatesOf(db, idRef)) {
      if (await activity.paymentInFlight(unpaid.id, db)) {
        throw new AppError(409, 'payment_in_progress', 'certificates.paymentInProgress');
      }
    }
  }

  private async checkReferral(member: Member, code: string | null | undefined): Promise<string | null> {
    const trimmed = code?.trim();
    if (!trimmed) return null;
    if (trimmed.toUpperCase() === member.referralCode.toUpperCase()) {
      throw invalid({ referral_code: [{ key: 'certificates.referralOwn' }] });
    }
    const [owner] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.referralCode, trimmed), isNull(users.deletedAt)));
    if (!owner) throw invalid({ referral_code: [{ key: 'certificates.referralInvalid' }] });
    return trimmed;
  }

  private async checkUnderwritingRef(
    userId: string,
    productId: number,
    id: string | null | undefined,
  ): Promise<string | null> {
    if (!id) return null;
    const submission = await this.underwriting.byId(id, userId);
    if (!submission) throw invalid({ underwriting_submission: [{ key: 'underwriting.notFound' }] });
    if (submission.productId !== productId) {
      throw invalid({ underwriting_submission: [{ key: 'certificates.underwritingOtherProduct' }] });
    }
    return submission.id;
  }

  /** 409 `sales_closed` from the configured day on: existing certificates go on, new ones are not sold. */
  assertSalesOpen(today: string = todayIso()): void {
    if (this.salesClosedFrom !== null && today >= this.salesClosedFrom) {
      throw new AppError(409, 'sales_closed', {
        key: 'certificates.salesClosed',
        params: { date: this.salesClosedFrom },
      });
    }
  }

  async create(userId: string, input: QuotationCreateInput): Promise<QuotationRow> {
    this.assertSalesOpen();
    const pricing = await this.pricing(input.product);
    const member = await this.member(userId);

    const mains = input.persons.filter((person) => person.person_type === 'main_insured');
    if (mains.length !== 1) throw invalid({ persons: [{ key: 'certificates.mainInsuredRequired' }] });
    const main = mains[0]!;
    const index = input.persons.indexOf(main);
    if (main.id_ref && digits(main.id_ref) !== digits(member.idRef)) {
      throw new AppError(403, 'main_insured_must_be_member', 'certificates.mainInsuredMustBeYou', {
        fields: { [`persons.${index}.id_ref`]: [{ key: 'certificates.mainInsuredMustBeYou' }] },
      });
    }
    const coverageSen = this.checkAge(pricing, member, input.coverage_amount, todayIso());
    await this.assertMayApply(member.idRef);

    const contact = input.holder?.contact_number?.trim() || null;
    if (contact && !isValidPhone(contact))
      throw invalid({ 'holder.contact_number': [{ key: 'validation.invalidPhone' }] });
    const referralCode = await this.checkReferral(member, input.referral_code);
    const underwritingSubmissionId = await this.checkUnderwritingRef(
      userId,
      input.product,
      input.underwriting_submission,
    );

    const [address] = await this.db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(userAddresses.createdAt)
      .limit(1);
    const text = (value: string | null | undefined, fallback: string | null = null) =>
      value?.trim() || fallback;
    const mainInsured: QuotationPerson = {
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      gender: member.gender,
      dob: member.dob,
      id_ref: member.idRef,
      address_1: text(main.address_1, address?.address1 ?? null),
      address_2: text(main.address_2, address?.address2 ?? null),
      postcode: text(main.postcode, address?.postcode ?? null),
      area: text(main.area),
      city: text(main.city, address?.city ?? null),
      state: text(main.state, address?.state ?? null),
      country: text(main.country, address?.country ?? 'MY'),
      person_type: 'main_insured',
    };
    const holder: QuotationHolder = {
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      id_ref: member.idRef,
      gender: member.gender,
      dob: member.dob,
      contact_number: contact ? normalizePhone(contact) : null,
    };
    const [row] = await this.db
      .insert(certificateQuotations)
      .values({
        userId,
        productId: input.product,
        coverageSen,
        holder,
        mainInsured,
        underwritingSubmissionId,
        referralCode,
      })
      .returning();
    if (referralCode) await recordFirstReferral(this.db, userId, referralCode);
    return row!;
  }

  async byId(userId: string, id: string): Promise<QuotationRow> {
    const row = await this.repository.quotationOfMember(id, userId);
    if (!row) throw new AppError(404, 'not_found', 'certificates.quotationNotFound');
    return row;
  }

  async list(userId: string, state?: QuotationState): Promise<QuotationRow[]> {
    return this.repository.quotationsOfMember(userId, state);
  }

  async applicationOf(quotationId: string): Promise<ApplicationRow | null> {
    return this.repository.applicationOfQuotation(quotationId);
  }

  async applicationsOf(quotationIds: string[]): Promise<ApplicationRow[]> {
    return this.repository.applicationsOfQuotations(quotationIds);
  }

  async patch(userId: string, id: string, input: QuotationPatchInput): Promise<QuotationRow> {
    const row = await this.byId(userId, id);
    if (row.state !== 'draft') throw new AppError(409, 'quotation_closed', 'certificates.quotationClosed');
    const changes: Partial<typeof certificateQuotations.$inferInsert> = {};
    const member = await this.member(userId);

    if (input.coverage_amount !== undefined) {
      const pricing = await this.pricing(row.productId);
      changes.coverageSen = this.checkAge(pricing, member, input.coverage_amount, todayIso());
    }
    if (input.underwriting_submission !== undefined) {
      changes.underwritingSubmissionId = await this.checkUnderwritingRef(
        userId,
        row.productId,
        input.underwriting_submission,
      );
    }
    if (input.beneficiary !== undefined) {
      changes.beneficiary =
        input.beneficiary === null ? null : await this.checkBeneficiary(input.beneficiary);
    }
    if (input.contribution_term !== undefined) changes.contributionTerm = input.contribution_term;
    if (input.terms_accepted !== undefined) {
      changes.termsAcceptedAt = input.terms_accepted ? (row.termsAcceptedAt ?? new Date()) : null;
    }
    if (input.referral_code !== undefined) {
      changes.referralCode = await this.checkReferral(member, input.referral_code);
      // A member who signed up without a code may still name the first one here; a later one never counts.
      if (changes.referralCode) await recordFirstReferral(this.db, userId, changes.referralCode);
    }

    const [updated] = await this.db
      .update(certificateQuotations)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(certificateQuotations.id, row.id))
      .returning();
    return updated!;
  }

  async checkBeneficiary(input: BeneficiaryInput): Promise<Beneficiary> {
    const fields: FieldErrors = {};
    const name = input.name.trim();
    if (!name) fields['beneficiary.name'] = [{ key: 'validation.required' }];
    const phone = input.contact_number.trim();
    if (!phone) fields['beneficiary.contact_number'] = [{ key: 'validation.required' }];
    else if (!isValidPhone(phone))
      fields['beneficiary.contact_number'] = [{ key: 'validation.invalidPhone' }];
    const [relationship] = await this.db
      .select({ code: beneficiaryRelationships.code })
      .from(beneficiaryRelationships)
      .where(eq(beneficiaryRelationships.code, input.relationship));
    if (!relationship) fields['beneficiary.relationship'] = [{ key: 'certificates.relationshipUnknown' }];
    if (Number(input.payout) !== 100 || !input.agreed) {
      fields['beneficiary.payout'] = [{ key: 'validation.beneficiaryPayout' }];
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
    return {
      name,
      contact_number: normalizePhone(phone) ?? phone,
      relationship: input.relationship,
      type: input.type,
      gender: input.gender === 'm' || input.gender === 'male' ? 'male' : 'female',
      email: input.email?.trim().toLowerCase() || null,
      payout: 100,
      agreed: true,
    };
  }

  /** The price of a quotation for the member today; null when the member is outside every band. */
  async priceOf(row: QuotationRow): Promise<Quote | null> {
    const pricing = await this.products.pricing(row.productId);
    if (!pricing) return null;
    return (
      quote(pricing.constants, pricing.bands, {
        gender: row.mainInsured.gender,
        ageNextBirthday: ageNextBirthday(row.mainInsured.dob, todayIso()),
        sumCoveredSen: row.coverageSen,
      }) ?? null
    );
  }

  /**
   * Prices the quotation for the term; with submit, checks everything the application needs and makes the
   * application and a pending certificate (awaiting its first contribution) in one transaction.
   */
  async rate(
    userId: string,
    id: string,
    input: { contribution_term?: ContributionTerm; submit?: boolean },
  ): Promise<RateOutcome> {
    const row = await this.byId(userId, id);
    const pricing = await this.pricing(row.productId);
    const member = await this.member(userId);
    if (digits(member.idRef) !== digits(row.mainInsured.id_ref)) {
      throw new AppError(403, 'main_insured_must_be_member', 'certificates.mainInsuredMustBeYou');
    }
    const today = todayIso();
    this.checkAge(pricing, member, senToDecimalString(row.coverageSen), today);
    const priced = quote(pricing.constants, pricing.bands, {
      gender: member.gender,
      ageNextBirthday: ageNextBirthday(member.dob, today),
      sumCoveredSen: row.coverageSen,
    });
    if (!priced) throw invalid({ dob: [{ key: 'validation.entryAge' }] });

    if (
      input.contribution_term &&
      input.contribution_term !== row.contributionTerm &&
      row.state === 'draft'
    ) {
      await this.db
        .update(certificateQuotations)
        .set({ contributionTerm: input.contribution_term, updatedAt: new Date() })
        .where(eq(certificateQuotations.id, row.id));
    }
    const term = input.contribution_term ?? row.contributionTerm ?? 'month';

    if (!input.submit) {
      const application = await this.applicationOf(row.id);
      const [certificate] = application ? await this.certificatesService.byApplication([application.id]) : [];
      return { quote: priced, term, application, certificate: certificate ?? null };
    }

    if (row.state !== 'draft') throw new AppError(409, 'quotation_closed', 'certificates.quotationClosed');
    if (!input.contribution_term && !row.contributionTerm) {
      throw invalid({ contribution_term: [{ key: 'certificates.contributionTermRequired' }] });
    }
    if (!row.termsAcceptedAt) throw invalid({ terms_accepted: [{ key: 'validation.mustAgreeAllTerms' }] });

    const contributionSen = term === 'month' ? priced.monthlySen : priced.yearlySen;
    const wakalahSen = term === 'month' ? priced.wakalahMonthlySen : priced.wakalahYearlySen;
    await this.assertMayApply(member.idRef);
    // The unpaid applications this one replaces: their open checkouts are closed at the provider first (outside
    // the transaction), so nothing can be paid for them once they are voided below.
    const activity = this.paymentActivity();
    if (activity) {
      for (const unpaid of await unpaidCertificatesOf(this.db, member.idRef)) {
        await activity.closeCheckouts(unpaid.id);
      }
    }
    return this.db.transaction(async (tx) => {
      await lockNric(tx, member.idRef);
      const [current] = await tx
        .select()
        .from(certificateQuotations)
        .where(eq(certificateQuotations.id, row.id))
        .for('update');
      if (current?.state !== 'draft')
        throw new AppError(409, 'quotation_closed', 'certificates.quotationClosed');
      // Again under the NRIC lock: a checkout closed above may have been paid, or a payment started since.
      await this.assertMayApply(member.idRef, tx);
      const submission = await this.underwriting.requireUsable(
        userId,
        current.underwritingSubmissionId,
        current.productId,
        tx,
      );
      await this.certificatesService.cancelReplaced(tx, member.idRef);
      await this.underwriting.markUsed(submission.id, tx);
      const now = new Date();
      await tx
        .update(certificateQuotations)
        .set({ state: 'submitted', contributionTerm: term, updatedAt: now })
        .where(eq(certificateQuotations.id, row.id));
      const [application] = await tx
        .insert(certificateApplications)
        .values({ quotationId: row.id, userId, stage: 'pending' })
        .returning();
      const [certificate] = await tx
        .insert(certificates)
        .values({
          userId,
          productId: current.productId,
          quotationId: row.id,
          applicationId: application!.id,
          idRef: member.idRef,
          status: 'pending',
          sumCoveredSen: current.coverageSen,
          frequency: term,
          contributionSen,
          wakalahSen,
          tabarruSen: contributionSen - wakalahSen,
          monthlySen: priced.monthlySen,
          yearlySen: priced.yearlySen,
          ageNextBirthday: priced.ageNextBirthday,
          holder: current.holder,
          beneficiary: current.beneficiary,
        })
        .returning();
      return { quote: priced, term, application: application!, certificate: certificate! };
    });
  }

  // Applications -------------------------------------------------------------------------------------------------

  async application(userId: string, id: string): Promise<ApplicationRow> {
    const row = await this.repository.applicationOfMember(id, userId);
    if (!row) throw new AppError(404, 'not_found', 'certificates.applicationNotFound');
    return row;
  }

  /** pending -> submitted (the member confirms the application); submitted again answers as it is. */
  async submitApplication(userId: string, id: string): Promise<ApplicationRow> {
    const row = await this.application(userId, id);
    if (row.stage === 'published')
      throw new AppError(409, 'application_published', 'certificates.applicationPublished');
    const [certificate] = await this.certificatesService.byApplication([row.id]);
    if (certificate && certificate.status !== 'pending') {
      throw new AppError(409, 'application_closed', 'certificates.applicationClosed');
    }
    if (row.stage === 'submitted') return row;
    return (await this.repository.markApplicationSubmitted(row.id)) ?? (await this.application(userId, id));
  }

  /** Public quick quote (older API): the price of a sum for a date of birth and gender. */
  async quickQuote(input: {
    dob: string;
    gender: 'm' | 'f' | 'male' | 'female';
    coverageSen: number;
  }): Promise<Quote> {
    const pricing = await this.pricing(FLAGSHIP_PRODUCT_ID);
    const checked = validateRateRequest(
      pricing.constants,
      { dob: input.dob, gender: input.gender, coverage_amount: senToDecimalString(input.coverageSen) },
      todayIso(),
    );
    if (!checked.ok) {
      const fields: FieldErrors = {};
      if (checked.fields.dob) fields['insured.birth_date'] = checked.fields.dob;
      if (checked.fields.coverage_amount) fields.aggregate_limit_amount = checked.fields.coverage_amount;
      throw invalid(fields);
    }
    const priced = quote(pricing.constants, pricing.bands, checked.value);
    if (!priced) throw invalid({ 'insured.birth_date': [{ key: 'validation.calculatorAgeRange' }] });
    return priced;
  }
}
