// The toasts themselves, in their own chunk: no page shows one on arrival, so their code loads with the first
// toast or after the first paint (`preloadToaster`), not before the page is interactive.
import { styled } from 'styled-components';
import type { Toast, ToastKind } from '../stores/toast-store';
import { colors, fontSizes, fontWeights, radii, shadows, space, statusTones } from '../tokens';
import { iconButton } from './icon-button';
import { useUiTranslation } from './translations';
import { VisuallyHidden } from './visually-hidden';

const Item = styled.li<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.sm} ${space.sm} ${space.sm} ${space.md};
  border-left: 4px solid ${(p) => statusTones[p.$kind].text};
  border-radius: ${radii.md};
  background: ${(p) => statusTones[p.$kind].background};
  color: ${colors.text};
  box-shadow: ${shadows.md};
  pointer-events: auto;
`;

const Icon = styled.span<{ $kind: ToastKind }>`
  flex: none;
  margin-top: 2px;
  color: ${(p) => statusTones[p.$kind].text};
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-top: 1px;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Dismiss = styled.button`
  ${iconButton('32px', { tinted: true })}
  margin: -${space.xxs} 0;
`;

function KindIcon({ kind }: { kind: ToastKind }) {
  const path =
    kind === 'success'
      ? 'M6 10.5l2.5 2.5L14 7.5'
      : kind === 'error'
        ? 'M10 6v5M10 14v.01'
        : 'M10 9v5M10 6v.01';
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" stroke="currentColor" strokeWidth="1.8" />
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The list items of `toasts`, each with its kind told to screen readers and a close button. */
export function ToastItems({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  const { t } = useUiTranslation();
  return toasts.map((entry) => (
    <Item key={entry.id} $kind={entry.kind}>
      <Icon $kind={entry.kind}>
        <KindIcon kind={entry.kind} />
      </Icon>
      <Text>
        <VisuallyHidden>{`${t(`ui.toaster.kind.${entry.kind}`)}: `}</VisuallyHidden>
        {entry.text}
      </Text>
      <Dismiss type="button" aria-label={t('ui.toaster.dismiss')} onClick={() => onDismiss(entry.id)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dismiss>
    </Item>
  ));
}
