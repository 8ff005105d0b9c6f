import { keyframes, styled } from 'styled-components';
import { colors, space } from '../tokens';
import { useUiTranslation } from './translations';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const sizes = { sm: 16, md: 24, lg: 40 } as const;

export type SpinnerSize = keyof typeof sizes;

const SpinnerSvg = styled.svg<{ $size: number }>`
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  flex: none;
  animation: ${spin} 0.8s linear infinite;
`;

/** The decorative spinning ring; hidden from assistive technology (pair it with text or aria-busy). */
export function Spinner({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return (
    <SpinnerSvg
      $size={sizes[size]}
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </SpinnerSvg>
  );
}

const LoaderRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  color: ${colors.primary};
`;

export interface LoaderProps {
  /** Text read by screen readers; defaults to "Loading". */
  label?: string;
  /** Also show the label on screen next to the spinner. */
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
}

/** A spinner announced as a status ("Loading") to assistive technology. */
export function Loader({ label, showLabel = false, size = 'md', className }: LoaderProps) {
  const { t } = useUiTranslation();
  const text = label ?? t('ui.loading');
  return (
    <LoaderRoot role="status" className={className}>
      <Spinner size={size} />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </LoaderRoot>
  );
}

const PageLoaderRoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50vh;
  padding: ${space.xl} ${space.md};
`;

/** Full-area loader for a page that is still loading (route chunks, first data). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useUiTranslation();
  return (
    <PageLoaderRoot>
      <Loader size="lg" label={label ?? t('ui.pageLoading')} />
    </PageLoaderRoot>
  );
}
