import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  Button,
  colors,
  currentLocale,
  fontSizes,
  space,
  toast,
  useSessionStore,
  type Profile,
  readApiErrorParts,
  type FieldMessages,
} from '@teduh/shared';
import { formatNricDashed, parseNric } from '@teduh/shared/identity';
import { FocusFirstError } from '@teduh/shared/forms';
import { NameFields, NricField, useServerFieldErrors } from '@teduh/shared/journey';
import { createEditProfileSchema, updateProfile, type EditProfileInput } from '../api/update-profile';
import { formatLongDate } from '../../../lib/profile-format';
import { initialsOf, pictureUrl } from '../profile-picture';
import { NewsletterSwitch } from './newsletter-switch';
import { PictureField } from './picture-field';

const Derived = styled.p`
  margin: -${space.xs} 0 ${space.md};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Divider = styled.hr`
  margin: ${space.md} 0;
  border: 0;
  border-top: 1px solid ${colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space.sm};
  margin-top: ${space.lg};

  @media (min-width: 480px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const formFields = ['first_name', 'last_name', 'id_ref'] as const;

/** The API may name the date of birth or gender it derived from the NRIC; those belong to the NRIC field. */
function fieldOf(name: string): (typeof formFields)[number] | null {
  if (name === 'dob' || name === 'gender') return 'id_ref';
  return (formFields as readonly string[]).includes(name) ? (name as (typeof formFields)[number]) : null;
}

/**
 * Update Profile (screen and modal): picture, first and last name, NRIC (6-2-4 mask), and the newsletter
 * switch. Success: toast 'Your profile has been updated.' and `onDone`; failure: one toast per message
 * the API gave (field: message), the messages also on their fields.
 */
export function EditProfileForm({
  profile,
  onDone,
  cancel,
}: {
  profile: Profile;
  onDone: (profile: Profile) => void;
  cancel: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const schema = useMemo(() => createEditProfileSchema(t), [t]);
  const server = useServerFieldErrors();
  const setAuthenticated = useSessionStore((state) => state.setAuthenticated);
  const [picture, setPicture] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const initialValues: EditProfileInput = {
    first_name: profile.first_name,
    last_name: profile.last_name,
    id_ref: profile.id_ref ? formatNricDashed(profile.id_ref) : '',
  };

  const labelOf = (name: string): string => {
    const key: Record<string, string> = {
      first_name: 'editProfile.firstName',
      last_name: 'editProfile.lastName',
      id_ref: 'editProfile.nric',
      dob: 'editProfile.dob',
      gender: 'editProfile.gender',
      profile_picture: 'editProfile.picture.label',
    };
    return key[name] ? t(key[name]) : name;
  };

  const showFailure = (error: unknown, helpers: FormikHelpers<EditProfileInput>) => {
    const parts = readApiErrorParts(error);
    if (parts.network) {
      toast.error(t('common.networkError.title'));
      return;
    }
    const entries = Object.entries(parts.fields);
    if (entries.length === 0) {
      toast.error(parts.detail ?? t('editProfile.failed'));
      return;
    }
    for (const [name, messages] of entries) {
      for (const message of messages) toast.error(`${labelOf(name)}: ${message}`);
    }
    const placed: FieldMessages = {};
    for (const [name, messages] of entries) {
      const field = fieldOf(name);
      if (field) placed[field] = [...(placed[field] ?? []), ...messages];
    }
    const names = Object.keys(placed);
    if (names.length > 0) {
      server.setErrors(placed);
      void helpers.setTouched(Object.fromEntries(names.map((name) => [name, true])), false);
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${names[0]}"]`)?.focus();
    }
  };

  const submit = async (values: EditProfileInput, helpers: FormikHelpers<EditProfileInput>) => {
    server.setErrors({});
    try {
      const updated = await updateProfile(profile, { ...values, picture });
      setAuthenticated(updated);
      setPicture(null);
      toast.success(t('editProfile.success'));
      onDone(updated);
    } catch (error) {
      showFailure(error, helpers);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, values }) => {
        const parsed = parseNric(values.id_ref);
        const derivedDob = parsed ? formatLongDate(parsed.dob, currentLocale()) : null;
        return (
          <Form noValidate ref={formRef}>
            <FocusFirstError formRef={formRef} />
            <PictureField
              original={pictureUrl(profile.profile_picture)}
              initials={initialsOf(
                values.first_name || profile.first_name,
                values.last_name || profile.last_name,
              )}
              file={picture}
              onChange={setPicture}
              disabled={isSubmitting}
            />
            <NameFields
              firstName={{ name: 'first_name', label: t('editProfile.firstName') }}
              lastName={{ name: 'last_name', label: t('editProfile.lastName') }}
              server={server}
            />
            <NricField
              name="id_ref"
              label={t('editProfile.nric')}
              hint={t('editProfile.nricHint')}
              error={server.errorFor('id_ref')}
              onChange={() => server.clearField('id_ref')}
            />
            {parsed && derivedDob ? (
              <Derived data-testid="nric-derived">
                {t('editProfile.derived', {
                  dob: derivedDob,
                  gender: t(`profile.gender.${parsed.gender}`).toLowerCase(),
                })}
              </Derived>
            ) : null}
            <Divider />
            <NewsletterSwitch profile={profile} />
            <Actions>
              {cancel}
              <Button type="submit" size="lg" loading={isSubmitting}>
                {t('editProfile.submit')}
              </Button>
            </Actions>
          </Form>
        );
      }}
    </Formik>
  );
}
