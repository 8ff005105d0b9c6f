import { useEffect, useState } from 'react';
import { useSearchParams } from '@teduh/shared/router';

/**
 * The step of a journey kept in the URL (`?step=`), so a reload or a shared link opens the same step.
 * `resolve` turns what the URL asks for (null when nothing) into the step to show, e.g. no further than the
 * saved progress allows; the URL is then corrected in place. Other query parameters are kept.
 */
export function useStepInUrl<Step extends string>(resolve: (requested: string | null) => Step) {
  const [params, setParams] = useSearchParams();
  const step = resolve(params.get('step'));
  const [firstStep] = useState(step);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (params.get('step') !== step) setParams(withStep(params, step), { replace: true });
  }, [params, step, setParams]);

  const goTo = (next: Step) => {
    setMoved(true);
    setParams(withStep(params, next));
  };

  return {
    step,
    goTo,
    /** The page title takes focus only on the step the page opened at. */
    focusTitle: firstStep === step && !moved,
    /** Every step after the first one shown brings focus to its own heading. */
    focusHeading: moved,
  };
}

function withStep(params: URLSearchParams, step: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('step', step);
  return next;
}
