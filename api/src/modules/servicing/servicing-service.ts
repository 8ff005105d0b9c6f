// Certificate servicing: the holder changes the nominee (hibah or wasi) or the contact phone and address of a live
// certificate. Each change waits for the 6-digit code e-mailed to the holder (the account's EmailPins, purpose
// certificate_change: 10 minutes, 5 attempts, a new code at most every 60 seconds), is then applied, written to the
// certificate's history and e-mailed to the holder in their language. A claim being handled on the certificate
// holds back a nominee change: the payee of a claim is the nominee of the certificate.
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  certificateChangeRequests,
  certificateHistory,
  certificates,
  claims,
  users,
  type Beneficiary,
  type CertificateAddress,
  type CertificateHistoryKind,
  type ContactChange,
  type ProposedChange,
} from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import type { EmailService } from '../mail/email-service';
import { PIN_RESEND_COOLDOWN_SECONDS, PIN_TTL_MINUTES, type EmailPins } from '../auth/email-pins';
import type { CertificateRow, CertificatesService } from '../certificates/certificates-service';
import { CertificatesRepository } from '../certificates/certificates-repository';
import type { CertificateChangedEmailParams, ChangeLine } from './emails';

export type CertificateHistoryRow = typeof certificateHistory.$inferSelect;

/** Why a certificate cannot take a change now; null when it can. */
export type ChangeBlock = 'not_live' | 'claim_in_progress' | null;

const otpFailure = {
  invalid: ['otp_invalid', 'auth.pinInvalid'],
  expired: ['otp_expired', 'auth.pinExpired'],
  exhausted: ['otp_attempts_exceeded', 'auth.pinAttemptsExceeded'],
} as const;

/** In force and not on its way out: issued, with no cancellation asked for. */
export function isLive(row: CertificateRow): boolean {
  return row.status === 'issued' && !row.cancelEffectiveDate;
}

