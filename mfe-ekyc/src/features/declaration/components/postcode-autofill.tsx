import { useEffect, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, errorStatus, fontSizes, space } from '@teduh/shared';
import { usePostcodeArea } from '../api/lookup-postcode';
import type { IdentityFormValues } from '../declaration-form';

const Note = styled.p<{ $tone: 'info' | 'warning' }>`
  margin: calc(-1 * ${space.xs}) 0 ${space.md};

  /* Kept in the page while empty (a live region must exist before it speaks), taking no room. */
  &:empty {
    margin: 0;
  }
  color: ${(p) => (p.$tone === 'warning' ? colors.warning : colors.textMuted)};
  font-size: ${fontSizes.sm};
`;

/**
 * Fills the city and state once five digits of postcode are typed (the API's postcode table); the
 * member may still change them. What happened is announced politely under the postcode field.
 */
export function PostcodeAutofill() {
  const { t } = useTranslation('ekyc');
  const { values, setFieldValue } = useFormikContext<IdentityFormValues>();
  // A draft's postcode already gave its city and state: a reload does not look it up again.
  const [fromDraft] = useState(() =>
    /^\d{5}$/.test(values.postcode) && values.city !== '' ? values.postcode : '',
  );
  const postcode = values.postcode.trim();
  const asked = /^\d{5}$/.test(postcode) && postcode !== fromDraft ? postcode : null;
  const area = usePostcodeArea(asked);

  // Each answered postcode fills the fields once (a change of the form, not a load).
  const filledFor = useRef<string | null>(null);
  const found = area.status === 'success' ? area.data : null;
  useEffect(() => {
    if (!found || filledFor.current === found.postcode) return;
    filledFor.current = found.postcode;
    void setFieldValue('city', found.city);
    void setFieldValue('state', found.state);
  }, [found, setFieldValue]);

  let lookup: 'idle' | 'looking' | 'found' | 'unknown' | 'failed' = 'idle';
  if (area.status === 'loading') lookup = 'looking';
  else if (area.status === 'success') lookup = 'found';
  else if (area.status === 'error') lookup = errorStatus(area.error) === 404 ? 'unknown' : 'failed';

  let text = '';
  if (lookup === 'looking') text = t('address.postcode.looking');
  if (found) text = t('address.postcode.found', { city: found.city, state: found.state });
  if (lookup === 'unknown') text = t('address.postcode.unknown');
  if (lookup === 'failed') text = t('address.postcode.failed');

  return (
    <Note
      id="ekyc-postcode-lookup"
      aria-live="polite"
      $tone={lookup === 'unknown' || lookup === 'failed' ? 'warning' : 'info'}
    >
      {text}
    </Note>
  );
}
