import { apiClient, currentLocale, flagshipProductId } from '@teduh/shared';
import { useApiQuery } from '@teduh/shared/query';
import type { Envelope, QuestionSet, UnderwritingSubmission } from './types';

const underwritingPath = 'underwriting/api/v1/';

/** `GET underwriting/api/v1/question-sets/?products__pk=2`: the flagship's questions in the page language. */
export async function fetchQuestionSets(signal?: AbortSignal): Promise<QuestionSet[]> {
  const response = await apiClient.get<Envelope<QuestionSet[]>>(`${underwritingPath}question-sets/`, {
    params: { products__pk: flagshipProductId },
    signal,
  });
  return response.data.data;
}

/** The flagship's questions, through the shared server-data layer (keyed by the page language). */
export function useQuestionSets() {
  return useApiQuery(`pusara:question-sets:${currentLocale()}`, fetchQuestionSets);
}

export interface UnderwritingAnswer {
  question: string;
  answer: 'yes' | 'no';
  user_note: string | null;
}

/** `POST underwriting/api/v1/`: all No is accepted at once, any Yes waits for staff. */
export async function submitUnderwriting(input: {
  questionSet: string;
  answers: UnderwritingAnswer[];
}): Promise<UnderwritingSubmission> {
  const response = await apiClient.post<Envelope<UnderwritingSubmission>>(underwritingPath, {
    product: flagshipProductId,
    question_set: input.questionSet,
    answers: input.answers,
    submit: true,
  });
  return response.data.data;
}

/** `GET underwriting/api/v1/<uuid>/`. */
export async function fetchUnderwritingSubmission(
  uuid: string,
  signal?: AbortSignal,
): Promise<UnderwritingSubmission> {
  const response = await apiClient.get<Envelope<UnderwritingSubmission>>(`${underwritingPath}${uuid}/`, {
    signal,
  });
  return response.data.data;
}

/** One submission, through the shared server-data layer; `null` asks for nothing. */
export function useUnderwritingSubmission(uuid: string | null) {
  return useApiQuery(uuid ? `pusara:underwriting:${uuid}` : null, (signal) =>
    fetchUnderwritingSubmission(uuid!, signal),
  );
}

/** `GET underwriting/api/v1/?product_id=2`: the member's submissions, newest first. */
export async function fetchUnderwritingSubmissions(signal?: AbortSignal): Promise<UnderwritingSubmission[]> {
  const response = await apiClient.get<Envelope<UnderwritingSubmission[]>>(underwritingPath, {
    params: { product_id: flagshipProductId },
    signal,
  });
  return response.data.data;
}

/** The member's submissions, through the shared server-data layer. */
export function useUnderwritingSubmissions() {
  return useApiQuery('pusara:underwriting:list', fetchUnderwritingSubmissions);
}