/** The last four digits of a phone number, the rest hidden (what an e-mail may show). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 4 ? '••••' : `••••${digits.slice(-4)}`;
}

function sameAddress(a: CertificateAddress | null, b: CertificateAddress): boolean {
  return (
    !!a &&
    a.address_1 === b.address_1 &&
    (a.address_2 ?? null) === (b.address_2 ?? null) &&
    a.postcode === b.postcode &&
    a.city === b.city &&
    a.state === b.state
  );
}

function sameNominee(a: Beneficiary | null, b: Beneficiary): boolean {
  return (
    !!a &&
    a.name === b.name &&
    a.contact_number === b.contact_number &&
    a.relationship === b.relationship &&
    a.type === b.type &&
    a.gender === b.gender &&
    (a.email ?? null) === (b.email ?? null)
  );
}

export class ServicingService {
  private readonly repository: CertificatesRepository;

  constructor(
    private readonly db: Database,
    private readonly pins: EmailPins,
    private readonly emails: EmailService,
    private readonly certificates: CertificatesService,
  ) {
    this.repository = new CertificatesRepository(db);
  }

  private async owned(
    userId: string,
    certificateId: string,
    db: Database = this.db,
  ): Promise<CertificateRow> {
    const row = await this.repository.ofMember(certificateId, userId, db);
    if (!row) throw new AppError(404, 'not_found', 'certificates.notFound');
    return row;
  }

  private async claimInProgress(certificateId: string, db: Database = this.db): Promise<boolean> {
    const [open] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(and(eq(claims.certificateId, certificateId), notInArray(claims.status, ['paid', 'declined'])))
      .limit(1);
    return !!open;
  }

  /** What holds back each kind of change on the member's certificate now. */
  async blocks(
    userId: string,
    certificateId: string,
  ): Promise<{ nominee: ChangeBlock; contact: ChangeBlock }> {
    const row = await this.owned(userId, certificateId);
    if (!isLive(row)) return { nominee: 'not_live', contact: 'not_live' };
    return { nominee: (await this.claimInProgress(row.id)) ? 'claim_in_progress' : null, contact: null };
  }

  private async assertChangeable(
    row: CertificateRow,
    kind: ProposedChange['kind'],
    db: Database,
  ): Promise<void> {
    if (!isLive(row)) throw new AppError(409, 'certificate_not_live', 'servicing.notLive');
    if (kind === 'nominee' && (await this.claimInProgress(row.id, db))) {
      throw new AppError(409, 'claim_in_progress', 'servicing.claimInProgress');
    }
  }

  /** The contact address on record: the holder's own, else the one given with the application. */
  async addressOf(row: CertificateRow): Promise<CertificateAddress | null> {
    return row.holder.address ?? (await this.certificates.applicationAddressOf(row));
  }

  private async holderOf(userId: string) {
    const [member] = await this.db
      .select({
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        active: users.isActive,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!member || !member.active) throw new AppError(403, 'token_not_valid', 'auth.tokenNotValid');
    return member;
  }

  private async cooldown(email: string): Promise<void> {
    const wait = await this.pins.cooldownSeconds('certificate_change', email);
    if (wait > 0) {
      throw new AppError(
        429,
        'pin_resend_cooldown',
        { key: 'auth.pinResendCooldown', params: { seconds: wait } },
        { headers: { 'retry-after': String(wait) } },
      );
    }
  }

  /** Issues the code of a change request (replacing any earlier code of the holder) and e-mails it. */
  private async sendCode(
    tx: Database,
    changeId: string,
    number: string,
    kind: ProposedChange['kind'],
    member: { email: string },
    userId: string,
    language: Locale,
  ): Promise<Date> {
    const issued = await this.pins.issue('certificate_change', member.email, { userId, db: tx });
    const pin = await this.pins.current('certificate_change', member.email, tx);
    await tx
      .update(certificateChangeRequests)
      .set({ pinId: pin!.id })
      .where(eq(certificateChangeRequests.id, changeId));
    await this.emails.send(
      member.email,
      language,
      {
        template: 'certificate_change_code',
        params: { pin: issued.pin, minutes: PIN_TTL_MINUTES, number, kind },
      },
      { db: tx },
    );
    return issued.expiresAt;
  }

  /** Records the change the holder asks for and e-mails its code. Nothing changes until the code comes back. */
  async request(userId: string, certificateId: string, proposed: ProposedChange, language: Locale) {
    const row = await this.owned(userId, certificateId);
    await this.assertChangeable(row, proposed.kind, this.db);
    if (proposed.kind === 'nominee' && sameNominee(row.beneficiary, proposed.nominee)) {
      throw new AppError(400, 'nothing_changed', 'servicing.nothingChanged');
    }
    if (proposed.kind === 'contact') {
      const address = await this.addressOf(row);
      if (
        row.holder.contact_number === proposed.contact.phone &&
        sameAddress(address, proposed.contact.address)
      ) {
        throw new AppError(400, 'nothing_changed', 'servicing.nothingChanged');
      }
    }
    const member = await this.holderOf(userId);
    await this.cooldown(member.email);
    return this.db.transaction(async (tx) => {
      // The holder's code goes to this change (codes are per address): any change still waiting for one is over.
      await tx
        .update(certificateChangeRequests)
        .set({ status: 'superseded' })
        .where(
          and(eq(certificateChangeRequests.userId, userId), eq(certificateChangeRequests.status, 'pending')),
        );
      const [change] = await tx
        .insert(certificateChangeRequests)
        .values({ certificateId: row.id, userId, kind: proposed.kind, proposed })
        .returning({ id: certificateChangeRequests.id });
      const expiresAt = await this.sendCode(
        tx,
        change!.id,
        row.number ?? '',
        proposed.kind,
        member,
        userId,
        language,
      );
      return {
        change: change!.id,
        email: member.email,
        expiresAt,
        resendAfterSeconds: PIN_RESEND_COOLDOWN_SECONDS,
      };
    });
  }

  private async pendingChange(userId: string, certificateId: string, changeId: string) {
    const [change] = await this.db
      .select()
      .from(certificateChangeRequests)
      .where(
        and(
          eq(certificateChangeRequests.id, changeId),
          eq(certificateChangeRequests.certificateId, certificateId),
          eq(certificateChangeRequests.userId, userId),
        ),
      );
    if (!change) throw new AppError(404, 'not_found', 'servicing.changeNotFound');
    return change;
  }

  /** A new code for a change still waiting for one (the cool-down applies). */
  async resend(userId: string, certificateId: string, changeId: string, language: Locale) {
    const row = await this.owned(userId, certificateId);
    const change = await this.pendingChange(userId, row.id, changeId);
    if (change.status !== 'pending') throw otpError('expired');
    await this.assertChangeable(row, change.kind, this.db);
    const member = await this.holderOf(userId);
    await this.cooldown(member.email);
    return this.db.transaction(async (tx) => {
      const expiresAt = await this.sendCode(
        tx,
        change.id,
        row.number ?? '',
        change.kind,
        member,
        userId,
        language,
      );
      return {
        change: change.id,
        email: member.email,
        expiresAt,
        resendAfterSeconds: PIN_RESEND_COOLDOWN_SECONDS,
      };
    });
  }

  /**
   * Checks the code and applies the change: the certificate, its history and the holder's e-mail in one
   * transaction. A wrong code spends an attempt; a code of another (later) request, an expired or a used one is
   * refused.
   */
  async confirm(
    userId: string,
    certificateId: string,
    changeId: string,
    code: string,
  ): Promise<CertificateRow> {
    const row = await this.owned(userId, certificateId);
    const change = await this.pendingChange(userId, row.id, changeId);
    if (change.status !== 'pending') throw otpError('expired');
    const member = await this.holderOf(userId);
    const current = await this.pins.current('certificate_change', member.email);
    // The holder's newest code belongs to another change: this one's code was replaced.
    if (!current || current.id !== change.pinId) throw otpError('expired');
    const check = await this.pins.check('certificate_change', member.email, code);
    if (check.outcome !== 'ok') throw otpError(check.outcome);
    const pin = await this.pins.findByToken('certificate_change', check.token);
    if (!pin || pin.id !== change.pinId) throw otpError('expired');
    const address = change.kind === 'contact' ? await this.addressOf(row) : null;

    await this.db.transaction(async (tx) => {
      if (!(await this.pins.consume(pin.id, tx))) throw otpError('expired');
      const locked = await this.repository.lock(tx, row.id);
      if (!locked) throw new AppError(404, 'not_found', 'certificates.notFound');
      await this.assertChangeable(locked, change.kind, tx);
      const lines: ChangeLine[] = [];
      const history: { kind: CertificateHistoryKind; from: unknown; to: unknown }[] = [];
      const proposed = change.proposed;
      if (proposed.kind === 'nominee') {
        await tx
          .update(certificates)
          // The stored PDF names the old nominee: the next download builds it again.
          .set({ beneficiary: proposed.nominee, pdfKey: null, updatedAt: new Date() })
          .where(eq(certificates.id, locked.id));
        history.push({ kind: 'nominee', from: locked.beneficiary, to: proposed.nominee });
        lines.push({
          kind: 'nominee',
          from: locked.beneficiary?.name ?? null,
          to: proposed.nominee.name,
          type: proposed.nominee.type,
        });
      } else {
        const contact: ContactChange = proposed.contact;
        await tx
          .update(certificates)
          .set({
            holder: { ...locked.holder, contact_number: contact.phone, address: contact.address },
            pdfKey: null,
            updatedAt: new Date(),
          })
          .where(eq(certificates.id, locked.id));
        if (locked.holder.contact_number !== contact.phone) {
          history.push({ kind: 'contact_phone', from: locked.holder.contact_number, to: contact.phone });
          lines.push({
            kind: 'contact_phone',
            from: locked.holder.contact_number ? maskPhone(locked.holder.contact_number) : null,
            to: maskPhone(contact.phone),
          });
        }
        if (!sameAddress(address, contact.address)) {
          history.push({ kind: 'contact_address', from: address, to: contact.address });
          lines.push({
            kind: 'contact_address',
            from: address ? `${address.postcode} ${address.city}` : null,
            to: `${contact.address.postcode} ${contact.address.city}`,
          });
        }
      }
      for (const entry of history) {
        await tx.insert(certificateHistory).values({
          certificateId: locked.id,
          actorUserId: userId,
          actorRole: 'holder',
          kind: entry.kind,
          fromValue: entry.from,
          toValue: entry.to,
          changeRequestId: change.id,
        });
      }
      await tx
        .update(certificateChangeRequests)
        .set({ status: 'applied', appliedAt: new Date() })
        .where(eq(certificateChangeRequests.id, change.id));
      const params: CertificateChangedEmailParams = {
        firstName: member.firstName,
        number: locked.number ?? '',
        certificateUuid: locked.id,
        lines,
      };
      await this.emails.send(
        member.email,
        member.language as Locale,
        { template: 'certificate_changed', params },
        { db: tx },
      );
    });
    return (await this.repository.byId(row.id))!;
  }

  /** A cancellation the holder asked for, in the certificate's history (inside the cancellation's transaction). */
  async recordCancellation(
    tx: Database,
    certificateId: string,
    userId: string,
    reason: string,
    effectiveDate: string,
  ): Promise<void> {
    await tx.insert(certificateHistory).values({
      certificateId,
      actorUserId: userId,
      actorRole: 'holder',
      kind: 'cancellation',
      fromValue: null,
      toValue: { reason, effective_date: effectiveDate },
    });
  }

  /** The member's certificate's history, oldest first. */
  async history(userId: string, certificateId: string): Promise<CertificateHistoryRow[]> {
    const row = await this.owned(userId, certificateId);
    return this.db
      .select()
      .from(certificateHistory)
      .where(eq(certificateHistory.certificateId, row.id))
      .orderBy(asc(certificateHistory.id));
  }

  /** The newest change requests of a certificate (tests and support). */
  async changesOf(certificateId: string) {
    return this.db
      .select()
      .from(certificateChangeRequests)
      .where(eq(certificateChangeRequests.certificateId, certificateId))
      .orderBy(desc(certificateChangeRequests.createdAt));
  }
}

function otpError(outcome: keyof typeof otpFailure): AppError {
  const [code, key] = otpFailure[outcome];
  return new AppError(400, code, key, { fields: { pin: [{ key }] } as FieldErrors });
}
