import { useId, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { useNavigate } from '@teduh/shared/router';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Container,
  NotFoundPage,
  PageLoader,
  apiClient,
  colors,
  currentLocale,
  fontSizes,
  readApiError,
  readApiErrorParts,
  space,
  toast,
  useLocalizedPath,
  VisuallyHidden,
} from '@teduh/shared';
import { day, money } from '../../lib/policy-format';
import {
  attachDocument,
  deleteDocument,
  updateVaultPolicy,
  useInsurers,
  useVaultPolicy,
} from './api/vault-api';
import type { VaultAttachment, VaultPolicyDetail } from './api/types';
import { DeleteDialog } from './components/delete-dialog';
import { MAX_DOCUMENT_BYTES } from './components/document-step';
import { PolicyStatus } from './components/policy-card';
import { PolicyForm, type PolicyFormValues } from './components/policy-form';
import { BackLink, Facts, HeaderRow, Page, Panel, PlainList, Retry, Title } from './components/vault-styles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

// The actions stay at the start of the row: the floating support button sits at the window's right edge.
const DocumentRow = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  overflow-wrap: anywhere;
`;

const Upload = styled.div`
  margin-top: ${space.md};

  label {
    display: block;
    margin-bottom: ${space.xxs};
    font-weight: 600;
  }

  input {
    display: block;
    width: 100%;
    margin-bottom: ${space.sm};
    font-size: ${fontSizes.md};
  }
