import { Fragment, useCallback, useState, type ReactNode } from 'react';
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
  return { errors, setErrors, clearField, errorFor };
}
