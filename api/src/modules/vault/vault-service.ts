// The policy vault: policies a member holds elsewhere (validated, owned, with their documents in the storage
// layer's `vault` area), the reader that prefills the form from a document, the coverage summary with the member's
// Teduh certificates beside them, suggestions against the needs test, and lapse reminders by e-mail.
import crypto from 'node:crypto';
import {
  decimalStringToSen,
  formatMoney,
  isCalendarDate,
  senToDecimalString,
  todayIso,
} from '@teduh/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { vaultPolicyTypes, type VaultPolicyType } from '../../db/schema-vault';
import { AppError, invalid, type FieldErrors } from '../../lib/errors';
import type { MessageRef } from '../../lib/i18n';
import type { ObjectStorage } from '../../lib/storage';
import { addDays } from '../certificates/status';
import type { CertificatesService } from '../certificates/certificates-service';
import type { EmailService } from '../mail/email-service';
import { eq } from 'drizzle-orm';
import { vaultPolicies } from '../../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { NeedsTestRepository } from '../needs-test/needs-test-repository';
import { incomeMonthlySen, incomeBands, type IncomeBand } from '../needs-test/rule';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';
import { ProductsRepository } from '../products/products-repository';
import {
  coverageTotals,
  expiringWithin,
  suggestInsurance,
  type CoveragePolicy,
  type NeedsResult,
  type Suggestion,
  type TeduhCertificate,
  type TypeTotal,
  type Expiring,
} from './coverage';
import { detectDocumentType, DocumentRejectedError, safeFileName, type DocumentType } from './documents';
import { OcrBusyError, OcrTimeoutError, type PolicyOcr } from './policy-ocr';
import { readPolicyDocument, UnreadableDocumentError, type ReadPolicy } from './policy-reader';
import {
  VaultRepository,
  type NewVaultPolicy,
  type VaultAttachmentRow,
  type VaultPolicyWithInsurer,
} from './vault-repository';

export const VAULT_ERASE_FILES_JOB = 'vault.erase-files';
export const MAX_POLICIES = 100;
export const MAX_ATTACHMENTS = 10;
export const MIN_COVERAGE_SEN = 100;
export const MAX_COVERAGE_SEN = 100_000_000 * 100;
/** The lapse reminder goes out this many days before a recorded policy's expiry date. */
export const REMINDER_DAYS = 30;

/** The policy-add form as sent (both API generations); absent fields keep their value on an edit. */
export interface PolicyInput {
  product?: string;
  policy_number?: string;
  insurer?: number | null;
  insurer_other?: string | null;
  type?: string;
  coverage_amount?: string;
  start_date?: string;
  expiry_date?: string | null;
}

type ValidPolicy = Pick<
  NewVaultPolicy,
  | 'product'
  | 'policyNumber'
  | 'insurerId'
  | 'insurerOther'
  | 'type'
  | 'coverageSen'
  | 'startDate'
  | 'expiryDate'
>;

const policyNumberPattern = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;
const money = (sen: number) => formatMoney(sen, { omitZeroSen: true });

export interface CoverageSummary {
  today: string;
  totals: TypeTotal[];
  totalSen: number;
  expiring: Expiring[];
  certificates: TeduhCertificate[];
}

export interface SuggestedInsurance {
  needsTest: { uuid: string; createdAt: Date } | null;
  suggestions: Suggestion[];
}

export class VaultService {
  readonly repository: VaultRepository;
  private readonly products: ProductsRepository;
  private readonly needsTests: NeedsTestRepository;

  constructor(
    private readonly db: Database,
    private readonly storage: ObjectStorage,
    private readonly certificates: () => CertificatesService,
    private readonly emails: EmailService,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    readonly maxDocumentBytes: number,
    private readonly ocr: PolicyOcr,
  ) {
    this.repository = new VaultRepository(db);
    this.products = new ProductsRepository(db);
    this.needsTests = new NeedsTestRepository(db);
  }

  // Policies ---------------------------------------------------------------------------------------------------

  async list(userId: string, page: { limit: number; offset: number }) {
    return this.repository.page(userId, page);
  }

  async get(userId: string, id: string): Promise<VaultPolicyWithInsurer> {
    const row = await this.repository.ofMember(id, userId);
    if (!row) throw new AppError(404, 'not_found', 'vault.notFound');
    return row;
  }

