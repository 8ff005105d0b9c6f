// Entry @teduh/shared/wizard-bar: the shell loads it with a wizard page, not with every page; what it shares is
// imported by package name.
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  AppLink,
  colors,
  fontSizes,
  fontWeights,
  iconButton,
  layoutWidths,
  media,
  shadows,
  space,
  useUiTranslation,
  zIndices,
} from '@teduh/shared';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndices.header};
  width: 100%;
  background: ${colors.background};
  border-bottom: 1px solid ${colors.border};
  box-shadow: ${shadows.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  max-width: ${layoutWidths.content}px;
  min-height: 56px;
  margin: 0 auto;
  padding: ${space.xs} ${space.md};

  ${media.above('sm')} {
    min-height: 64px;
    padding: ${space.xs} ${space.lg};
  }
`;

const Title = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  color: ${colors.text};
  /* Titles wrap rather than being cut: the Malay ones are long for a phone's width. */
  line-height: 1.25;
  overflow-wrap: break-word;
  text-wrap: balance;

  ${media.above('sm')} {
    text-align: center;
    font-size: ${fontSizes.xl};
  }
`;

const Spacer = styled.span`
  display: none;
  width: 44px;
  flex: none;

  ${media.above('sm')} {
    display: block;
  }
`;

const Close = styled(AppLink)`
  ${iconButton('44px')}
`;

export interface WizardBarProps {
  title: ReactNode;
  /** Where the close link goes (unprefixed; the page's locale prefix is kept). Defaults to `/`. */
  closeTo?: string;
  /** Accessible name of the close link; defaults to "Close and leave this page". */
  closeLabel?: string;
}

/** The full-screen wizard header (title and a close link) shown instead of the navbar and footer. */
export function WizardBar({ title, closeTo = '/', closeLabel }: WizardBarProps) {
  const { t } = useUiTranslation();
  return (
    <Bar>
      <Inner>
        <Spacer aria-hidden="true" />
        <Title>{title}</Title>
        <Close to={closeTo} localize aria-label={closeLabel ?? t('ui.wizard.close')}>
          <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Close>
      </Inner>
    </Bar>
  );
}
