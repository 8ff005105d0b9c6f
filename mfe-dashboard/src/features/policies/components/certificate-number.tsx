import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';

/** A certificate number is one word: a phone would otherwise break it at a hyphen (TPP-2026- / 000123). */
export const UnbrokenNumber = styled.span`
  white-space: nowrap;
`;

// Stands for the number in the translated sentence, so the sentence can be split around it.
const marker = '\u2063';

/** "Certificate no. TPP-2026-000123" in the page's language, the number kept on one line. */
export function CertificateNumberText({ number }: { number: string | null }) {
  const { t } = useTranslation('dashboard');
  if (!number) return <>{t('policies.card.noNumber')}</>;
  const [before = '', after = ''] = t('policies.card.number', { number: marker }).split(marker);
  return (
    <>
      {before}
      <UnbrokenNumber>{number}</UnbrokenNumber>
      {after}
    </>
  );
}
