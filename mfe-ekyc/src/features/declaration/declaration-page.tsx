import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import { object } from 'yup';
import {
  Alert,
  AppLink,
  Button,
  colors,
  lineHeights,
  PageLoader,
  space,
  useLocalizedPath,
  useSessionStore,
  readApiErrorParts,
  type FieldMessages,
} from '@teduh/shared';
import { createValidators, CheckboxField, FocusFirstError } from '@teduh/shared/forms';
import { WizardBox } from '@teduh/shared/journey';
import { DeclarationSummary } from '../../components/declaration-summary';
import type { Declaration } from '../../lib/verification';
import { useDeclaration } from './api/get-declaration';
import { submitDeclaration } from './api/submit-declaration';
import { clearDraft, loadDraft } from './declaration-draft';
import { createIdentitySchema, toDeclaration } from './declaration-form';

const Text = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const Problems = styled.ul`
  margin: ${space.xs} 0 0;
  padding-left: ${space.lg};
`;

const editLink = (field: string) => `/ekyc/address-declaration#ekyc-field-${field}`;

type Loaded =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'ready'; declaration: Declaration; complete: boolean };

type Failure =
  { kind: 'fields'; fields: FieldMessages } | { kind: 'network' } | { kind: 'other'; text: string | null };

/**
 * /ekyc/declaration: the identity form's answers, read-only with edit links, and the accuracy
 * acknowledgement (required, spec section 5). Sending it completes the member's part of verification.
 */
export function DeclarationPage() {
  const { t } = useTranslation('ekyc');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const owner = useSessionStore((state) => state.profile?.uuid);
  const formRef = useRef<HTMLFormElement>(null);
  // The draft being written shows first; without one, the declaration last sent (none: back to the form).
  const [draft] = useState<Loaded | null>(() => {
    const written = loadDraft(owner);
    if (!written) return null;
    return {
      kind: 'ready',
      declaration: toDeclaration(written),
      complete: createIdentitySchema(t).isValidSync(written),
    };
  });
  const saved = useDeclaration(draft === null);
  const [failure, setFailure] = useState<Failure | null>(null);

  let loaded: Loaded;
  if (draft) loaded = draft;
  else if (saved.status === 'loading') loaded = { kind: 'loading' };
  else if (saved.status === 'success' && saved.data)
    loaded = { kind: 'ready', declaration: saved.data, complete: true };
  else loaded = { kind: 'none' };

  if (loaded.kind === 'loading') return <PageLoader />;
  if (loaded.kind === 'none') return <Navigate replace to={localized('/ekyc/address-declaration')} />;

  const validators = createValidators(t);

  return (
    <WizardBox
      title={t('declaration.title')}
      intro={t('declaration.intro')}
      progress={t('declaration.progress')}
    >
      {loaded.complete ? null : (
        <Alert variant="warning" role="alert" title={t('declaration.incompleteTitle')}>
          {t('declaration.incompleteText')}{' '}
          <AppLink to="/ekyc/address-declaration" localize>
            {t('declaration.completeDetails')}
          </AppLink>
        </Alert>
      )}
      <DeclarationSummary declaration={loaded.declaration} editLink={editLink} />

      <Formik
        initialValues={{ accuracy_acknowledged: false }}
        validationSchema={object({ accuracy_acknowledged: validators.accepted('accuracyAcknowledgement') })}
        onSubmit={async () => {
          setFailure(null);
          try {
            await submitDeclaration(loaded.declaration);
            clearDraft();
            navigate(localized('/ekyc/v2'));
          } catch (error) {
            const parts = readApiErrorParts(error);
            if (parts.network) setFailure({ kind: 'network' });
            else if (Object.keys(parts.fields).length > 0)
              setFailure({ kind: 'fields', fields: parts.fields });
            else setFailure({ kind: 'other', text: parts.detail });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate>
            <FocusFirstError formRef={formRef} />
            <Text>{t('declaration.acknowledgementIntro')}</Text>
            <CheckboxField name="accuracy_acknowledged" label={t('declaration.acknowledgement')} />
            {failure ? <FailureAlert failure={failure} /> : null}
            <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={!loaded.complete}>
              {failure?.kind === 'network' ? t('declaration.retry') : t('declaration.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </WizardBox>
  );
}

function FailureAlert({ failure }: { failure: Failure }) {
  const { t } = useTranslation('ekyc');
  if (failure.kind === 'network') {
    return (
      <Alert variant="error" title={t('declaration.networkTitle')}>
        {t('declaration.networkText')}
      </Alert>
    );
  }
  if (failure.kind === 'fields') {
    return (
      <Alert variant="error" title={t('declaration.fieldsTitle')}>
        <Problems>
          {Object.entries(failure.fields).map(([field, messages]) => (
            <li key={field}>
              {messages.join(' ')}{' '}
              {field === 'accuracy_acknowledged' ? null : (
                <AppLink to={editLink(field)} localize>
                  {t('summary.edit')}
                </AppLink>
              )}
            </li>
          ))}
        </Problems>
      </Alert>
    );
  }
  return (
    <Alert variant="error" title={t('declaration.failedTitle')}>
      {failure.text ?? t('declaration.failedText')}
    </Alert>
  );
}
