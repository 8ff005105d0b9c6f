import { readApiError, readApiErrorParts } from '@teduh/shared';
import { useJourneyTranslation } from './translations';

/** A failure as a step shows it, in an alert above the form. */
export interface StepFailure {
  title: string;
  text: string;
}

/** No answer at all: the network message; otherwise the API's own words (the spec's error reader). */
export function useDescribeFailure(): (error: unknown) => StepFailure {
  const { t } = useJourneyTranslation();
  return (error) =>
    readApiErrorParts(error).network
      ? { title: t('journey.networkError.title'), text: t('journey.networkError.text') }
      : { title: t('journey.failedTitle'), text: readApiError(error).text };
}
