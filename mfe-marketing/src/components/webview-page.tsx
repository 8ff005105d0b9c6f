import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, lineHeights, space } from '@teduh/shared';

/**
 * The frame of a page shown in the mobile app's webview (client-render layout: no navbar or footer, the app
 * draws its own bar): inside the shell's <main>, a narrow readable column with comfortable side margins on a phone.
 */
const WebviewColumn = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${space.lg} ${space.md} ${space.xxl};
  color: ${colors.text};
`;

export const WebviewTitle = styled.h1`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
`;

export const WebviewLead = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};
`;

export function WebviewPage({ children }: { children: ReactNode }) {
  return <WebviewColumn>{children}</WebviewColumn>;
}
