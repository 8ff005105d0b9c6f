// The staff CLI's claims commands: the same staff decisions as staff/api/v1/claims, on a built app or through
// the running API.
//   claims list | claims show <uuid> | claims verify|reject-document <uuid> <document> [--reason TEXT]
//   claims approve <uuid> CB1|DB1 | claims decline <uuid> --reason TEXT | claims retry-payout <uuid>
import type { FastifyInstance } from 'fastify';
import type { BenefitCode } from '../../db/schema';
import { toClaimView } from '../claims/routes';

export type ClaimsCommand =
  | { kind: 'claims-list' }
  | { kind: 'claims-show'; uuid: string }
  | {
      kind: 'claims-review';
      uuid: string;
      document: string;
      verdict: 'verified' | 'rejected';
      note: string | null;
    }
  | {
      kind: 'claims-decide';
      uuid: string;
      benefit: BenefitCode;
      decision: 'approve' | 'decline';
      reason: string | null;
    }
  | { kind: 'claims-retry'; uuid: string };

export const claimsUsage = `  claims list                                 claims not yet paid or declined, with their clocks
  claims show <uuid>                          one claim: documents, benefits, payouts, audit trail
  claims verify <uuid> <document>             verify a document (starts the benefit clocks)
  claims reject-document <uuid> <document> --reason TEXT
  claims approve <uuid> CB1|DB1               approve a benefit; its payout starts (never on a DEMO claim)
  claims decline <uuid> --reason TEXT         decline the claim (the claimant reads the reason)
  claims retry-payout <uuid>                  send again payouts the provider refused`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Null when the words do not form a claims command. */
export function parseClaimsArgs(words: string[], reason: string | null): ClaimsCommand | null {
  const [action, uuid, extra, ...rest] = words;
  if (rest.length > 0) return null;
  if (action === 'list' && !uuid) return { kind: 'claims-list' };
  if (!uuid || !uuidPattern.test(uuid)) return null;
  if (action === 'show' && !extra) return { kind: 'claims-show', uuid };
  if (action === 'retry-payout' && !extra) return { kind: 'claims-retry', uuid };
  if ((action === 'verify' || action === 'reject-document') && extra && uuidPattern.test(extra)) {
    if (action === 'reject-document' && !reason) return null;
    return {
      kind: 'claims-review',
      uuid,
      document: extra,
      verdict: action === 'verify' ? 'verified' : 'rejected',
      note: reason,
    };
  }
  if (action === 'approve' && (extra === 'CB1' || extra === 'DB1')) {
    return { kind: 'claims-decide', uuid, benefit: extra, decision: 'approve', reason: null };
  }
  if (action === 'decline' && !extra && reason) {
    return { kind: 'claims-decide', uuid, benefit: 'DB1', decision: 'decline', reason };
  }
  return null;
}

/** The fields of a claim the CLI prints, as staff/api/v1/claims answers them. */
export interface PrintableClaim {
  uuid: string;
  reference: string;
  /** A claim on a funeral-cover demo certificate: never paid. */
  demo: boolean;
  certificate_number: string;
  status: string;
  missing_documents: string[];
  documents: { uuid: string; kind: string; status: string }[];
  benefits: {
    code: string;
    amount_sen: number;
    status: string;
    clock: { due_at: string | null; met: boolean | null };
  }[];
}

export interface PrintableTrail {
  payouts: { uuid: string; attempt: number; status: string; failure_code: string | null }[];
  events: { actor: string; action: string; at: string }[];
}

const ringgit = (sen: number) => `RM${(sen / 100).toFixed(2)}`;

export function formatClaim(claim: PrintableClaim, trail?: PrintableTrail): string {
  const lines = [
    `${claim.demo ? 'DEMO claim' : 'Claim'} ${claim.reference} (${claim.uuid}) on ${claim.certificate_number}: ${claim.status}`,
    ...(claim.demo ? ['  demo: reviewed as any claim, but approval never makes a payout'] : []),
    ...claim.benefits.map(
      (benefit) =>
        `  ${benefit.code} ${ringgit(benefit.amount_sen)} ${benefit.status}` +
        (benefit.clock.due_at
          ? `, due ${benefit.clock.due_at}${benefit.clock.met === true ? ' (met)' : ''}`
          : ''),
    ),
    `  missing: ${claim.missing_documents.join(', ') || '-'}`,
    ...claim.documents.map((doc) => `  document ${doc.uuid} ${doc.kind} ${doc.status}`),
  ];
  if (trail) {
    lines.push(
      ...trail.payouts.map(
        (payout) =>
          `  payout ${payout.uuid} attempt ${payout.attempt} ${payout.status}${payout.failure_code ? ` (${payout.failure_code})` : ''}`,
      ),
      '  audit trail',
      ...trail.events.map((event) => `    ${event.at}  ${event.action}  by ${event.actor}`),
    );
  }
  return lines.join('\n');
}

/** Runs a claims command on the built app (no API running). */
export async function runClaimsOnApp(
  app: FastifyInstance,
  command: ClaimsCommand,
  operator: string,
): Promise<string> {
  const actor = `cli:${operator}`;
  switch (command.kind) {
    case 'claims-list': {
      const rows = await app.claims.queue();
      if (rows.length === 0) return 'No claim is open.';
      const details = await Promise.all(rows.map((row) => app.claims.detail(row)));
      return details.map((detail) => formatClaim(toClaimView(detail, 'en'))).join('\n');
    }
    case 'claims-show': {
      const detail = await app.claims.byIdForStaff(command.uuid);
      const [payouts, events] = await Promise.all([
        app.claims.payouts(command.uuid),
        app.claims.events(command.uuid),
      ]);
      return formatClaim(toClaimView(detail, 'en'), {
        payouts: payouts.map((p) => ({
          uuid: p.id,
          attempt: p.attempt,
          status: p.status,
          failure_code: p.failureCode,
        })),
        events: events.map((e) => ({ actor: e.actor, action: e.action, at: e.at.toISOString() })),
      });
    }
    case 'claims-review':
      return formatClaim(
        toClaimView(
          await app.claims.reviewDocument(
            command.uuid,
            command.document,
            command.verdict,
            command.note,
            actor,
          ),
          'en',
        ),
      );
    case 'claims-decide':
      return formatClaim(
        toClaimView(
          await app.claims.decide(command.uuid, command.benefit, command.decision, command.reason, actor),
          'en',
        ),
      );
    case 'claims-retry':
      return formatClaim(toClaimView(await app.claims.retryPayout(command.uuid, actor), 'en'));
  }
}