`;

function formValuesOf(policy: VaultPolicyDetail): PolicyFormValues {
  return {
    product: policy.product,
    policy_number: policy.policy_number,
    insurer: policy.insurer ? String(policy.insurer.id) : 'other',
    insurer_other: policy.insurer_other ?? '',
    type: policy.type,
    coverage_amount: policy.coverage_amount,
    start_date: policy.start_date,
    expiry_date: policy.expiry_date ?? '',
  };
}

/** Downloads a document through the API client (the owner's session), as the certificate PDF is. */
async function download(document_: VaultAttachment): Promise<void> {
  const response = await apiClient.get<Blob>(document_.url.replace(/^\//, ''), { responseType: 'blob' });
  const blob = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  const url = URL.createObjectURL(new Blob([blob], { type: document_.content_type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = document_.file_name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

function Documents({ policy, onChanged }: { policy: VaultPolicyDetail; onChanged: () => void }) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async () => {
    if (!file) {
      setProblem(t('vault.reader.chooseFirst'));
      inputRef.current?.focus();
      return;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      setProblem(t('vault.reader.tooLarge'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await attachDocument(policy.uuid, file);
      toast.success(t('vault.documents.added'));
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      onChanged();
    } catch (error) {
      const parts = readApiErrorParts(error);
      setProblem(
        parts.network
          ? t('common.networkError.text')
          : (Object.values(parts.fields).flat()[0] ?? readApiError(error).text),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="vault-documents-title">
      <h2 id="vault-documents-title">{t('vault.documents.title')}</h2>
      {policy.attachments.length === 0 ? (
        <p>{t('vault.documents.none')}</p>
      ) : (
        <PlainList>
          {policy.attachments.map((attachment) => (
            <DocumentRow key={attachment.uuid}>
              <span>{attachment.file_name}</span>
              <Actions>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    void download(attachment).catch(() => toast.error(t('vault.documents.downloadFailed')))
                  }
                >
                  {t('vault.documents.download')}
                  <VisuallyHidden> {attachment.file_name}</VisuallyHidden>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    void deleteDocument(policy.uuid, attachment.uuid)
                      .then(() => {
                        toast.success(t('vault.documents.removed'));
                        onChanged();
                      })
                      .catch((error: unknown) => toast.error(readApiError(error).text))
                  }
                >
                  {t('vault.documents.remove')}
                  <VisuallyHidden> {attachment.file_name}</VisuallyHidden>
                </Button>
              </Actions>
            </DocumentRow>
          ))}
        </PlainList>
      )}
      <Upload>
        <label htmlFor={inputId}>{t('vault.documents.uploadLabel')}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        {problem ? (
          <Alert variant="error" title={t('vault.documents.failed')}>
            {problem}
          </Alert>
        ) : null}
        <Retry>
          <Button variant="secondary" loading={busy} onClick={() => void upload()}>
            {t('vault.documents.upload')}
          </Button>
        </Retry>
      </Upload>
    </Panel>
  );
}

/** `/vault/{id}`: one recorded policy, its documents, edit and delete. */
export function VaultDetail({ id }: { id: string }) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const policy = useVaultPolicy(id);
  const insurers = useInsurers();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (policy.status === 'loading') return <PageLoader label={t('vault.loading')} />;
  if (policy.status === 'error') {
    const parts = readApiErrorParts(policy.error);
    if (parts.status === 404) return <NotFoundPage />;
    return (
      <Page>
        <Container>
          <Alert
            variant="error"
            title={parts.network ? t('common.networkError.title') : t('vault.failed.title')}
          >
            {parts.network ? t('common.networkError.text') : t('vault.failed.text')}
          </Alert>
          <Retry>
            <Button onClick={policy.retry}>{t('vault.retry')}</Button>
          </Retry>
        </Container>
      </Page>
    );
  }
  const data = policy.data;

  return (
    <Page>
      <Container>
        <BackLink to="/vault" localize>
          {t('vault.backToVault')}
        </BackLink>
        <HeaderRow>
          <div>
            <Title>{data.product}</Title>
            <PolicyStatus policy={data} />
          </div>
          {editing ? null : (
            <Actions>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('vault.edit')}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(true)}>
                {t('vault.delete.button')}
              </Button>
            </Actions>
          )}
        </HeaderRow>
        {editing ? (
          <Panel aria-labelledby="vault-edit-title">
            <h2 id="vault-edit-title">{t('vault.editTitle')}</h2>
            {insurers.status === 'success' ? (
              <PolicyForm
                initialValues={formValuesOf(data)}
                insurers={insurers.data}
                submitLabel={t('vault.form.saveChanges')}
                cancel={
                  <Button variant="secondary" size="lg" onClick={() => setEditing(false)}>
                    {t('vault.form.cancel')}
                  </Button>
                }
                onSubmit={async (input) => {
                  policy.setData(await updateVaultPolicy(data.uuid, input));
                  toast.success(t('vault.updated'));
                  setEditing(false);
                }}
              />
            ) : insurers.status === 'error' ? (
              <Alert variant="error">{readApiError(insurers.error).text}</Alert>
            ) : (
              <p role="status">{t('vault.loading')}</p>
            )}
          </Panel>
        ) : (
          <Panel aria-labelledby="vault-details-title">
            <h2 id="vault-details-title">{t('vault.detailsTitle')}</h2>
            <Facts>
              <dt>{t('vault.fields.insurer')}</dt>
              <dd>{data.insurer_name}</dd>
              <dt>{t('vault.fields.policyNumber')}</dt>
              <dd>{data.policy_number}</dd>
              <dt>{t('vault.fields.type')}</dt>
              <dd>{t(`vault.type.${data.type}`)}</dd>
              <dt>{t('vault.fields.coverage')}</dt>
              <dd>{money(data.coverage_amount)}</dd>
              <dt>{t('vault.fields.start')}</dt>
              <dd>{day(data.start_date, locale)}</dd>
              <dt>{t('vault.fields.expiry')}</dt>
              <dd>{day(data.expiry_date, locale) ?? t('vault.fields.noExpiry')}</dd>
            </Facts>
          </Panel>
        )}
        <Documents policy={data} onChanged={policy.retry} />
        {deleting ? (
          <DeleteDialog
            policy={data}
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              toast.success(t('vault.delete.done'));
              navigate(localized('/vault'));
            }}
          />
        ) : null}
      </Container>
    </Page>
  );
}
