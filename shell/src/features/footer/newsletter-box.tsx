import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import { Button, colors, fontWeights, readApiError, space, toast } from '@teduh/shared';
import { TextField } from '@teduh/shared/forms';
import { createSubscribeNewsletterSchema, useSubscribeNewsletter } from './api/subscribe-newsletter';
import { NewsletterFrame } from './newsletter-frame';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.xs};

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const SubmitSlot = styled.div`
  /* Lines the button up with the input below the field's label. */
  padding-top: 1.75rem;
`;

const Subscribed = styled.p`
  && {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 44px;
    color: ${colors.success};
    font-weight: ${fontWeights.semibold};
  }
`;

/** The footer's newsletter box, whole. */
export function NewsletterBox() {
  return (
    <NewsletterFrame>
      <NewsletterForm />
    </NewsletterFrame>
  );
}

/**
 * The newsletter form. After a successful subscribe the field is disabled and a check mark with "Subscribed"
 * replaces the button; a failure shows the API's error and leaves the form as it was.
 */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const { subscribed, subscribe } = useSubscribeNewsletter();
  const schema = useMemo(() => createSubscribeNewsletterSchema(t), [t]);

  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async (values) => {
        try {
          await subscribe(schema.cast(values));
          toast.success(t('newsletter.success'));
        } catch (error) {
          toast.error(readApiError(error).text);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Row>
            <TextField
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              label={t('newsletter.emailLabel')}
              disabled={subscribed}
            />
            <SubmitSlot>
              {subscribed ? (
                <Subscribed role="status">
                  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <circle cx="10" cy="10" r="9" fill="currentColor" />
                    <path
                      d="M6 10.5l2.5 2.5L14 7.5"
                      stroke="#fff"
                      strokeWidth="2"
                      fill="none"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {t('newsletter.subscribed')}
                </Subscribed>
              ) : (
                <Button type="submit" loading={isSubmitting}>
                  {t('newsletter.subscribe')}
                </Button>
              )}
            </SubmitSlot>
          </Row>
        </Form>
      )}
    </Formik>
  );
}
