import type { ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled, { keyframes } from 'styled-components';
import {
  Alert,
  Button,
  colors,
  fontSizes,
  lineHeights,
  media,
  radii,
  space,
  VisuallyHidden,
} from '@teduh/shared';

const pulse = keyframes`
  50% {
    opacity: 0.55;
  }
`;

const Bar = styled.span<{ $width: string; $height: string }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height};
  border-radius: ${radii.sm};
  background: ${colors.disabledBackground};
  animation: ${pulse} 1.4s ease-in-out infinite;

  ${media.reducedMotion} {
    animation: none;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const CardSkeleton = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
`;

const Cards = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr;

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.above('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The loading placeholder of a section: grey shapes, announced once as "Loading". */
function Skeleton({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <div role="status" aria-busy="true" data-testid="skeleton">
      <VisuallyHidden>{label ?? t('states.loading')}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Rows of a list (questions, terms, people) while they load. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  return (
    <Skeleton label={label}>
      <Stack>
        {Array.from({ length: rows }, (_, index) => (
          <CardSkeleton key={index}>
            <Bar $width={index % 2 === 0 ? '70%' : '55%'} $height="1.1rem" />
          </CardSkeleton>
        ))}
      </Stack>
    </Skeleton>
  );
}

/** Cards (articles, people) while they load. */
export function CardsSkeleton({ cards = 3, label }: { cards?: number; label?: string }) {
  return (
    <Skeleton label={label}>
      <Cards>
        {Array.from({ length: cards }, (_, index) => (
          <CardSkeleton key={index}>
            <Bar $width="35%" $height="0.8rem" />
            <Bar $width="90%" $height="1.2rem" />
            <Bar $width="75%" $height="1.2rem" />
            <Bar $width="100%" $height="0.9rem" />
            <Bar $width="60%" $height="0.9rem" />
          </CardSkeleton>
        ))}
      </Cards>
    </Skeleton>
  );
}

/** A text block (an article) while it loads. */
export function TextSkeleton({ lines = 6, label }: { lines?: number; label?: string }) {
  return (
    <Skeleton label={label}>
      <Stack>
        <Bar $width="40%" $height="0.9rem" />
        <Bar $width="85%" $height="2rem" />
        {Array.from({ length: lines }, (_, index) => (
          <Bar key={index} $width={index % 3 === 2 ? '65%' : '100%'} $height="1rem" />
        ))}
      </Stack>
    </Skeleton>
  );
}

/** A section whose content could not be loaded, with "Try again". */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <Alert variant="error" title={t('states.errorTitle')}>
      <ErrorText>{message ?? t('states.errorText')}</ErrorText>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </Alert>
  );
}

const ErrorText = styled.p`
  margin: 0 0 ${space.sm};
  line-height: ${lineHeights.body};
`;

const EmptyBox = styled.div`
  padding: ${space.xl} ${space.lg};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.lg};
  background: ${colors.background};
  color: ${colors.textMuted};
  font-size: ${fontSizes.lg};
  line-height: ${lineHeights.body};
  text-align: center;
`;

/** Nothing to show (an empty category, a search without results). Announced politely when it appears. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <EmptyBox role="status">{children}</EmptyBox>;
}
