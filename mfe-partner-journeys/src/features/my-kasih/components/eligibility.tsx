import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { colors, lineHeights, space } from '@teduh/shared';
import { CheckList } from '@teduh/shared/check-list';
import { Container, Lead, Section, SectionTitle } from '@teduh/shared';

const Note = styled.p`
  max-width: 40rem;
  margin: ${space.lg} 0 0;
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const criteriaIds = ['participant', 'citizen', 'age', 'oneCertificate'] as const;

export function Eligibility() {
  const { t } = useTranslation('partners');
  return (
    <Section $tone="surface" aria-labelledby="my-kasih-eligibility-title">
      <Container>
        <SectionTitle id="my-kasih-eligibility-title">{t('myKasih.eligibility.title')}</SectionTitle>
        <Lead>{t('myKasih.eligibility.intro')}</Lead>
        <CheckList items={criteriaIds.map((id) => ({ id, text: t(`myKasih.eligibility.${id}`) }))} />
        <Note>{t('myKasih.eligibility.check')}</Note>
      </Container>
    </Section>
  );
}
