// A partner's roster file: CSV (UTF-8, comma separated) with the columns nric, full_name and member_ref on its
// first line, one person a line. Each line is checked on its own: the good ones make the roster, the others
// come back in a report, line by line, with every reason.
import { formatNricDashed, parseNric } from '@teduh/shared/domain';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import type { RosterRow } from './partners-repository';

export const rosterColumns = ['nric', 'full_name', 'member_ref'] as const;

export type RowProblem =
  | 'nric_invalid'
  | 'name_missing'
  | 'name_too_long'
  | 'member_ref_missing'
  | 'member_ref_too_long'
  | 'duplicate'
  | 'columns';

export const rowProblemMessages: Record<RowProblem, MessageKey> = {
  nric_invalid: 'partners.row.nricInvalid',
  name_missing: 'partners.row.nameMissing',
  name_too_long: 'partners.row.nameTooLong',
  member_ref_missing: 'partners.row.memberRefMissing',
  member_ref_too_long: 'partners.row.memberRefTooLong',
  duplicate: 'partners.row.duplicate',
  columns: 'partners.row.columns',
};

export interface RejectedLine {
  line: number;
  nric: string;
  reasons: RowProblem[];
}

export interface ParsedRoster {
  accepted: RosterRow[];
  rejected: RejectedLine[];
  /** Every NRIC the file names, good line or not: a person on a bad line is not taken off the roster. */
  named: string[];
}

/** Reads and checks a roster file; a file that is not a roster at all is a 400. */
export function parseRoster(file: Buffer): ParsedRoster {
  let records: string[][];
  try {
    records = parse(file, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw new AppError(400, 'roster_unreadable', 'partners.rosterUnreadable');
  }
  const [header, ...lines] = records;
  const columns = header?.map((name) => name.toLowerCase());
  if (!columns || rosterColumns.some((name, index) => columns[index] !== name)) {
    throw new AppError(400, 'roster_header', 'partners.rosterHeader');
  }
  const accepted: RosterRow[] = [];
  const rejected: RejectedLine[] = [];
  const named = new Set<string>();
  lines.forEach((cells, index) => {
    const line = index + 2;
    const [nric = '', fullName = '', memberRef = ''] = cells;
    const reasons: RowProblem[] = [];
    if (cells.length !== rosterColumns.length) reasons.push('columns');
    const parsed = parseNric(nric);
    const idRef = parsed ? formatNricDashed(parsed.digits) : null;
    if (!idRef) reasons.push('nric_invalid');
    if (!fullName) reasons.push('name_missing');
    else if (fullName.length > 200) reasons.push('name_too_long');
    if (!memberRef) reasons.push('member_ref_missing');
    else if (memberRef.length > 64) reasons.push('member_ref_too_long');
    if (idRef && named.has(idRef)) reasons.push('duplicate');
    if (idRef) named.add(idRef);
    if (reasons.length > 0) rejected.push({ line, nric, reasons });
    else accepted.push({ idRef: idRef!, fullName, memberRef });
  });
  return { accepted, rejected, named: [...named] };
}
