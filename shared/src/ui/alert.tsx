import type { AriaRole, ReactNode } from 'react';
import { styled } from 'styled-components';
import { colors, fontSizes, fontWeights, radii, space, statusTones } from '../tokens';
import { iconButton } from './icon-button';
import { useUiTranslation } from './translations';
import { VisuallyHidden } from './visually-hidden';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

const Root = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.sm} ${space.md};
  margin-bottom: ${space.md};
  border: 1px solid ${(p) => statusTones[p.$variant].text};
  border-left-width: 4px;
  border-radius: ${radii.md};
  background: ${(p) => statusTones[p.$variant].background};
  color: ${colors.text};
`;

const Icon = styled.span<{ $variant: AlertVariant }>`
  flex: none;
  margin-top: 2px;
  color: ${(p) => statusTones[p.$variant].text};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;

  & > :last-child {
    margin-bottom: 0;
  }
`;

const Title = styled.p<{ $variant: AlertVariant }>`
  margin: 0 0 ${space.xxs};
  font-weight: ${fontWeights.bold};
  color: ${(p) => statusTones[p.$variant].text};
`;

const Dismiss = styled.button`
  ${iconButton('32px', { tinted: true })}
  margin: -${space.xxs} -${space.xs} 0 0;
  font-size: ${fontSizes.md};
`;

const iconPaths: Record<AlertVariant, string> = {
  info: 'M10 9v5M10 6v.01',
  success: 'M6 10.5l2.5 2.5L14 7.5',
  warning: 'M10 6v5M10 14v.01',
  error: 'M7 7l6 6M13 7l-6 6',
};

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /**
   * Defaults: "alert" for errors (announced at once), "status" for success (announced politely), none
   * for info and warning (static content read in order).
   */
  role?: AriaRole;
  className?: string;
}

export function Alert({ variant = 'info', title, children, onDismiss, role, className }: AlertProps) {
  const { t } = useUiTranslation();
  const defaultRole = variant === 'error' ? 'alert' : variant === 'success' ? 'status' : undefined;
  return (
    <Root $variant={variant} role={role ?? defaultRole} className={className}>
      <Icon $variant={variant}>
        <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" stroke="currentColor" strokeWidth="1.8" />
          <path d={iconPaths[variant]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Icon>
      <Body>
        {/* The colour and icon say the kind; the hidden word says it to screen readers. */}
        <VisuallyHidden>{`${t(`ui.alert.kind.${variant}`)}: `}</VisuallyHidden>
        {title ? <Title $variant={variant}>{title}</Title> : null}
        {children}
      </Body>
      {onDismiss ? (
        <Dismiss type="button" aria-label={t('ui.alert.dismiss')} onClick={onDismiss}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Dismiss>
      ) : null}
    </Root>
  );
}