  async create(userId: string, input: PolicyInput): Promise<VaultPolicyWithInsurer> {
    const valid = await this.validate(input);
    if ((await this.repository.countOf(userId)) >= MAX_POLICIES) {
      throw new AppError(409, 'vault_full', { key: 'vault.tooManyPolicies', params: { max: MAX_POLICIES } });
    }
    const saved = await this.repository.insert({ userId, ...valid });
    return this.get(userId, saved.id);
  }

  async update(userId: string, id: string, input: PolicyInput): Promise<VaultPolicyWithInsurer> {
    const current = await this.get(userId, id);
    const merged: PolicyInput = {
      product: current.product,
      policy_number: current.policyNumber,
      insurer: current.insurerId,
      insurer_other: current.insurerOther,
      type: current.type,
      coverage_amount: senToDecimalString(current.coverageSen),
      start_date: current.startDate,
      expiry_date: current.expiryDate,
      ...input,
    };
    // Choosing one way of naming the insurer clears the other.
    if (input.insurer !== undefined && input.insurer !== null && input.insurer_other === undefined)
      merged.insurer_other = null;
    if (input.insurer_other && input.insurer === undefined) merged.insurer = null;
    const valid = await this.validate(merged);
    if (input.coverage_amount === undefined) valid.coverageSen = current.coverageSen;
    if (!(await this.repository.update(id, userId, valid)))
      throw new AppError(404, 'not_found', 'vault.notFound');
    return this.get(userId, id);
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.get(userId, id);
    const keys = await this.repository.storageKeysOf([id]);
    if (!(await this.repository.delete(id, userId))) throw new AppError(404, 'not_found', 'vault.notFound');
    // The rows are gone first: a file left by a failed delete is unreachable, never a row without its file.
    for (const key of keys) {
      await this.storage.delete(key).catch((error: unknown) => {
        this.log.warn({ err: error, key }, 'vault document left in storage after its policy was deleted');
      });
    }
  }

