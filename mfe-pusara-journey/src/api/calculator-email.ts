import { apiClient, flagshipProductId, senToDecimalString } from '@teduh/shared';
import type { Envelope } from './types';

export const calculatorEmailPath = 'product/api/v1/financial-calculator-results/send-email/';

/** `POST product/api/v1/financial-calculator-results/send-email/`: the API prices the quote again and e-mails it. */
export async function sendCalculatorEmail(input: {
  email: string;
  dob: string;
  gender: 'm' | 'f';
  coverageSen: number;
  language: 'en' | 'ms';
}): Promise<{ email: string; language: 'en' | 'ms' }> {
  const response = await apiClient.post<Envelope<{ email: string; language: 'en' | 'ms' }>>(
    calculatorEmailPath,
    {
      product: flagshipProductId,
      email: input.email,
      dob: input.dob,
      gender: input.gender,
      coverage_amount: senToDecimalString(input.coverageSen),
      language: input.language,
    },
  );
  return response.data.data;
}
