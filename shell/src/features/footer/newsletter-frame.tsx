import { useId, type ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import { colors, fontSizes, space } from '@teduh/shared';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};

  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${colors.textMuted};
  }
`;

/**
 * The newsletter box's heading and text, light enough to render with the footer: only the form (formik and
 * yup) loads later, into a slot of its own height, so nothing around it moves when it arrives.
 */
export function NewsletterFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      {children}
    </Box>
  );
}