  private async validate(input: PolicyInput): Promise<ValidPolicy> {
    const fields: FieldErrors = {};
    const fail = (field: string, ref: MessageRef) => {
      fields[field] = [...(fields[field] ?? []), ref];
    };

    const product = input.product?.trim() ?? '';
    if (!product || product.length > 120) fail('product', { key: 'vault.productRequired' });

    const policyNumber = (input.policy_number ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
    if (!policyNumber) fail('policy_number', { key: 'validation.required' });
    else if (!policyNumberPattern.test(policyNumber))
      fail('policy_number', { key: 'vault.policyNumberInvalid' });

    const insurerOther = input.insurer_other?.trim() || null;
    const insurerId = input.insurer ?? null;
    if (insurerId !== null && insurerOther !== null) fail('insurer', { key: 'vault.insurerBoth' });
    else if (insurerId === null && insurerOther === null) fail('insurer', { key: 'vault.insurerRequired' });
    else if (insurerId !== null && !(await this.repository.insurerExists(insurerId)))
      fail('insurer', { key: 'vault.insurerUnknown' });
    else if (insurerOther !== null && insurerOther.length > 120)
      fail('insurer_other', { key: 'vault.insurerRequired' });

    const type = input.type as VaultPolicyType;
    if (!vaultPolicyTypes.includes(type)) fail('type', { key: 'vault.typeInvalid' });

    let coverageSen = 0;
    try {
      coverageSen = decimalStringToSen(input.coverage_amount ?? '');
      if (coverageSen < MIN_COVERAGE_SEN || coverageSen > MAX_COVERAGE_SEN) {
        fail('coverage_amount', {
          key: 'vault.coverageRange',
          params: { min: money(MIN_COVERAGE_SEN), max: money(MAX_COVERAGE_SEN) },
        });
      }
    } catch {
      fail('coverage_amount', {
        key: input.coverage_amount ? 'vault.coverageInvalid' : 'validation.required',
      });
    }

    const today = todayIso();
    const startDate = input.start_date ?? '';
    if (!startDate) fail('start_date', { key: 'validation.required' });
    else if (!isCalendarDate(startDate)) fail('start_date', { key: 'vault.dateInvalid' });
    else if (startDate < addDays(today, -36_525)) fail('start_date', { key: 'vault.startTooOld' });
    else if (startDate > addDays(today, 366)) fail('start_date', { key: 'vault.startInFuture' });

    const expiryDate = input.expiry_date || null;
    if (expiryDate !== null) {
      if (!isCalendarDate(expiryDate)) fail('expiry_date', { key: 'vault.dateInvalid' });
      else if (isCalendarDate(startDate) && expiryDate <= startDate)
        fail('expiry_date', { key: 'vault.expiryBeforeStart' });
    }

    if (Object.keys(fields).length > 0) throw invalid(fields);
    return {
      product,
      policyNumber,
      insurerId,
      insurerOther,
      type,
      coverageSen,
      startDate,
      expiryDate,
    };
  }

  // Documents --------------------------------------------------------------------------------------------------

  async attachments(userId: string, policyId: string): Promise<VaultAttachmentRow[]> {
    await this.get(userId, policyId);
    return this.repository.attachmentsOf(policyId, userId);
  }

  /** Checks the file by content and stores it; `fieldErrors` name the form field at fault. */
  async attach(
    userId: string,
    policyId: string,
    file: { data: Buffer; fileName: string | undefined },
  ): Promise<VaultAttachmentRow> {
    const policy = await this.get(userId, policyId);
    if (policy.attachmentCount >= MAX_ATTACHMENTS) {
      throw new AppError(409, 'too_many_attachments', {
        key: 'vault.tooManyAttachments',
        params: { max: MAX_ATTACHMENTS },
      });
    }
    let type: DocumentType;
    try {
      type = await detectDocumentType(file.data);
    } catch (error) {
      if (error instanceof DocumentRejectedError) throw invalid({ document: [error.ref] });
      throw error;
    }
    const id = crypto.randomUUID();
    const key = `${userId}/${id}`;
    await this.storage.put(key, file.data);
    try {
      return await this.repository.insertAttachment({
        id,
        policyId,
        userId,
        storageKey: key,
        fileName: safeFileName(file.fileName, type),
        contentType: type,
        sizeBytes: file.data.length,
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async document(
    userId: string,
    policyId: string,
    attachmentId: string,
  ): Promise<{ row: VaultAttachmentRow; data: Buffer }> {
    const row = await this.repository.attachment(policyId, attachmentId, userId);
    const data = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !data) throw new AppError(404, 'not_found', 'vault.attachmentNotFound');
    return { row, data };
  }

  async detach(userId: string, policyId: string, attachmentId: string): Promise<void> {
    const row = await this.repository.attachment(policyId, attachmentId, userId);
    if (!row) throw new AppError(404, 'not_found', 'vault.attachmentNotFound');
    await this.repository.deleteAttachment(row.id, userId);
    await this.storage.delete(row.storageKey).catch((error: unknown) => {
      this.log.warn(
        { err: error, key: row.storageKey },
        'vault document left in storage after its row was deleted',
      );
    });
  }

  // Reader -----------------------------------------------------------------------------------------------------

  /** The fields read from a policy document (text PDF, scan or photo), for the member to confirm; nothing is stored. */
  async read(data: Buffer): Promise<ReadPolicy> {
    let type: DocumentType;
    try {
      type = await detectDocumentType(data);
    } catch (error) {
      if (error instanceof DocumentRejectedError) throw invalid({ document: [error.ref] });
      throw error;
    }
    try {
      return await readPolicyDocument(data, type, await this.repository.insurerNames(), this.ocr);
    } catch (error) {
      if (error instanceof UnreadableDocumentError) {
        throw new AppError(
          400,
          'document_unreadable',
          error.reason === 'no_text' ? 'vault.readerNoText' : 'vault.readerUnreadable',
        );
      }
      if (error instanceof OcrTimeoutError) {
        this.log.warn({ err: error }, 'a scanned document took too long to read');
        throw new AppError(400, 'document_unreadable', 'vault.readerTooSlow');
      }
      if (error instanceof OcrBusyError) throw new AppError(503, 'reader_busy', 'vault.readerBusy');
      throw error;
    }
  }

  // Coverage ---------------------------------------------------------------------------------------------------

  private async coverageInputs(userId: string) {
    const [recorded, issued] = await Promise.all([
      this.repository.all(userId),
      this.certificates().list(userId, 'issued'),
    ]);
    const policies: CoveragePolicy[] = recorded.map((row) => ({
      id: row.id,
      product: row.product,
      policyNumber: row.policyNumber,
      insurerName: row.insurerName ?? row.insurerOther ?? '',
      type: row.type,
      coverageSen: row.coverageSen,
      startDate: row.startDate,
      expiryDate: row.expiryDate,
    }));
    const certificates: TeduhCertificate[] = [];
    for (const row of issued) {
      certificates.push({
        id: row.id,
        number: row.number,
        productName: (await this.certificates().productOf(row.productId)).name,
        sumCoveredSen: row.sumCoveredSen,
        nextRenewalDate: row.nextRenewalDate,
      });
    }
    return { policies, certificates };
  }

  async summary(userId: string, today = todayIso()): Promise<CoverageSummary> {
    const { policies, certificates } = await this.coverageInputs(userId);
    const totals = coverageTotals(policies, certificates, today);
    return {
      today,
      totals,
      totalSen: totals.reduce((sum, total) => sum + total.totalSen, 0),
      expiring: expiringWithin(policies, today),
      certificates,
    };
  }

  async suggestions(userId: string, today = todayIso()): Promise<SuggestedInsurance> {
    const latest = await this.needsTests.latest(userId);
    if (!latest) return { needsTest: null, suggestions: [] };
    const [{ policies, certificates }, product, pricing] = await Promise.all([
      this.coverageInputs(userId),
      this.products.productById(FLAGSHIP_PRODUCT_ID),
      this.products.pricing(FLAGSHIP_PRODUCT_ID),
    ]);
    if (!product || !pricing) throw new Error('The flagship plan is not in the catalogue');
    const answers = latest.answers as {
      about_you?: { gender?: string };
      money?: { monthly_income?: string };
      priorities?: unknown;
    };
    const band = answers.money?.monthly_income;
    const needs: NeedsResult = {
      eligible: latest.eligible,
      ageNextBirthday: latest.ageNextBirthday,
      gender:
        answers.about_you?.gender === 'f' ? 'female' : answers.about_you?.gender === 'm' ? 'male' : null,
      breakdown: {
        income: latest.breakdown.income ?? 0,
        debts: latest.breakdown.debts ?? 0,
        education: latest.breakdown.education ?? 0,
        final_expenses: latest.breakdown.final_expenses ?? 0,
      },
      priorities: Array.isArray(answers.priorities) ? answers.priorities.map(String) : [],
      monthlyIncomeSen: (incomeBands as readonly string[]).includes(band ?? '')
        ? incomeMonthlySen[band as IncomeBand]
        : null,
    };
    const totals = coverageTotals(policies, certificates, today);
    return {
      needsTest: { uuid: latest.id, createdAt: latest.createdAt },
      suggestions: suggestInsurance(
        totals,
        needs,
        { id: product.id, slug: product.slug, name: product.nameEn, ...pricing },
        money,
      ),
    };
  }

  // Account deletion -------------------------------------------------------------------------------------------

  /**
   * Erases the member's vault in the account deletion's transaction; the files go in a job queued in the same
   * transaction, so they are removed only if the deletion commits.
   */
  async eraseMember(userId: string, tx: Database): Promise<void> {
    const policies = await tx
      .select({ id: vaultPolicies.id })
      .from(vaultPolicies)
      .where(eq(vaultPolicies.userId, userId));
    const keys = await this.repository.storageKeysOf(
      policies.map((policy) => policy.id),
      tx,
    );
    await tx.delete(vaultPolicies).where(eq(vaultPolicies.userId, userId));
    if (keys.length > 0) await this.jobs.enqueue(VAULT_ERASE_FILES_JOB, { keys }, { db: tx });
  }

  async eraseFiles(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.delete(key);
  }

  // Reminders --------------------------------------------------------------------------------------------------

  /** E-mails each member whose recorded policy ends within REMINDER_DAYS, once per expiry date. */
  async remindExpiring(today = todayIso()): Promise<number> {
    const due = await this.repository.dueForReminder(today, addDays(today, REMINDER_DAYS));
    let sent = 0;
    for (const { policy, insurerName, email, firstName, language } of due) {
      const expiryDate = policy.expiryDate!;
      await this.db.transaction(async (tx) => {
        if (!(await this.repository.markReminded(policy.id, expiryDate, tx))) return;
        await this.emails.send(
          email,
          language,
          {
            template: 'vault_expiry_reminder',
            params: {
              firstName,
              policyUuid: policy.id,
              product: policy.product,
              number: policy.policyNumber,
              insurer: insurerName ?? policy.insurerOther ?? '',
              type: policy.type,
              expiryDate,
              daysLeft: Math.round(
                (Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
              ),
            },
          },
          { db: tx },
        );
        sent += 1;
      });
    }
    return sent;
  }
}
