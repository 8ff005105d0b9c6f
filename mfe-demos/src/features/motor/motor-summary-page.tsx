import { useState } from 'react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import styled from 'styled-components';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Navigate, useParams } from '@teduh/shared/router';
import {
  Alert,
  Button,
  colors,
  errorStatus,
  fontSizes,
  fontWeights,
  formatMoney,
  NotFoundPage,
  PageLoader,
  radii,
  readApiError,
  readApiErrorParts,
  space,
  useLocalizedPath,
  useModalStore,
} from '@teduh/shared';
import { createValidators, TextField } from '@teduh/shared/forms';
import { WizardBox } from '@teduh/shared/journey';
import { emailMotorQuotation, useMotorQuotation, type MotorQuotation } from './api/motor';
import { DemoNotice } from './components/demo-notice';
import { decimalToSen, motorPaths, uuidPattern } from './motor-format';

const Section = styled.section`
  margin: ${space.lg} 0;

  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.bold};
  }

  p {
    margin: 0 0 ${space.sm};
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0;

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: ${space.sm};
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`;

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const TalkToUs = styled.section`
  margin-top: ${space.xl};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};

  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.xl};
  }

  p {
    margin: 0 0 ${space.md};
    color: ${colors.textMuted};
  }
`;

/** `/demo-ecics-motor-sales-journey/summary/{uuid}`: the saved quotation, its premium worked out, e-mail it. */
export function MotorSummaryPage() {
  const { uuid } = useParams<{ uuid?: string }>();
  const localized = useLocalizedPath();
  if (uuid === undefined) return <Navigate to={localized(motorPaths.form())} replace />;
  if (!uuidPattern.test(uuid)) return <NotFoundPage />;
  return <MotorSummary key={uuid} uuid={uuid} />;
}

function MotorSummary({ uuid }: { uuid: string }) {
  const { t } = useTranslation('demos');
  const quotation = useMotorQuotation(uuid);
  if (quotation.status === 'loading' || quotation.status === 'idle') {
    return <PageLoader label={t('motor.summary.loading')} />;
  }
  if (quotation.status === 'error') {
    if ([400, 404].includes(errorStatus(quotation.error))) return <NotFoundPage />;
    return (
      <WizardBox title={t('motor.summary.title')}>
        <Alert variant="error" title={t('motor.loadFailed.title')}>
          {readApiErrorParts(quotation.error).network
            ? t('motor.loadFailed.network')
            : t('motor.loadFailed.text')}
        </Alert>
        <Actions>
          <Button onClick={quotation.retry}>{t('motor.retry')}</Button>
        </Actions>
      </WizardBox>
    );
  }
  return <Summary quotation={quotation.data} />;
}

