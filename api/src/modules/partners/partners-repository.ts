// The Drizzle queries of sponsored cover: partners, their staff, rosters and partner quotations, and the
// certificates a partner's statement lists. The service keeps the rules.
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificates,
  partnerQuotations,
  partnerRosterEntries,
  partnerRosterUploads,
  partnerStaff,
  partners,
  users,
  type PartnerQuotationState,
} from '../../db/schema';

export type PartnerRow = typeof partners.$inferSelect;
export type PartnerQuotationRow = typeof partnerQuotations.$inferSelect;
export type RosterEntryRow = typeof partnerRosterEntries.$inferSelect;
export type RosterUploadRow = typeof partnerRosterUploads.$inferSelect;

/** The database, or the transaction a query takes part in. */
type Tx = Database;

export interface RosterRow {
  idRef: string;
  fullName: string;
  memberRef: string;
}

export interface StatementSource {
  quotation: PartnerQuotationRow;
  certificate: typeof certificates.$inferSelect;
  holderName: string;
}

/** PostgreSQL's unique violation on the named constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint: name } = (candidate ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (name === undefined || name === constraint);
}

export class PartnersRepository {
  constructor(private readonly db: Database) {}

  listActive(): Promise<PartnerRow[]> {
    return this.db.select().from(partners).where(eq(partners.isActive, true)).orderBy(asc(partners.name));
  }

  async bySlug(slug: string): Promise<PartnerRow | null> {
    const [row] = await this.db
      .select()
      .from(partners)
      .where(and(eq(partners.slug, slug), eq(partners.isActive, true)));
    return row ?? null;
  }

  async byId(id: string): Promise<PartnerRow | null> {
    const [row] = await this.db.select().from(partners).where(eq(partners.id, id));
    return row ?? null;
  }

  async isStaffOf(userId: string, partnerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: partnerStaff.userId })
      .from(partnerStaff)
      .where(and(eq(partnerStaff.userId, userId), eq(partnerStaff.partnerId, partnerId)));
    return Boolean(row);
  }

  /** Gives a member the role partner_staff for one partner; answers whether it was new. */
  async grantStaff(userId: string, partnerId: string): Promise<boolean> {
    const inserted = await this.db
      .insert(partnerStaff)
      .values({ userId, partnerId })
      .onConflictDoNothing()
      .returning({ userId: partnerStaff.userId });
    return inserted.length > 0;
  }

  // Rosters ----------------------------------------------------------------------------------------------------

  async rosterEntry(partnerId: string, idRef: string): Promise<RosterEntryRow | null> {
    const [row] = await this.db
      .select()
      .from(partnerRosterEntries)
      .where(and(eq(partnerRosterEntries.partnerId, partnerId), eq(partnerRosterEntries.idRef, idRef)));
    return row ?? null;
  }

  async recordUpload(tx: Tx, values: typeof partnerRosterUploads.$inferInsert): Promise<RosterUploadRow> {
    const [row] = await tx.insert(partnerRosterUploads).values(values).returning();
    return row!;
  }

  /** Lists (or lists again) the people of the roster as active. */
  async upsertActive(tx: Tx, partnerId: string, uploadId: string, rows: RosterRow[]): Promise<void> {
    const now = new Date();
    for (const row of rows) {
      await tx
        .insert(partnerRosterEntries)
        .values({ partnerId, uploadId, status: 'active', ...row })
        .onConflictDoUpdate({
          target: [partnerRosterEntries.partnerId, partnerRosterEntries.idRef],
          set: {
            fullName: row.fullName,
            memberRef: row.memberRef,
            status: 'active',
            uploadId,
            removedAt: null,
            updatedAt: now,
          },
        });
    }
  }

  /** Marks removed every active person of the partner not among `keep`; answers who was removed. */
  removeAllBut(tx: Tx, partnerId: string, keep: string[]): Promise<RosterEntryRow[]> {
    const now = new Date();
    return tx
      .update(partnerRosterEntries)
      .set({ status: 'removed', removedAt: now, updatedAt: now })
      .where(
        and(
          eq(partnerRosterEntries.partnerId, partnerId),
          eq(partnerRosterEntries.status, 'active'),
          keep.length > 0 ? notInArray(partnerRosterEntries.idRef, keep) : undefined,
        ),
      )
      .returning();
  }

  // Partner quotations -----------------------------------------------------------------------------------------

  async insertQuotation(values: typeof partnerQuotations.$inferInsert): Promise<PartnerQuotationRow> {
    const [row] = await this.db.insert(partnerQuotations).values(values).returning();
    return row!;
  }

  async quotationOfMember(id: string, userId: string): Promise<PartnerQuotationRow | null> {
    const [row] = await this.db
      .select()
      .from(partnerQuotations)
      .where(and(eq(partnerQuotations.id, id), eq(partnerQuotations.userId, userId)));
    return row ?? null;
  }

  quotationsOfMember(userId: string, partnerId?: string): Promise<PartnerQuotationRow[]> {
    return this.db
      .select()
      .from(partnerQuotations)
      .where(
        and(
          eq(partnerQuotations.userId, userId),
          partnerId ? eq(partnerQuotations.partnerId, partnerId) : undefined,
        ),
      )
      .orderBy(desc(partnerQuotations.createdAt));
  }

  async quotationOfPerson(partnerId: string, idRef: string): Promise<PartnerQuotationRow | null> {
    const [row] = await this.db
      .select()
      .from(partnerQuotations)
      .where(and(eq(partnerQuotations.partnerId, partnerId), eq(partnerQuotations.idRef, idRef)));
    return row ?? null;
  }

  async updateQuotation(
    id: string,
    set: Partial<typeof partnerQuotations.$inferInsert>,
    db: Tx = this.db,
    onlyIn?: PartnerQuotationState,
  ): Promise<PartnerQuotationRow | undefined> {
    const [row] = await db
      .update(partnerQuotations)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(partnerQuotations.id, id), onlyIn ? eq(partnerQuotations.state, onlyIn) : undefined))
      .returning();
    return row;
  }

  /** The partner quotation of a certificate, with its partner (the certificate's sponsor). */
  async sponsorOfCertificate(certificateId: string): Promise<PartnerRow | null> {
    const [row] = await this.db
      .select({ partner: partners })
      .from(partnerQuotations)
      .innerJoin(partners, eq(partners.id, partnerQuotations.partnerId))
      .where(eq(partnerQuotations.certificateId, certificateId));
    return row?.partner ?? null;
  }

  /** Partner quotations with a certificate whose people are among `idRefs`. */
  quotationsWithCertificate(tx: Tx, partnerId: string, idRefs: string[]): Promise<StatementSource[]> {
    if (idRefs.length === 0) return Promise.resolve([]);
    return this.certified(tx, partnerId, inArray(partnerQuotations.idRef, idRefs));
  }

  /** Every partner quotation of the partner that has a certificate: what its statements are made of. */
  certifiedOf(partnerId: string): Promise<StatementSource[]> {
    return this.certified(this.db, partnerId);
  }

  private async certified(
    db: Tx,
    partnerId: string,
    extra?: ReturnType<typeof inArray>,
  ): Promise<StatementSource[]> {
    const rows = await db
      .select({
        quotation: partnerQuotations,
        certificate: certificates,
        holderName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(partnerQuotations)
      .innerJoin(certificates, eq(certificates.id, partnerQuotations.certificateId))
      .innerJoin(users, eq(users.id, partnerQuotations.userId))
      .where(
        and(eq(partnerQuotations.partnerId, partnerId), isNotNull(partnerQuotations.certificateId), extra),
      )
      .orderBy(asc(certificates.startDate), asc(certificates.number));
    return rows;
  }
}
