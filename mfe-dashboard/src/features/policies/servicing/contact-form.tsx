import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, colors, fontSizes, readApiError, readApiErrorParts, space } from '@teduh/shared';
import { FocusFirstError, isValidPhone, TextField } from '@teduh/shared/forms';
import type { PolicyDetail } from '../api/types';
import { requestChange, usePostcodeArea, type ChangeRequested } from './api/servicing';
import { placeFieldErrors } from './nominee-form';

interface ContactValues {
  phone: string;
  address_1: string;
  address_2: string;
  postcode: string;
  city: string;
  state: string;
}

const Actions = styled.div`
  margin-top: ${space.md};
`;

const Failure = styled.div`
  margin: ${space.md} 0;
`;

const Place = styled.p`
  min-height: 1.5em;
  margin: calc(-1 * ${space.xs}) 0 ${space.sm};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Pair = styled.div`
  display: grid;
  gap: 0 ${space.md};

  @media (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * Fills the city and state once five digits of postcode are typed (the API's postcode table, as in the identity
 * declaration); the member may still change them. What happened is read out politely.
 */
function PostcodeAutofill() {
  const { t } = useTranslation('dashboard');
  const { values, setFieldValue } = useFormikContext<ContactValues>();
  const area = usePostcodeArea(values.postcode);
  const filledFrom = useRef(values.postcode);

  useEffect(() => {
    if (area.status !== 'success' || filledFrom.current === area.data.postcode) return;
    filledFrom.current = area.data.postcode;
    void setFieldValue('city', area.data.city);
    void setFieldValue('state', area.data.state);
  }, [area, setFieldValue]);

  let text = '';
  if (area.status === 'success') text = t('servicing.contact.postcodeFound', { ...area.data });
  else if (area.status === 'error') text = t('servicing.contact.postcodeUnknown');
  return (
    <Place id="servicing-postcode-place" aria-live="polite">
      {text}
    </Place>
  );
}

/** The holder's contact phone and address on the certificate; sending them e-mails the code. */
export function ContactForm({
  policy,
  onRequested,
}: {
  policy: PolicyDetail;
  onRequested: (sent: ChangeRequested) => void;
}) {
  const { t } = useTranslation('dashboard');
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shared = (key: string) => t(key, { ns: 'shared' });
  const address = policy.holder.address;
  const initialValues: ContactValues = {
    phone: policy.holder.contact_number ?? '',
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
  };

  const validate = (values: ContactValues) => {
    const errors: Partial<Record<keyof ContactValues, string>> = {};
    if (!values.phone.trim()) errors.phone = shared('validation.required');
    else if (!isValidPhone(values.phone)) errors.phone = shared('validation.invalidPhone');
    if (!values.address_1.trim()) errors.address_1 = shared('validation.required');
    if (!/^\d{5}$/.test(values.postcode.trim())) errors.postcode = shared('validation.postcode');
    if (!values.city.trim()) errors.city = shared('validation.required');
    if (!values.state.trim()) errors.state = shared('validation.required');
    return errors;
  };

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    setFailure(null);
    try {
      onRequested(
        await requestChange(policy.uuid, {
          contact: {
            phone: values.phone.trim(),
            address_1: values.address_1.trim(),
            address_2: values.address_2.trim() || null,
            postcode: values.postcode.trim(),
            city: values.city.trim(),
            state: values.state.trim(),
          },
        }),
      );
    } catch (error) {
      const parts = readApiErrorParts(error);
      if (placeFieldErrors(parts.fields, 'contact', helpers)) return;
      setFailure(parts.network ? t('common.networkError.text') : readApiError(error).text);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form ref={formRef} noValidate aria-label={t('servicing.contact.title')}>
          <FocusFirstError formRef={formRef} />
          <TextField
            name="phone"
            label={t('servicing.contact.phone')}
            hint={t('servicing.contact.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
          />
          <TextField
            name="address_1"
            label={t('servicing.contact.address1')}
            autoComplete="address-line1"
            required
          />
          <TextField
            name="address_2"
            label={t('servicing.contact.address2')}
            hint={t('servicing.optional')}
            autoComplete="address-line2"
          />
          <TextField
            name="postcode"
            label={t('servicing.contact.postcode')}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            aria-describedby="servicing-postcode-place"
            required
          />
          <PostcodeAutofill />
          <Pair>
            <TextField
              name="city"
              label={t('servicing.contact.city')}
              autoComplete="address-level2"
              required
            />
            <TextField
              name="state"
              label={t('servicing.contact.state')}
              autoComplete="address-level1"
              required
            />
          </Pair>
          {failure ? (
            <Failure>
              <Alert variant="error" title={t('servicing.failed')}>
                {failure}
              </Alert>
            </Failure>
          ) : null}
          <Actions>
            <Button type="submit" size="lg" loading={isSubmitting}>
              {t('servicing.sendCode')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
