// The choice lists of utils/get-choices (contract 7.2 and 7.3): marital status, cause of death and the reasons
// for cancelling a certificate, each value with its label in the request's language.
import { translate, type Locale, type MessageKey } from '../../lib/i18n';
import type { ClaimDocumentKind } from '../../db/schema';

export const maritalStatuses = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const causesOfDeath = ['illness', 'accident', 'violence', 'under_investigation'] as const;
export type CauseOfDeath = (typeof causesOfDeath)[number];

export const policyCancelReasons = [
  'too_expensive',
  'other_cover',
  'no_longer_needed',
  'service',
  'other',
] as const;

export const choiceLists = {
  'marital-status': { values: maritalStatuses, prefix: 'choices.marital' },
  'cause-of-death': { values: causesOfDeath, prefix: 'choices.cause' },
  'policy-cancel-reasons': { values: policyCancelReasons, prefix: 'choices.cancel' },
} as const;
export type ChoiceListName = keyof typeof choiceLists;

export function choices(name: ChoiceListName, locale: Locale): { value: string; label: string }[] {
  const list = choiceLists[name];
  return list.values.map((value) => ({
    value,
    label: translate(locale, `${list.prefix}.${value}` as MessageKey),
  }));
}

/**
 * What a death claim needs: the death certificate, the claimant's NRIC both sides and the payee's bank
 * statement header always; a burial permit for a death by illness; a police report for any other cause.
 */
export function requiredDocuments(cause: CauseOfDeath): ClaimDocumentKind[] {
  return [
    'death_certificate',
    cause === 'illness' ? 'burial_permit' : 'police_report',
    'claimant_nric_front',
    'claimant_nric_back',
    'bank_statement',
  ];
}
