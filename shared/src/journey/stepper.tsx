import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space, visuallyHidden } from '@teduh/shared';
import { useJourneyTranslation } from './translations';

const List = styled.ol`
  display: flex;
  gap: ${space.xxs};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  min-width: 0;
  font-size: ${fontSizes.xs};
  font-weight: ${(p) => (p.$state === 'current' ? fontWeights.bold : fontWeights.regular)};
  color: ${(p) => (p.$state === 'todo' ? colors.textMuted : colors.text)};

  &::before {
    content: '';
    display: block;
    height: 6px;
    margin-bottom: ${space.xxs};
    border-radius: ${radii.pill};
    background: ${(p) => (p.$state === 'todo' ? colors.border : colors.primary)};
  }

  /* On a phone only the current step's name shows; the others stay readable to screen readers. */
  @media (max-width: 719px) {
    &:not([aria-current='step']) span {
      ${visuallyHidden}
    }

    /* The last step's name may be wider than its bar ("Confirmation"): it extends leftwards, over the hidden
       names, instead of past the screen's edge. */
    &:last-child[aria-current='step'] span {
      display: flex;
      justify-content: flex-end;
      white-space: nowrap;
    }
  }
`;

/** Where the visitor is in the journey; the current step is marked for assistive technology. */
export function Stepper<Step extends string>({
  steps,
  current,
  labelOf,
}: {
  steps: readonly Step[];
  current: Step;
  /** The step's name as shown, e.g. `(step) => t(\`journey.steps.${step}\`)`. */
  labelOf: (step: Step) => string;
}) {
  const { t } = useJourneyTranslation();
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('journey.progress')}>
      <List>
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <Item key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span>{labelOf(step)}</span>
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
