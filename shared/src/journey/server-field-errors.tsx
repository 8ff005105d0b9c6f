import { Fragment, useCallback, useState, type ReactNode } from 'react';
import type { FormikTouched } from 'formik';
import { type FieldMessages } from '@teduh/shared';

/**
 * Field messages the API answered with, kept apart from the form's own validation so that each stays
 * until the visitor edits that field (a blur elsewhere must not wipe the server's word).
 */
export function useServerFieldErrors() {
  const [errors, setErrors] = useState<FieldMessages>({});
  const clearField = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name];
        return next;
      }),
    [],
  );
  /** The `error` prop of a field: its server messages, one per line, or undefined to show Formik's. */
  const errorFor = useCallback(
    (name: string): ReactNode => {
      const messages = errors[name];
      if (!messages || messages.length === 0) return undefined;
      return messages.map((message, index) => (
        <Fragment key={message}>
          {index > 0 ? <br /> : null}
          {message}
        </Fragment>
      ));
    },
    [errors],
  );
  /**
   * Puts the API's messages for the form's `names` on their fields, marks them touched and focuses the
   * first one. False when the answer named none of them (the caller then says it another way).
   */
  const placeFields = useCallback(
    <Values,>(
      fields: FieldMessages,
      names: readonly (keyof Values & string)[],
      setTouched: (touched: FormikTouched<Values>, shouldValidate?: boolean) => unknown,
      form: HTMLFormElement | null,
    ): boolean => {
      const placed = names.filter((name) => fields[name]);
      if (placed.length === 0) return false;
      setErrors(Object.fromEntries(placed.map((name) => [name, fields[name] ?? []])));
      setTouched(Object.fromEntries(placed.map((name) => [name, true])) as FormikTouched<Values>, false);
      form?.querySelector<HTMLInputElement>(`input[name="${placed[0]}"]`)?.focus();
      return true;
    },
    [],
  );
  return { errors, setErrors, clearField, errorFor, placeFields };
}
