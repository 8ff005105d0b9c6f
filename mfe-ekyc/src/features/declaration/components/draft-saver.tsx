import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { saveDraft } from '../declaration-draft';
import type { IdentityFormValues } from '../declaration-form';

/** Inside the identity form: keeps every change in the tab's draft. */
export function DraftSaver({ owner }: { owner: string | undefined }) {
  const { values } = useFormikContext<IdentityFormValues>();
  useEffect(() => saveDraft(owner, values), [owner, values]);
  return null;
}
