import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { apiClient } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';

export const referralHistoryPath = 'referral/api/v1/history/';

export const referralStatuses = ['registered', 'cooling_off', 'qualified', 'not_eligible'] as const;

const referralEntrySchema = object({
  registered_on: string().required(),
  status: mixed<(typeof referralStatuses)[number]>()
    .oneOf([...referralStatuses])
    .required(),
  cooling_off_ends_on: string().nullable().defined(),
  /** RM as a decimal string ("10.00"). */
  reward: string()
    .matches(/^\d+\.\d{2}$/)
    .required(),
  reward_available: boolean().required(),
});

export const referralHistorySchema = array(referralEntrySchema).required();
export type ReferralEntry = InferType<typeof referralEntrySchema>;

/** `GET referral/api/v1/history/`: the members who signed up with this member's code, oldest first. */
export async function fetchReferralHistory(signal?: AbortSignal): Promise<ReferralEntry[]> {
  const response = await apiClient.get<{ data: unknown }>(referralHistoryPath, { signal });
  return referralHistorySchema.validateSync(response.data.data);
}

/** The referral history through the shared server-data layer; nothing is asked until `wanted`. */
export function useReferralHistory(wanted: boolean) {
  return useApiQuery(wanted ? 'referral:history' : null, fetchReferralHistory);
}
