import { useState, type FormEvent } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Alert, Button, currentLocale, readApiError, readApiErrorParts, space } from '@teduh/shared';
import { sendAdsConversion } from '@teduh/shared/consent';
import { TextField } from '@teduh/shared/forms';
import { sendCalculatorEmail } from '../../../api/calculator-email';

const Form = styled.form`
  display: grid;
  gap: ${space.sm};
  margin: ${space.md} 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: flex-end;

  & > :first-child {
    flex: 1 1 16rem;
  }

  /* Level with the input: the field keeps a margin below it for its hint and error. */
  & > button {
    margin-bottom: ${space.md};
  }
`;

type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'error'; text: string; field: string | null };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mails the quote on screen to the visitor, in the language of the page (the API prices it again). */
export function EmailQuote({
  dob,
  gender,
  coverageSen,
  ready,
}: {
  dob: string;
  gender: 'm' | 'f' | '';
  coverageSen: number;
  ready: boolean;
}) {
  const { t } = useTranslation('pusara');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SendState>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || gender === '') return;
    const address = email.trim();
    if (!EMAIL_SHAPE.test(address)) {
      setState({ status: 'error', text: t('calculatorEmail.invalidEmail'), field: 'email' });
      return;
    }
    setState({ status: 'sending' });
    try {
      const sent = await sendCalculatorEmail({
        email: address,
        dob,
        gender,
        coverageSen,
        language: currentLocale() === 'ms' ? 'ms' : 'en',
      });
      setState({ status: 'sent', email: sent.email });
      // The calculator submit's ads conversion (contract 7.5), only with consent to marketing cookies.
      sendAdsConversion('calculator');
    } catch (error) {
      const parts = readApiErrorParts(error);
      const fieldMessage = parts.fields.email?.[0];
      setState({
        status: 'error',
        text: parts.network ? t('calculatorEmail.networkError') : (fieldMessage ?? readApiError(error).text),
        field: fieldMessage ? 'email' : null,
      });
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('calculatorEmail.title')}>
      <Row>
        <TextField
          label={t('calculatorEmail.label')}
          hint={ready ? undefined : t('calculatorEmail.hintNotReady')}
          type="email"
          name="quoteEmail"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state.status !== 'sending') setState({ status: 'idle' });
          }}
          error={state.status === 'error' && state.field === 'email' ? state.text : undefined}
        />
        <Button type="submit" variant="secondary" loading={state.status === 'sending'} disabled={!ready}>
          {t('calculatorEmail.send')}
        </Button>
      </Row>
      <div aria-live="polite">
        {state.status === 'sent' ? (
          <Alert variant="success" role="status">
            {t('calculatorEmail.sent', { email: state.email })}
          </Alert>
        ) : null}
      </div>
      {state.status === 'error' && state.field === null ? (
        <Alert variant="error" role="alert">
          {state.text}
        </Alert>
      ) : null}
    </Form>
  );
}
