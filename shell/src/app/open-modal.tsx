// The modal opened by key, in its own chunk (modal-host.tsx loads it when a modal first opens, or after the
// first paint): no page shows a modal on arrival, so its code stays off the path to the first interactive page.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { Button, ErrorBoundary, Modal, type ModalKey, type ModalProps, type RemoteName } from '@teduh/shared';
import { modalOwners } from '../remotes/remote-table';
import { ensureRemote, retryRemote, useRemoteStore } from '../remotes/remote-store';
import { ModalLoading } from './modal-host';

function ModalUnavailable({ onClose, onRetry }: ModalProps & { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('remoteUnavailable.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('remoteUnavailable.close')}
          </Button>
          <Button onClick={onRetry}>{t('remoteUnavailable.retry')}</Button>
        </>
      }
    >
      <p>{t('remoteUnavailable.text')}</p>
    </Modal>
  );
}

function RemoteModal({ remote, modalKey, onClose }: ModalProps & { remote: RemoteName; modalKey: ModalKey }) {
  const entry = useRemoteStore((state) => state.remotes[remote]);

  useEffect(() => {
    void ensureRemote(remote);
  }, [remote]);

  if (!entry || entry.status === 'loading') return <ModalLoading />;
  const Contributed = entry.status === 'ready' ? entry.contribution?.modals?.[modalKey] : undefined;
  if (!Contributed) return <ModalUnavailable onClose={onClose} onRetry={() => void retryRemote(remote)} />;
  return (
    <ErrorBoundary
      fallback={(_error, reset) => <ModalUnavailable onClose={onClose} onRetry={reset} />}
      resetKeys={[modalKey]}
    >
      <Suspense fallback={<ModalLoading />}>
        <Contributed onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Behind a flag and a cookie, so loaded only when it opens. */
const PartnerBenefitModal = lazy(() =>
  import('../features/partner-benefit/partner-benefit-modal').then((m) => ({
    default: m.PartnerBenefitModal,
  })),
);

/**
 * The modal of `openKey`. Each key belongs to one app: the owning remote is loaded on demand and its
 * contributed modal shown; the shell renders its own partner-benefit banner.
 */
export function OpenModal({ openKey, onClose: close }: ModalProps & { openKey: ModalKey }) {
  const owner = modalOwners[openKey];
  if (owner === 'shell')
    return (
      <Suspense fallback={null}>
        <PartnerBenefitModal onClose={close} />
      </Suspense>
    );
  return <RemoteModal key={openKey} remote={owner} modalKey={openKey} onClose={close} />;
}