function Summary({ quotation }: { quotation: MotorQuotation }) {
  const { t } = useTranslation('demos');
  const openModal = useModalStore((state) => state.open);
  const money = (value: string) => formatMoney(decimalToSen(value));
  const { premium } = quotation;
  return (
    <WizardBox title={t('motor.summary.title')} wide>
      <DemoNotice />
      <Section aria-labelledby="motor-summary-vehicle">
        <h2 id="motor-summary-vehicle">{t('motor.summary.vehicle')}</h2>
        <Rows>
          <dt>{t('motor.fields.registration')}</dt>
          <dd>{quotation.registration_number}</dd>
          <dt>{t('motor.fields.vehicleModel')}</dt>
          <dd>{`${quotation.vehicle.make} ${quotation.vehicle.model}`}</dd>
          <dt>{t('motor.fields.year')}</dt>
          <dd>{quotation.year}</dd>
          <dt>{t('motor.fields.engineCc')}</dt>
          <dd>{`${quotation.engine_cc} cc`}</dd>
          <dt>{t('motor.summary.marketValue')}</dt>
          <dd>{money(quotation.market_value)}</dd>
          <dt>{t('motor.summary.owner')}</dt>
          <dd>{quotation.owner_id_ref_masked}</dd>
          <dt>{t('motor.fields.postcode')}</dt>
          <dd>{`${quotation.postcode} ${quotation.city}, ${quotation.state}`}</dd>
        </Rows>
      </Section>
      <Section aria-labelledby="motor-summary-cover">
        <h2 id="motor-summary-cover">{t('motor.summary.cover')}</h2>
        <Rows>
          <dt>{t('motor.fields.coverType')}</dt>
          <dd>{t(`motor.cover.${quotation.cover_type}`)}</dd>
          {quotation.sum_insured !== null ? (
            <>
              <dt>{t('motor.fields.sumInsured')}</dt>
              <dd>{money(quotation.sum_insured)}</dd>
            </>
          ) : null}
          <dt>{t('motor.fields.ncd')}</dt>
          <dd>{`${quotation.ncd}%`}</dd>
        </Rows>
      </Section>
      <Section aria-labelledby="motor-summary-premium">
        <h2 id="motor-summary-premium">{t('motor.summary.premium')}</h2>
        <Rows aria-label={t('motor.summary.premium')}>
          <dt>{t('motor.summary.basic')}</dt>
          <dd>{money(premium.basic)}</dd>
          <dt>{t('motor.summary.ncdDiscount', { percent: quotation.ncd })}</dt>
          <dd>{`−${money(premium.ncd_discount)}`}</dd>
          {premium.add_ons.map((addOn) => (
            <Row key={addOn.id} label={t(`motor.addOnNames.${addOn.id}`)} value={money(addOn.amount)} />
          ))}
          <dt>{t('motor.summary.gross')}</dt>
          <dd>{money(premium.gross)}</dd>
          <dt>{t('motor.summary.sst')}</dt>
          <dd>{money(premium.sst)}</dd>
          <dt>{t('motor.summary.stampDuty')}</dt>
          <dd>{money(premium.stamp_duty)}</dd>
        </Rows>
        <Total>
          <span>{t('motor.summary.total')}</span>
          <span>{money(premium.total)}</span>
        </Total>
        <p>{t('motor.summary.illustrative')}</p>
      </Section>
      <Actions>
        <Button to={motorPaths.form(quotation.uuid)} localize variant="secondary">
          {t('motor.summary.change')}
        </Button>
      </Actions>
      <EmailSummary uuid={quotation.uuid} />
      <TalkToUs aria-labelledby="motor-talk-to-us">
        <h2 id="motor-talk-to-us">{t('motor.talkToUs.title')}</h2>
        <p>{t('motor.talkToUs.text')}</p>
        <Button onClick={() => openModal('enquiry')}>{t('motor.talkToUs.button')}</Button>
      </TalkToUs>
    </WizardBox>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function EmailSummary({ uuid }: { uuid: string }) {
  const { t } = useTranslation('demos');
  const validators = createValidators(t);
  const [sent, setSent] = useState<{ email: string; left: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Section aria-labelledby="motor-email-title">
      <h2 id="motor-email-title">{t('motor.email.title')}</h2>
      <p>{t('motor.email.text')}</p>
      <Formik
        initialValues={{ email: '' }}
        validationSchema={object({ email: validators.email })}
        onSubmit={async ({ email }) => {
          setFailure(null);
          try {
            const answer = await emailMotorQuotation(uuid, email.trim());
            setSent({ email: email.trim(), left: answer.emails_left });
          } catch (error) {
            setSent(null);
            setFailure(
              readApiErrorParts(error).network ? t('motor.loadFailed.network') : readApiError(error).text,
            );
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Actions>
              <TextField
                name="email"
                type="email"
                label={t('motor.email.label')}
                autoComplete="email"
                required
              />
              <Button type="submit" variant="secondary" loading={isSubmitting}>
                {t('motor.email.send')}
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
      <div aria-live="polite">
        {sent ? (
          <Alert variant="success" title={t('motor.email.sentTitle')}>
            {t('motor.email.sent', { email: sent.email, count: sent.left })}
          </Alert>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="error" title={t('motor.email.failedTitle')}>
          {failure}
        </Alert>
      ) : null}
    </Section>
  );
}
