import { useEffect, useRef, useState } from 'react';
import axios from 'axios';
import { useFormikContext } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, errorStatus, fontSizes, space } from '@teduh/shared';
import { lookupPostcode } from '../api/lookup-postcode';
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

type Lookup =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'found'; city: string; state: string }
  | { kind: 'unknown' }
  | { kind: 'failed' };

/**
 * Fills the city and state once five digits of postcode are typed (the API's postcode table); the
 * member may still change them. What happened is announced politely under the postcode field.
 */
export function PostcodeAutofill() {
  const { t } = useTranslation('ekyc');
  const { values, setFieldValue } = useFormikContext<IdentityFormValues>();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  // The postcode the city and state currently come from: a reload with a draft does not look up again.
  const lookedUp = useRef(/^\d{5}$/.test(values.postcode) && values.city !== '' ? values.postcode : '');
  const postcode = values.postcode.trim();

  useEffect(() => {
    if (!/^\d{5}$/.test(postcode)) {
      if (postcode !== lookedUp.current) setLookup({ kind: 'idle' });
      return undefined;
    }
    if (postcode === lookedUp.current) return undefined;
    const controller = new AbortController();
    setLookup({ kind: 'looking' });
    lookupPostcode(postcode, controller.signal)
      .then((area) => {
        lookedUp.current = postcode;
        void setFieldValue('city', area.city);
        void setFieldValue('state', area.state);
        setLookup({ kind: 'found', city: area.city, state: area.state });
      })
      .catch((error: unknown) => {
        if (axios.isCancel(error)) return;
        lookedUp.current = postcode;
        setLookup({ kind: errorStatus(error) === 404 ? 'unknown' : 'failed' });
      });
    return () => controller.abort();
  }, [postcode, setFieldValue]);

  let text = '';
  if (lookup.kind === 'looking') text = t('address.postcode.looking');
  if (lookup.kind === 'found') text = t('address.postcode.found', { city: lookup.city, state: lookup.state });
  if (lookup.kind === 'unknown') text = t('address.postcode.unknown');
  if (lookup.kind === 'failed') text = t('address.postcode.failed');

  return (
    <Note
      id="ekyc-postcode-lookup"
      aria-live="polite"
      $tone={lookup.kind === 'unknown' || lookup.kind === 'failed' ? 'warning' : 'info'}
    >
      {text}
    </Note>
  );
}
