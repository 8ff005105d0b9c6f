import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/**
 * Inside a Formik form: after a submit that fails validation, moves focus to the first invalid field,
 * so keyboard and screen-reader users land on the message (each field's error is also announced).
 */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isValidating, isSubmitting } = useFormikContext();
  const handledSubmit = useRef(0);

  useEffect(() => {
    if (submitCount === handledSubmit.current || isValidating || isSubmitting || isValid) return;
    handledSubmit.current = submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isValidating, isSubmitting, formRef]);

  return null;
}
