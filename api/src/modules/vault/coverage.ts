// The coverage summary and the suggested insurance (pure, no I/O).
//
// In force: started (start date today or earlier) and not ended (no expiry date, or expiring today or later).
// Totals by type add the recorded policies in force and the member's Teduh certificates that are issued (which
// they are from the first contribution on); Teduh's family takaful counts as life cover.
//
// Suggestions weigh the vault against the member's latest needs-test result:
//   life      gross need (income + debts + education + final expenses, before the existing cover the member
//             typed into the test, which the vault now states policy by policy) minus life cover in force;
//             a gap is closed by the flagship plan's sum covered (rounded up to its step, within its range);
//   funeral   the test's final-expenses amount, when that was a priority and no funeral cover is in force;
//   medical   no medical cover in force;
//   personal accident  no personal-accident cover in force while the household relies on earned income.
import { vaultPolicyTypes, type VaultPolicyType } from '../../db/schema-vault';
import type { MessageRef } from '../../lib/i18n';
import { addDays } from '../certificates/status';
import type { PricingConstants, RateBand } from '../products/pricing';
import { quote, type Gender } from '../products/pricing';
import { sumCoveredFor } from '../needs-test/rule';

export const EXPIRY_WINDOW_DAYS = 60;

export interface CoveragePolicy {
  id: string;
  product: string;
  policyNumber: string;
  insurerName: string;
  type: VaultPolicyType;
  coverageSen: number;
  startDate: string;
  expiryDate: string | null;
}

export interface TeduhCertificate {
  id: string;
  number: string | null;
  productName: string;
  sumCoveredSen: number;
  nextRenewalDate: string | null;
}

export interface TypeTotal {
  type: VaultPolicyType;
  recordedSen: number;
  teduhSen: number;
  totalSen: number;
  policies: number;
}

export interface Expiring {
  policy: CoveragePolicy;
  daysLeft: number;
}

export function isInForce(policy: Pick<CoveragePolicy, 'startDate' | 'expiryDate'>, today: string): boolean {
  return policy.startDate <= today && (policy.expiryDate === null || policy.expiryDate >= today);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function coverageTotals(
  policies: readonly CoveragePolicy[],
  certificates: readonly TeduhCertificate[],
  today: string,
): TypeTotal[] {
  return vaultPolicyTypes.map((type) => {
    const inForce = policies.filter((policy) => policy.type === type && isInForce(policy, today));
    const recordedSen = inForce.reduce((sum, policy) => sum + policy.coverageSen, 0);
    const teduh = type === 'life' ? certificates : [];
    const teduhSen = teduh.reduce((sum, certificate) => sum + certificate.sumCoveredSen, 0);
    return {
      type,
      recordedSen,
      teduhSen,
      totalSen: recordedSen + teduhSen,
      policies: inForce.length + teduh.length,
    };
  });
}

/** Recorded policies ending from today to `days` days from today, soonest first. */
export function expiringWithin(
  policies: readonly CoveragePolicy[],
  today: string,
  days = EXPIRY_WINDOW_DAYS,
): Expiring[] {
  const until = addDays(today, days);
  return policies
    .filter(
      (policy) => policy.expiryDate !== null && policy.expiryDate >= today && policy.expiryDate <= until,
    )
    .sort((a, b) => (a.expiryDate! < b.expiryDate! ? -1 : a.expiryDate! > b.expiryDate! ? 1 : 0))
    .map((policy) => ({ policy, daysLeft: daysBetween(today, policy.expiryDate!) }));
}

/** What the suggestions need of the member's latest needs-test result. */
export interface NeedsResult {
  eligible: boolean;
  ageNextBirthday: number;
  gender: Gender | null;
  breakdown: { income: number; debts: number; education: number; final_expenses: number };
  priorities: readonly string[];
  monthlyIncomeSen: number | null;
}

export interface FlagshipPlan {
  id: number;
  slug: string;
  name: string;
  constants: PricingConstants;
  bands: readonly RateBand[];
}

export interface Suggestion {
  type: VaultPolicyType;
  /** The cover suggested, in sen; null when the test gives no amount for this type. */
  amountSen: number | null;
  /** Our plan that closes the gap, when one does. */
  product: { id: number; slug: string; name: string } | null;
  monthlySen: number | null;
  reasons: MessageRef[];
}

export function suggestInsurance(
  totals: readonly TypeTotal[],
  needs: NeedsResult,
  plan: FlagshipPlan,
  money: (sen: number) => string,
): Suggestion[] {
  const held = (type: VaultPolicyType) => totals.find((total) => total.type === type)?.totalSen ?? 0;
  const suggestions: Suggestion[] = [];

  const grossNeed =
    needs.breakdown.income +
    needs.breakdown.debts +
    needs.breakdown.education +
    needs.breakdown.final_expenses;
  const life = held('life');
  const gap = grossNeed - life;
  if (gap > 0) {
    const reasons: MessageRef[] = [
      { key: 'vault.suggest.life.need', params: { amount: money(grossNeed) } },
      life > 0
        ? { key: 'vault.suggest.life.have', params: { amount: money(life) } }
        : { key: 'vault.suggest.life.haveNone' },
      { key: 'vault.suggest.life.gap', params: { amount: money(gap) } },
    ];
    let product: Suggestion['product'] = null;
    let amountSen = gap;
    let monthlySen: number | null = null;
    if (needs.eligible) {
      amountSen = sumCoveredFor(gap, plan.constants);
      product = { id: plan.id, slug: plan.slug, name: plan.name };
      const priced = needs.gender
        ? quote(plan.constants, plan.bands, {
            gender: needs.gender,
            ageNextBirthday: needs.ageNextBirthday,
            sumCoveredSen: amountSen,
          })
        : undefined;
      monthlySen = priced?.monthlySen ?? null;
      reasons.push(
        priced
          ? {
              key: 'vault.suggest.life.sum',
              params: { product: plan.name, sum: money(amountSen), monthly: money(priced.monthlySen) },
            }
          : { key: 'vault.suggest.life.sumNoPrice', params: { product: plan.name, sum: money(amountSen) } },
      );
      if (gap > plan.constants.sumCoveredMaxSen) {
        reasons.push({
          key: 'vault.suggest.life.partly',
          params: { product: plan.name, max: money(plan.constants.sumCoveredMaxSen) },
        });
      }
    }
    suggestions.push({ type: 'life', amountSen, product, monthlySen, reasons });
  }

  if (
    needs.priorities.includes('final_expenses') &&
    needs.breakdown.final_expenses > 0 &&
    held('funeral') === 0
  ) {
    suggestions.push({
      type: 'funeral',
      amountSen: needs.breakdown.final_expenses,
      product: null,
      monthlySen: null,
      reasons: [
        { key: 'vault.suggest.funeral.need', params: { amount: money(needs.breakdown.final_expenses) } },
        { key: 'vault.suggest.funeral.none' },
      ],
    });
  }

  if (held('medical') === 0) {
    suggestions.push({
      type: 'medical',
      amountSen: null,
      product: null,
      monthlySen: null,
      reasons: [{ key: 'vault.suggest.medical.none' }],
    });
  }

  if (held('personal_accident') === 0 && needs.breakdown.income > 0 && needs.monthlyIncomeSen !== null) {
    suggestions.push({
      type: 'personal_accident',
      amountSen: null,
      product: null,
      monthlySen: null,
      reasons: [
        { key: 'vault.suggest.personalAccident.none' },
        { key: 'vault.suggest.income', params: { income: money(needs.monthlyIncomeSen) } },
      ],
    });
  }

  return suggestions;
}
