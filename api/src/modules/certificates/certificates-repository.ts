// The Drizzle queries of certificates: the member's quotations and applications, the member's certificates and their contributions and refund requests,
// the certificates of an NRIC, rows locked for a change, status transitions with their history, and the
// housekeeping sweep that moves every certificate due for a transition. The services keep the rules.
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificateApplications,
  certificateContributions,
  certificateQuotations,
  certificateRefundRequests,
  certificateTransitions,
  certificates,
  insurers,
  partnerQuotations,
  products,
  type CertificateStatus,
  type QuotationState,
} from '../../db/schema';
import { assertTransition } from './status';

export type CertificateRow = typeof certificates.$inferSelect;
export type ContributionRow = typeof certificateContributions.$inferSelect;
export type RefundRow = typeof certificateRefundRequests.$inferSelect;
export type QuotationRow = typeof certificateQuotations.$inferSelect;
export type ApplicationRow = typeof certificateApplications.$inferSelect;

/** The database, or the transaction a query takes part in. */
type Tx = Database;

/** Why a certificate changes status: the history's actor and reason, and what the certificate records. */
export interface TransitionReason {
  actor: string;
  reason: string;
  endReason: string;
  /** Set (or cleared with null) the member's or staff's reason of a cancellation; left as it is when absent. */
  cancelReason?: string | null;
}

