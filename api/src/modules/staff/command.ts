// The staff CLI's commands, run against a built app so they go through the same EkycService as the API.
//   ekyc list | ekyc show <uuid> | ekyc accept <uuid> [--reason TEXT] | ekyc reject <uuid> --reason TEXT
//   ekyc reject-can-retry <uuid> --reason TEXT | ekyc purge-expired | grant <email>
import type { FastifyInstance } from 'fastify';
import { isAppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import type { StaffDecision } from '../ekyc/ekyc-service';
import { IllegalTransitionError } from '../ekyc/status';
import { claimsUsage, parseClaimsArgs, runClaimsOnApp, type ClaimsCommand } from './claims-command';
import { grantStaff, UnknownMemberError } from './roles';

export const staffUsage = `Usage: npm run staff -w api -- <command>
  ekyc list                                   submissions awaiting review
  ekyc show <uuid>                            one submission: scores, reasons, audit trail
  ekyc accept <uuid> [--reason TEXT]          accept (submitted while the declaration is missing)
  ekyc reject <uuid> --reason TEXT            final rejection (the member contacts support)
  ekyc reject-can-retry <uuid> --reason TEXT  rejection the member may retry
  ekyc purge-expired                          delete images past EKYC_RETENTION_DAYS (audit rows stay)
  grant <email>                               make a member staff
${claimsUsage}
Options: --as <label> names the operator in the audit trail (default: $USER).
While the API runs, the CLI goes through it as staff (STAFF_EMAIL and STAFF_PASSWORD, or asked for).`;

export type StaffCommand =
  | { kind: 'list' }
  | { kind: 'show'; uuid: string }
  | { kind: 'decide'; uuid: string; decision: StaffDecision; reason: string | null }
  | { kind: 'purge' }
  | { kind: 'grant'; email: string }
  | ClaimsCommand;

export interface ParsedStaffCommand {
  command: StaffCommand;
  operator: string | undefined;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Null when the arguments do not form a command (the caller prints the usage). */
export function parseStaffArgs(argv: string[]): ParsedStaffCommand | null {
  const positional: string[] = [];
  let reason: string | null = null;
  let operator: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--reason') {
      reason = argv[(i += 1)] ?? null;
      if (reason === null) return null;
    } else if (arg.startsWith('--reason=')) {
      reason = arg.slice('--reason='.length);
    } else if (arg === '--as') {
      operator = argv[(i += 1)];
      if (!operator) return null;
    } else {
      positional.push(arg);
    }
  }
  const [group, action, target, ...rest] = positional;
  if (group === 'grant' && action && !target) return { command: { kind: 'grant', email: action }, operator };
  if (group === 'claims') {
    const command = parseClaimsArgs(positional.slice(1), reason);
    return command ? { command, operator } : null;
  }
  if (group !== 'ekyc' || rest.length > 0) return null;
  if (action === 'list' && !target) return { command: { kind: 'list' }, operator };
  if (action === 'purge-expired' && !target) return { command: { kind: 'purge' }, operator };
  if (!target || !uuidPattern.test(target)) return null;
  if (action === 'show') return { command: { kind: 'show', uuid: target }, operator };
  const decisions: Record<string, StaffDecision> = {
    accept: 'accept',
    reject: 'reject',
    'reject-can-retry': 'reject-can-retry',
  };
  const decision = action ? decisions[action] : undefined;
  if (!decision) return null;
  return { command: { kind: 'decide', uuid: target, decision, reason }, operator };
}

export class StaffCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffCommandError';
  }
}

const pad = (value: string, width: number) => value.padEnd(width);

/** Runs a command and answers the text to print. */
export async function runStaffCommand(
  app: FastifyInstance,
  { command, operator }: ParsedStaffCommand,
): Promise<string> {
  try {
    switch (command.kind) {
      case 'list': {
        const rows = await app.ekyc.reviewQueue();
        if (rows.length === 0) return 'No submission awaits review.';
        return rows
          .map(
            (row) =>
              `${row.id}  ${pad(row.status, 12)}  ${row.idRef}  ${pad(row.email, 32)}  ` +
              `${row.updatedAt.toISOString()}${row.reasonCode ? `  ${row.reasonCode}` : ''}`,
          )
          .join('\n');
      }
      case 'show': {
        const row = await app.ekyc.byId(command.uuid);
        if (!row) throw new StaffCommandError(`No submission ${command.uuid}.`);
        const transitions = await app.ekyc.transitionsOf(row.id);
        const result = row.vendorResult;
        const { thresholds } = app.config.ekyc;
        return [
          `Submission ${row.id}`,
          `  status        ${row.status}${row.resetAt ? ' (reset by the member)' : ''}`,
          `  member        ${row.userId}`,
          `  NRIC claimed  ${row.idRef}`,
          `  reason        ${row.reasonCode ?? '-'}${row.reasonNote ? ` (${row.reasonNote})` : ''}`,
          result
            ? `  vendor        document ${result.document.score} (min ${thresholds.document}), authentic ${result.document.authentic}, ` +
              `tampered ${result.document.tampered}, read ${result.document.extracted_id_number ?? '-'}; ` +
              `face ${result.face_match.score} (min ${thresholds.faceMatch}); liveness ${result.liveness.score} ` +
              `(min ${thresholds.liveness}), passed ${result.liveness.passed}`
            : '  vendor        no result yet',
          `  images        ${row.imagesDeletedAt ? `deleted ${row.imagesDeletedAt.toISOString()}` : `kept until ${row.retentionUntil.toISOString()}`}`,
          '  audit trail',
          ...transitions.map(
            (entry) =>
              `    ${entry.at.toISOString()}  ${entry.fromStatus} -> ${entry.toStatus}  by ${entry.actor}` +
              `${entry.reason ? `  (${entry.reason})` : ''}`,
          ),
        ].join('\n');
      }
      case 'decide': {
        const row = await app.ekyc.decide(command.uuid, command.decision, command.reason, {
          kind: 'cli',
          label: operator,
        });
        return `Submission ${row.id} is now ${row.status}; the member was e-mailed.`;
      }
      case 'purge': {
        const count = await app.ekyc.purgeExpiredImages();
        return `Deleted the images of ${count} submission(s) past retention.`;
      }
      case 'grant': {
        const { created } = await grantStaff(app.db, command.email);
        return created ? `${command.email} is now staff.` : `${command.email} was already staff.`;
      }
      default:
        return await runClaimsOnApp(app, command, operator ?? 'cli');
    }
  } catch (error) {
    if (error instanceof IllegalTransitionError) {
      throw new StaffCommandError(`Not allowed: ${error.from} -> ${error.to}.`);
    }
    if (error instanceof UnknownMemberError) throw new StaffCommandError(error.message);
    if (isAppError(error)) {
      const fields = error.fields
        ? Object.entries(error.fields).map(
            ([name, refs]) => `${name}: ${refs.map((ref) => translate('en', ref.key, ref.params)).join(' ')}`,
          )
        : [];
      const detail = translate('en', error.detail.key, error.detail.params);
      const extra = fields.filter((line) => !line.endsWith(`: ${detail}`));
      throw new StaffCommandError([detail, ...extra].join('\n'));
    }
    throw error;
  }
}
