import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { css, styled } from 'styled-components';
import { colors, durations, fontSizes, fontWeights, lineHeights, radii, space } from '../tokens';
import { AppLink } from './app-link';
import { Spinner } from './loader';
import { useUiTranslation } from './translations';
import { VisuallyHidden } from './visually-hidden';

export { AppLink, localizeLikePage, useLocalizedPath } from './app-link';
export type { AppLinkProps } from './app-link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $inactive: boolean;
}

// Touch targets: md and lg are at least 44px high (WCAG 2.5.5), sm 36px for dense toolbars.
const sizeStyles = {
  sm: css`
    min-height: 36px;
    padding: ${space.xxs} ${space.sm};
    font-size: ${fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: ${space.xs} ${space.lg};
    font-size: ${fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: ${space.sm} ${space.xl};
    font-size: ${fontSizes.lg};
  `,
};

const variantStyles = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.onPrimary};
    border-color: ${colors.primary};

    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${colors.primaryHover};
      border-color: ${colors.primaryHover};
      color: ${colors.onPrimary};
    }
  `,
  secondary: css`
    background: ${colors.background};
    color: ${colors.primary};
    border-color: ${colors.primary};

    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${colors.primarySoft};
      color: ${colors.primaryHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.primary};
    border-color: transparent;

    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${colors.primarySoft};
      color: ${colors.primaryHover};
    }
  `,
  link: css`
    min-height: auto;
    padding: 0;
    background: transparent;
    border-color: transparent;
    color: ${colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.15em;

    &:hover:not([aria-disabled='true']):not(:disabled) {
      color: ${colors.primaryHover};
    }
  `,
};

const buttonStyles = css<StyleProps>`
  position: relative;
  display: ${(p) => (p.$fullWidth ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  border: 2px solid transparent;
  border-radius: ${radii.md};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.snug};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${durations.fast} ease,
    border-color ${durations.fast} ease,
    color ${durations.fast} ease;
  ${(p) => sizeStyles[p.$size]}
  ${(p) => variantStyles[p.$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${(p) =>
    p.$inactive &&
    p.$variant !== 'link' &&
    css`
      background: ${colors.disabledBackground};
      border-color: ${colors.disabledBackground};
      color: ${colors.disabledText};
    `}

  ${(p) =>
    p.$inactive &&
    p.$variant === 'link' &&
    css`
      color: ${colors.disabledText};
    `}
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(AppLink)<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks, while keeping focus on the button. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Renders a react-router link (a plain anchor outside a router) to this path instead of a button. */
  to?: string;
  /** With `to`: add the current page's locale prefix to the (unprefixed) path. */
  localize?: boolean;
  /** With `to`: replace the history entry instead of pushing one. */
  replace?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  to,
  localize,
  replace,
  disabled = false,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const { t } = useUiTranslation();
  const styleProps: StyleProps = {
    $variant: variant,
    $size: size,
    $fullWidth: fullWidth,
    $inactive: disabled,
  };
  const content = (
    <>
      {loading ? <Spinner size={size === 'lg' ? 'md' : 'sm'} /> : null}
      {children}
      {loading ? <VisuallyHidden>{t('ui.loading')}</VisuallyHidden> : null}
    </>
  );

  if (to !== undefined && !disabled && !loading) {
    const { className, id, title, style, tabIndex } = rest;
    return (
      <StyledLink
        {...styleProps}
        to={to}
        localize={localize}
        replace={replace}
        className={className}
        id={id}
        title={title}
        style={style}
        tabIndex={tabIndex}
        aria-label={rest['aria-label']}
        aria-describedby={rest['aria-describedby']}
        onClick={onClick as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined}
      >
        {content}
      </StyledLink>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled instead of disabled while loading keeps keyboard focus on the button.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      {...styleProps}
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={loading ? true : rest['aria-disabled']}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {content}
    </StyledButton>
  );
}
