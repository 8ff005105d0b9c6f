import { useTranslation } from '@teduh/shared/i18n-react';
import { SelectField, TextField } from '@teduh/shared/forms';
import type { useServerFieldErrors } from '@teduh/shared/journey';
import { useChoices } from './api/claims';

/** The fields every death claim asks, real or demo; their names are the API's (claim/api/v1/claims). */
export const deathDetailsFieldNames = [
  'claimant_name',
  'claimant_phone',
  'relationship',
  'date_of_death',
  'cause_of_death',
  'marital_status',
] as const;

export type DeathDetailsValues = Record<(typeof deathDetailsFieldNames)[number], string>;

export const emptyDeathDetails: DeathDetailsValues = {
  claimant_name: '',
  claimant_phone: '',
  relationship: '',
  date_of_death: '',
  cause_of_death: '',
  marital_status: '',
};

/** The claimant and the death: name, phone, relationship, date and cause of death, marital status. */
export function DeathDetailsFields({ server }: { server: ReturnType<typeof useServerFieldErrors> }) {
  const { t, i18n } = useTranslation('dashboard');
  const causes = useChoices('cause-of-death', i18n.language);
  const marital = useChoices('marital-status', i18n.language);
  return (
    <>
      <TextField
        name="claimant_name"
        autoComplete="name"
        label={t('claims.fields.name')}
        required
        error={server.errorFor('claimant_name')}
      />
      <TextField
        name="claimant_phone"
        type="tel"
        autoComplete="tel"
        label={t('claims.fields.phone')}
        required
        error={server.errorFor('claimant_phone')}
      />
      <TextField
        name="relationship"
        label={t('claims.fields.relationship')}
        required
        error={server.errorFor('relationship')}
      />
      <TextField
        name="date_of_death"
        type="date"
        label={t('claims.fields.dateOfDeath')}
        required
        error={server.errorFor('date_of_death')}
      />
      <SelectField
        name="cause_of_death"
        label={t('claims.fields.cause')}
        placeholder={t('claims.fields.choose')}
        options={causes.data ?? []}
        required
        error={server.errorFor('cause_of_death')}
      />
      <SelectField
        name="marital_status"
        label={t('claims.fields.marital')}
        placeholder={t('claims.fields.choose')}
        options={marital.data ?? []}
        required
        error={server.errorFor('marital_status')}
      />
    </>
  );
}