/** Serialises everything that decides "one active certificate per NRIC". */
export async function lockNric(db: Tx, idRef: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`certificate-nric:${idRef}`}))`);
}

/**
 * The issued certificate of this NRIC, which blocks a new one (one per person). A pending certificate is an
 * unpaid application, not a certificate: see unpaidCertificatesOf. Excludes one certificate when given.
 */
export async function activeCertificateOf(
  db: Tx,
  idRef: string,
  except?: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.idRef, idRef),
        except ? ne(certificates.id, except) : undefined,
        eq(certificates.status, 'issued'),
      ),
    )
    .orderBy(asc(certificates.createdAt))
    .limit(1);
  return row ?? null;
}

/** The pending certificates of this NRIC (applications awaiting their first contribution), oldest first. */
export async function unpaidCertificatesOf(db: Tx, idRef: string): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.idRef, idRef), eq(certificates.status, 'pending')))
    .orderBy(asc(certificates.createdAt));
}

/** Issued certificates whose scheduled cancellation has reached its day. */
export function dueCancellations(today: string): SQL {
  return and(
    eq(certificates.status, 'issued'),
    isNotNull(certificates.cancelEffectiveDate),
    lte(certificates.cancelEffectiveDate, today),
  )!;
}

/** Issued certificates paid only up to `lapseBefore` or earlier (past the grace period), with no cancellation due. */
export function dueLapses(lapseBefore: string): SQL {
  return and(
    eq(certificates.status, 'issued'),
    isNull(certificates.cancelEffectiveDate),
    lte(certificates.paidUntil, lapseBefore),
  )!;
}

/**
 * Issued certificates whose contribution due on paid-until is unpaid since `noticeBefore` or earlier, and whose
 * member was not yet reminded of it; none with a cancellation due (it ends at paid-until instead).
 */
export function dueOverdueNotices(noticeBefore: string): SQL {
  return and(
    eq(certificates.status, 'issued'),
    isNull(certificates.cancelEffectiveDate),
    lte(certificates.paidUntil, noticeBefore),
    or(isNull(certificates.overdueNoticeFor), ne(certificates.overdueNoticeFor, certificates.paidUntil)),
  )!;
}

export class CertificatesRepository {
  constructor(private readonly db: Database) {}

  /** A certificate of this member; null for another member's. */
  async ofMember(id: string, userId: string, db: Tx = this.db): Promise<CertificateRow | null> {
    const [row] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.id, id), eq(certificates.userId, userId)));
    return row ?? null;
  }

  /** The member's certificate of a quotation, or the certificate itself by its uuid; null for another member's. */
  async ofQuotationOrId(id: string, userId: string): Promise<CertificateRow | null> {
    const [row] = await this.db
      .select()
      .from(certificates)
      .where(
        and(eq(certificates.userId, userId), or(eq(certificates.quotationId, id), eq(certificates.id, id))),
      )
      .orderBy(desc(certificates.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** The member's certificates, latest first: of one status, or all but pending ones. */
  listOfMember(userId: string, status?: CertificateStatus): Promise<CertificateRow[]> {
    return this.db
      .select()
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, userId),
          // The vault shows a certificate once its first contribution is paid.
          status ? eq(certificates.status, status) : ne(certificates.status, 'pending'),
        ),
      )
      .orderBy(desc(certificates.createdAt));
  }

  async byId(id: string, db: Tx = this.db): Promise<CertificateRow | null> {
    const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
    return row ?? null;
  }

  /** The certificate, locked for the rest of the transaction. */
  async lock(tx: Tx, id: string): Promise<CertificateRow | null> {
    const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
    return row ?? null;
  }

  byApplications(applicationIds: string[]): Promise<CertificateRow[]> {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.db.select().from(certificates).where(inArray(certificates.applicationId, applicationIds));
  }

  contributionsOf(certificateId: string): Promise<ContributionRow[]> {
    return this.db
      .select()
      .from(certificateContributions)
      .where(eq(certificateContributions.certificateId, certificateId))
      .orderBy(asc(certificateContributions.paidAt));
  }

  /** The contributions that paid a period (what a full refund gives back). */
  periodContributionsOf(tx: Tx, certificateId: string): Promise<ContributionRow[]> {
    return tx
      .select()
      .from(certificateContributions)
      .where(
        and(
          eq(certificateContributions.certificateId, certificateId),
          isNotNull(certificateContributions.periodStart),
        ),
      );
  }

  refundsOf(certificateId: string): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(certificateRefundRequests)
      .where(eq(certificateRefundRequests.certificateId, certificateId))
      .orderBy(asc(certificateRefundRequests.createdAt));
  }

  async productOf(
    productId: number,
  ): Promise<{ name: string; slug: string; operatorName: string } | undefined> {
    const [row] = await this.db
      .select({ name: products.nameEn, slug: products.slug, operatorName: insurers.name })
      .from(products)
      .innerJoin(insurers, eq(insurers.id, products.operatorId))
      .where(eq(products.id, productId));
    return row;
  }

  /** Moves the certificate to `to` and records the step in its history; refuses a step the lifecycle forbids. */
  async transition(tx: Tx, row: CertificateRow, to: CertificateStatus, why: TransitionReason): Promise<void> {
    assertTransition(row.status, to);
    const now = new Date();
    await tx
      .update(certificates)
      .set({
        status: to,
        endReason: why.endReason,
        endedAt: now,
        ...(why.cancelReason !== undefined ? { cancelReason: why.cancelReason } : {}),
        updatedAt: now,
      })
      .where(eq(certificates.id, row.id));
    await tx.insert(certificateTransitions).values({
      certificateId: row.id,
      fromStatus: row.status,
      toStatus: to,
      actor: why.actor,
      reason: why.reason,
    });
  }

  /**
   * Runs `work` for every certificate `due` selects, one transaction each: the row is locked and `due` checked
   * again, so a certificate that changed meanwhile (paid, canceled by its member) is left alone.
   */
  async forEachDue(due: SQL, work: (tx: Tx, row: CertificateRow) => Promise<void>): Promise<void> {
    const rows = await this.db.select({ id: certificates.id }).from(certificates).where(due);
    for (const { id } of rows) {
      await this.db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(certificates)
          .where(and(eq(certificates.id, id), due))
          .for('update');
        if (current) await work(tx, current);
      });
    }
  }

  async markOverdueNotice(tx: Tx, row: CertificateRow): Promise<void> {
    await tx
      .update(certificates)
      .set({ overdueNoticeFor: row.paidUntil, updatedAt: new Date() })
      .where(eq(certificates.id, row.id));
  }

  // Quotations and applications ----------------------------------------------------------------------------------

  async quotationOfMember(id: string, userId: string): Promise<QuotationRow | null> {
    const [row] = await this.db
      .select()
      .from(certificateQuotations)
      .where(and(eq(certificateQuotations.id, id), eq(certificateQuotations.userId, userId)));
    return row ?? null;
  }

  /**
   * The member's quotations (of one state, when given), the latest changed first. A sponsored application's
   * quotation is left out: it belongs to its partner journey, not to the flagship's drafts to resume.
   */
  quotationsOfMember(userId: string, state?: QuotationState): Promise<QuotationRow[]> {
    return this.db
      .select()
      .from(certificateQuotations)
      .where(
        and(
          eq(certificateQuotations.userId, userId),
          state ? eq(certificateQuotations.state, state) : undefined,
          notExists(
            this.db
              .select({ id: partnerQuotations.id })
              .from(partnerQuotations)
              .where(eq(partnerQuotations.certificateQuotationId, certificateQuotations.id)),
          ),
        ),
      )
      .orderBy(desc(certificateQuotations.updatedAt));
  }

  async applicationOfQuotation(quotationId: string): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(certificateApplications)
      .where(eq(certificateApplications.quotationId, quotationId));
    return row ?? null;
  }

  applicationsOfQuotations(quotationIds: string[]): Promise<ApplicationRow[]> {
    if (quotationIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(certificateApplications)
      .where(inArray(certificateApplications.quotationId, quotationIds));
  }

  async applicationOfMember(id: string, userId: string): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(certificateApplications)
      .where(and(eq(certificateApplications.id, id), eq(certificateApplications.userId, userId)));
    return row ?? null;
  }

  /** pending -> submitted; undefined when the application was no longer pending. */
  async markApplicationSubmitted(id: string): Promise<ApplicationRow | undefined> {
    const now = new Date();
    const [updated] = await this.db
      .update(certificateApplications)
      .set({ stage: 'submitted', submittedAt: now, updatedAt: now })
      .where(and(eq(certificateApplications.id, id), eq(certificateApplications.stage, 'pending')))
      .returning();
    return updated;
  }
}
