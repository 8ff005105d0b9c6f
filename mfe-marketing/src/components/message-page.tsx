import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, media, radii, shadows, space } from '@teduh/shared';

const Page = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 70vh;
  padding: ${space.xl} ${space.md};
`;

const Card = styled.div`
  width: 100%;
  max-width: 36rem;
  padding: ${space.xl} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.xl};
  background: ${colors.background};
  box-shadow: ${shadows.md};
  text-align: center;

  ${media.above('sm')} {
    padding: ${space.xxl};
  }
`;

const Mark = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${space.md};
  border-radius: ${radii.round};
  background: ${colors.primarySoft};
  color: ${colors.primary};
`;

const Title = styled.h1`
  margin: 0 0 ${space.md};
  color: ${colors.text};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
`;

const Body = styled.div`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};

  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const icons = {
  check: (
    <path d="M6 12.5l4 4 8-9" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M12 7.5V12l3 2" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </>
  ),
};

/** A centred card for one message (maintenance, thank you) with its actions. */
export function MessagePage({
  icon,
  title,
  children,
  actions,
}: {
  icon: keyof typeof icons;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Page>
      <Card>
        <Mark>
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {icons[icon]}
          </svg>
        </Mark>
        <Title>{title}</Title>
        <Body>{children}</Body>
        {actions}
      </Card>
    </Page>
  );
}
