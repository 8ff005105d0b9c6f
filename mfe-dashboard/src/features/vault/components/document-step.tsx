import { useId, useRef, useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  readApiError,
  readApiErrorParts,
  space,
} from '@teduh/shared';
import { readPolicyDocument } from '../api/vault-api';
import type { ReadPolicy } from '../api/types';

/** The largest document the API takes (VAULT_MAX_DOCUMENT_BYTES' default). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const Picker = styled.div`
  margin-bottom: ${space.md};

  label {
    display: block;
    margin-bottom: ${space.xxs};
    color: ${colors.text};
    font-weight: ${fontWeights.semibold};
  }

  input[type='file'] {
    display: block;
    width: 100%;
    padding: ${space.sm};
    border: 1px dashed ${colors.borderStrong};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
    font-size: ${fontSizes.md};
  }

  input[type='file']:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: ${space.xxs} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.body};
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

const Message = styled.div`
  margin-top: ${space.md};
`;

/**
 * The add form's first step: the member picks the policy document; the reader fills in what it says, for the
 * member to check on the next step. A document the reader cannot read says so, and the member can still go on
 * to type the details (the document is attached all the same when it is one the vault keeps).
 */
export function DocumentStep({
  onRead,
  onSkip,
}: {
  onRead: (file: File, read: ReadPolicy) => void;
  onSkip: (file: File | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<{ text: string; keepFile: boolean } | null>(null);

  const read = async () => {
    if (!file) {
      setProblem({ text: t('vault.reader.chooseFirst'), keepFile: false });
      inputRef.current?.focus();
      return;
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      setProblem({ text: t('vault.reader.tooLarge'), keepFile: false });
      return;
    }
    setReading(true);
    setProblem(null);
    try {
      onRead(file, await readPolicyDocument(file));
    } catch (error) {
      const parts = readApiErrorParts(error);
      const code = parts.code;
      setProblem({
        text: parts.network
          ? t('common.networkError.text')
          : (Object.values(parts.fields).flat()[0] ?? readApiError(error).text),
        // A PDF the reader cannot read is still a document the vault keeps; a refused file is not.
        keepFile: code === 'document_unreadable',
      });
    } finally {
      setReading(false);
    }
  };

  return (
    <div>
      <Picker>
        <label htmlFor={inputId}>{t('vault.reader.label')}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="document"
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          aria-describedby={hintId}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        <Hint id={hintId}>{t('vault.reader.hint')}</Hint>
      </Picker>
      {problem ? (
        <Message>
          <Alert variant="error" title={t('vault.reader.failedTitle')}>
            {problem.text}
          </Alert>
        </Message>
      ) : null}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => onSkip(problem?.keepFile ? file : null)}
          disabled={reading}
        >
          {problem?.keepFile ? t('vault.reader.typeWithDocument') : t('vault.reader.skip')}
        </Button>
        <Button onClick={() => void read()} loading={reading}>
          {t('vault.reader.read')}
        </Button>
      </Actions>
    </div>
  );
}
