// The staff CLI through a running API: it signs in as a staff member and calls staff/api/v1, so it works while
// `npm start` holds the embedded database (PGlite allows one process). Only `grant` still opens the database.
import { formatClaim, type PrintableClaim, type PrintableTrail } from './claims-command';
import { StaffCommandError, type ParsedStaffCommand } from './command';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** One call to the API: a path under its base URL, an optional JSON body and access token. */
export type ApiCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  access?: string,
) => Promise<ApiAnswer>;

export interface StaffCredentials {
  email: string;
  password: string;
}

const STAFF = '/staff/api/v1/ekyc';
const CLAIMS = '/staff/api/v1/claims';

/** Calls the API at baseUrl with fetch. */
export function fetchApiCall(baseUrl: string): ApiCall {
  return async (method, path, body, access) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(access ? { authorization: `Teduh ${access}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  };
}

/** True when something answers the API's health check at baseUrl. */
export async function apiAnswers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('/health', baseUrl), { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

function errorText(answer: ApiAnswer): string {
  const errors = (answer.body as { errors?: { detail?: string; fields?: Record<string, string[]> } } | null)
    ?.errors;
  if (!errors?.detail) return `The API answered ${answer.status}.`;
  const fields = Object.entries(errors.fields ?? {})
    .map(([name, messages]) => `${name}: ${messages.join(' ')}`)
    .filter((line) => !line.endsWith(`: ${errors.detail}`));
  return [errors.detail, ...fields].join('\n');
}

async function expectOk<T>(answer: Promise<ApiAnswer>): Promise<T> {
  const settled = await answer;
  if (settled.status >= 400) throw new StaffCommandError(errorText(settled));
  return (settled.body as { data: T }).data;
}

interface ListedSubmission {
  uuid: string;
  status: string;
  id_ref: string;
  member: { email: string };
  reason_code: string | null;
  updated_at: string;
}

interface SubmissionDetail {
  submission: { uuid: string; status: string; id_ref: string; reason: string | null };
  member: { uuid: string; email: string };
  reason_code: string | null;
  reason_note: string | null;
  scores: {
    document: { score: number; authentic: boolean; tampered: boolean; extracted_id_number?: string | null };
    face_match: { score: number };
    liveness: { score: number; passed: boolean };
  } | null;
  thresholds: { face_match: number; liveness: number; document: number };
  images_deleted: boolean;
  transitions: { from: string; to: string; actor: string; reason: string | null; at: string }[];
}

const pad = (value: string, width: number) => value.padEnd(width);

/** Runs a command through the API as the signed-in staff member and answers the text to print. */
export async function runStaffCommandThroughApi(
  call: ApiCall,
  credentials: StaffCredentials,
  { command }: ParsedStaffCommand,
): Promise<string> {
  if (command.kind === 'grant') {
    throw new StaffCommandError(
      'grant changes roles in the database directly: stop the API first (or run it against PostgreSQL).',
    );
  }
  const { access } = await expectOk<{ access: string }>(
    call('POST', '/auth/api/v1/jwt/', { ...credentials, delivery: 'body' }),
  );
  switch (command.kind) {
    case 'list': {
      const rows = await expectOk<ListedSubmission[]>(call('GET', `${STAFF}/`, undefined, access));
      if (rows.length === 0) return 'No submission awaits review.';
      return rows
        .map(
          (row) =>
            `${row.uuid}  ${pad(row.status, 12)}  ${row.id_ref}  ${pad(row.member.email, 32)}  ` +
            `${row.updated_at}${row.reason_code ? `  ${row.reason_code}` : ''}`,
        )
        .join('\n');
    }
    case 'show': {
      const detail = await expectOk<SubmissionDetail>(
        call('GET', `${STAFF}/${command.uuid}/`, undefined, access),
      );
      const { scores, thresholds } = detail;
      return [
        `Submission ${detail.submission.uuid}`,
        `  status        ${detail.submission.status}`,
        `  member        ${detail.member.uuid} (${detail.member.email})`,
        `  NRIC claimed  ${detail.submission.id_ref}`,
        `  reason        ${detail.reason_code ?? '-'}${detail.reason_note ? ` (${detail.reason_note})` : ''}`,
        scores
          ? `  vendor        document ${scores.document.score} (min ${thresholds.document}), authentic ${scores.document.authentic}, ` +
            `tampered ${scores.document.tampered}, read ${scores.document.extracted_id_number ?? '-'}; ` +
            `face ${scores.face_match.score} (min ${thresholds.face_match}); liveness ${scores.liveness.score} ` +
            `(min ${thresholds.liveness}), passed ${scores.liveness.passed}`
          : '  vendor        no result yet',
        `  images        ${detail.images_deleted ? 'deleted' : 'kept'}`,
        '  audit trail',
        ...detail.transitions.map(
          (entry) =>
            `    ${entry.at}  ${entry.from} -> ${entry.to}  by ${entry.actor}` +
            `${entry.reason ? `  (${entry.reason})` : ''}`,
        ),
      ].join('\n');
    }
    case 'decide': {
      const submission = await expectOk<{ uuid: string; status: string }>(
        call(
          'POST',
          `${STAFF}/${command.uuid}/decision/`,
          { decision: command.decision, ...(command.reason !== null ? { reason: command.reason } : {}) },
          access,
        ),
      );
      return `Submission ${submission.uuid} is now ${submission.status}; the member was e-mailed.`;
    }
    case 'purge': {
      const { purged } = await expectOk<{ purged: number }>(
        call('POST', `${STAFF}/purge-expired/`, undefined, access),
      );
      return `Deleted the images of ${purged} submission(s) past retention.`;
    }
    case 'claims-list': {
      const claims = await expectOk<PrintableClaim[]>(call('GET', `${CLAIMS}/`, undefined, access));
      return claims.length === 0 ? 'No claim is open.' : claims.map((claim) => formatClaim(claim)).join('\n');
    }
    case 'claims-show': {
      const detail = await expectOk<{ claim: PrintableClaim } & PrintableTrail>(
        call('GET', `${CLAIMS}/${command.uuid}/`, undefined, access),
      );
      return formatClaim(detail.claim, detail);
    }
    case 'claims-review':
      return formatClaim(
        await expectOk<PrintableClaim>(
          call(
            'POST',
            `${CLAIMS}/${command.uuid}/documents/${command.document}/review/`,
            { verdict: command.verdict, ...(command.note ? { note: command.note } : {}) },
            access,
          ),
        ),
      );
    case 'claims-decide':
      return formatClaim(
        await expectOk<PrintableClaim>(
          call(
            'POST',
            `${CLAIMS}/${command.uuid}/decision/`,
            {
              benefit: command.benefit,
              decision: command.decision,
              ...(command.reason ? { reason: command.reason } : {}),
            },
            access,
          ),
        ),
      );
    case 'claims-retry':
      return formatClaim(
        await expectOk<PrintableClaim>(
          call('POST', `${CLAIMS}/${command.uuid}/payouts/retry/`, undefined, access),
        ),
      );
  }
}
