import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useLocation, useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Button,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  PageLoader,
  space,
  useLocalizedPath,
  useSessionStore,
  type ProfileAddress,
} from '@teduh/shared';
import { SelectField, TextField, FocusFirstError, RadioGroup } from '@teduh/shared/forms';
import { WizardBox } from '@teduh/shared/journey';
import { foreignCountryOptions } from '../../lib/countries';
import { useDeclaration } from './api/get-declaration';
import { DraftSaver } from './components/draft-saver';
import { PostcodeAutofill } from './components/postcode-autofill';
import { loadDraft } from './declaration-draft';
import {
  ADDRESS_MAX_LENGTH,
  createIdentitySchema,
  emptyIdentityForm,
  fromDeclaration,
  type IdentityFormValues,
} from './declaration-form';

const Section = styled.fieldset`
  margin: 0 0 ${space.lg};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const SectionTitle = styled.legend`
  margin: 0 0 ${space.sm};
  padding: 0;
  color: ${colors.text};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.snug};
`;

const Group = styled.div`
  margin: 0 0 ${space.lg};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${space.sm};
`;

/** Field ids, so the summary's edit links (`#ekyc-field-postcode`) land on the field. */
export const fieldId = (name: keyof IdentityFormValues) => `ekyc-field-${name}`;

/**
 * A first declaration starts as Malaysian (the identity just checked is a MyKad, which only citizens hold, and the
 * plan is for citizens only; the choice stays open to change) and from the address the profile already holds (a
 * Malaysian one).
 */
function firstDeclaration(address: ProfileAddress | null): IdentityFormValues {
  const start: IdentityFormValues = { ...emptyIdentityForm, nationality: 'malaysian' };
  if (!address || (address.country && address.country !== 'MY')) return start;
  return {
    ...start,
    postcode: /^\d{5}$/.test(address.postcode) ? address.postcode : '',
    address_1: address.address_1,
    address_2: address.address_2 ?? '',
    city: address.city,
    state: address.state,
  };
}

/** /ekyc/address-declaration: the identity form (spec section 3), kept as a draft, then the summary. */
export function AddressDeclarationPage() {
  const { t, i18n } = useTranslation('ekyc');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const localized = useLocalizedPath();
  const owner = useSessionStore((state) => state.profile?.uuid);
  const homeAddress = useSessionStore((state) => state.profile?.addresses[0] ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  // The draft being written starts the form; without one, the declaration last sent, or a first one.
  const [draft] = useState<IdentityFormValues | null>(() => loadDraft(owner));
  const saved = useDeclaration(draft === null);
  const initial = useMemo(() => {
    if (draft) return draft;
    if (saved.status === 'success' && saved.data) return fromDeclaration(saved.data);
    if (saved.status === 'success' || saved.status === 'error') return firstDeclaration(homeAddress);
    return null;
  }, [draft, saved.status, saved.data, homeAddress]);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => foreignCountryOptions(locale), [locale]);

  // An edit link of the summary names the field to change: focus it once the form is there.
  useEffect(() => {
    if (!initial || !hash.startsWith('#ekyc-field-')) return;
    document.getElementById(hash.slice(1))?.focus();
  }, [initial, hash]);

  if (!initial) return <PageLoader />;

  return (
    <WizardBox title={t('address.title')} intro={t('address.intro')} progress={t('address.progress')}>
      <Formik
        initialValues={initial}
        validationSchema={createIdentitySchema(t)}
        onSubmit={() => navigate(localized('/ekyc/declaration'))}
      >
        {({ values, setFieldValue }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <DraftSaver owner={owner} />

            <Group>
              <RadioGroup
                id={fieldId('nationality')}
                name="nationality"
                large
                legend={t('address.sections.nationality')}
                options={[
                  { value: 'malaysian', label: t('address.nationality.malaysian') },
                  { value: 'foreigner', label: t('address.nationality.foreigner') },
                ]}
                onValueChange={(value) => {
                  if (value === 'malaysian') void setFieldValue('country_of_origin', '');
                }}
              />
              {values.nationality === 'foreigner' ? (
                <SelectField
                  id={fieldId('country_of_origin')}
                  name="country_of_origin"
                  label={t('address.fields.country')}
                  placeholder={t('address.fields.countryPlaceholder')}
                  options={countries}
                  required
                />
              ) : null}
            </Group>

            <Section>
              <SectionTitle>{t('address.sections.address')}</SectionTitle>
              <TextField
                id={fieldId('postcode')}
                name="postcode"
                label={t('address.fields.postcode')}
                hint={t('address.fields.postcodeHint')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                required
                aria-describedby="ekyc-postcode-lookup"
                onChange={(event) => void setFieldValue('postcode', event.target.value.replace(/\D/g, ''))}
              />
              <PostcodeAutofill />
              <TextField
                id={fieldId('address_1')}
                name="address_1"
                label={t('address.fields.address1')}
                autoComplete="address-line1"
                maxLength={ADDRESS_MAX_LENGTH}
                required
              />
              <TextField
                id={fieldId('address_2')}
                name="address_2"
                label={t('address.fields.address2')}
                autoComplete="address-line2"
                maxLength={ADDRESS_MAX_LENGTH}
              />
              <TextField
                id={fieldId('city')}
                name="city"
                label={t('address.fields.city')}
                autoComplete="address-level2"
                required
              />
              <TextField
                id={fieldId('state')}
                name="state"
                label={t('address.fields.state')}
                autoComplete="address-level1"
                required
              />
            </Section>

            <Section>
              <SectionTitle>{t('address.sections.contact')}</SectionTitle>
              <TextField
                id={fieldId('phone')}
                name="phone"
                type="tel"
                label={t('address.fields.phone')}
                hint={t('address.fields.phoneHint')}
                autoComplete="tel"
                inputMode="tel"
                required
              />
            </Section>

            <Section>
              <SectionTitle>{t('address.sections.health')}</SectionTitle>
              <Pair>
                <TextField
                  id={fieldId('height_cm')}
                  name="height_cm"
                  label={t('address.fields.height')}
                  inputMode="numeric"
                  maxLength={3}
                  endAdornment={t('address.units.cm')}
                  required
                />
                <TextField
                  id={fieldId('weight_kg')}
                  name="weight_kg"
                  label={t('address.fields.weight')}
                  inputMode="numeric"
                  maxLength={3}
                  endAdornment={t('address.units.kg')}
                  required
                />
              </Pair>
              <RadioGroup
                id={fieldId('smoker')}
                name="smoker"
                legend={t('address.fields.smoker')}
                options={[
                  { value: 'yes', label: t('address.smoker.yes') },
                  { value: 'no', label: t('address.smoker.no') },
                ]}
              />
            </Section>

            <Button type="submit" size="lg" fullWidth>
              {t('address.continue')}
            </Button>
          </Form>
        )}
      </Formik>
    </WizardBox>
  );
}
