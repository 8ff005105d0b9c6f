import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, fontSizes, fontWeights, lineHeights, radii, space } from '@teduh/shared';
import { bodyText, Container, Section, SectionTitle } from '@teduh/shared';

const questionIds = ['who', 'payout', 'cashValue', 'cancel'] as const;

const List = styled.div`
  display: grid;
  gap: ${space.sm};
  max-width: 48rem;
  margin-bottom: ${space.lg};
`;

// Native details/summary: keyboard and screen-reader support for the open/closed toggle come for free.
const Item = styled.details`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};

  &[open] summary::after {
    margin-top: 0.3em;
    transform: rotate(225deg);
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: 44px;
  padding: ${space.md};
  color: ${colors.text};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  &::after {
    content: '';
    flex: none;
    width: 0.6em;
    height: 0.6em;
    border-right: 2px solid ${colors.primary};
    border-bottom: 2px solid ${colors.primary};
    transform: rotate(45deg);
    margin-top: -0.3em;
  }

  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.md};
  }
`;

const Answer = styled.p`
  ${bodyText}
  padding: 0 ${space.md} ${space.md};
`;

export function FaqTeaser() {
  const { t } = useTranslation('marketing');
  return (
    <Section aria-labelledby="home-faq-title">
      <Container>
        <SectionTitle id="home-faq-title">{t('home.faq.title')}</SectionTitle>
        <List>
          {questionIds.map((id) => (
            <Item key={id}>
              <Question>{t(`home.faq.${id}.question`)}</Question>
              <Answer>{t(`home.faq.${id}.answer`)}</Answer>
            </Item>
          ))}
        </List>
        <Button to="/pusara-pro" localize variant="secondary">
          {t('common.viewPlan')}
        </Button>
      </Container>
    </Section>
  );
}
