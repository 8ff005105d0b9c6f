import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  Button,
  brand,
  colors,
  currentLocale,
  errorStatus,
  fontSizes,
  readApiErrorParts,
  space,
  toast,
  VisuallyHidden,
} from '@teduh/shared';
import { certificatePdfName, downloadCertificate } from '@teduh/shared/certificate-pdf';
import { ProfileCard } from '../../../components/profile-card';
import type { PolicyAttachment, PolicyDetail } from '../api/types';
import { TextLink } from './text-link';

const Items = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space.xs} ${space.md};
  }
`;

const Hint = styled.span`
  display: block;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

/**
 * The site's own address of the product disclosure sheet: the API names it `/documents/pds/...`, which the web
 * server serves at `/pds/...`; without an answer from the API, the flagship's sheet in the page language.
 */
export function pdsPath(attachments: PolicyAttachment[] | null, locale: string): string {
  const pds = attachments?.find((attachment) => attachment.kind === 'pds');
  if (pds?.url.startsWith('/documents/pds/')) return pds.url.slice('/documents'.length);
  return `/pds/${brand.flagshipSlug}-pds-${locale}.pdf`;
}

/** The certificate PDF (downloaded through the API client, owner only) and the product disclosure sheet. */
export function DocumentsSection({
  policy,
  attachments,
}: {
  policy: PolicyDetail;
  attachments: PolicyAttachment[] | null;
}) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const [downloading, setDownloading] = useState(false);
  const certificate = attachments
    ? attachments.find((attachment) => attachment.kind === 'certificate')
    : policy.number
      ? { name: t('policies.detail.documents.certificate', { number: policy.number }) }
      : undefined;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(policy.uuid, certificatePdfName(policy.number));
    } catch (error) {
      // The error body of a blob request is a blob too: the status says enough.
      const { network } = readApiErrorParts(error);
      toast.error(
        network
          ? t('common.networkError.title')
          : errorStatus(error) === 409
            ? t('policies.detail.documents.notReady')
            : t('policies.detail.documents.failed'),
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ProfileCard id="policy-documents" title={t('policies.detail.documents.title')}>
      <Items>
        {certificate ? (
          <li>
            <span>
              {certificate.name}
              <Hint>{t('policies.detail.documents.certificateHint')}</Hint>
            </span>
            <Button variant="secondary" size="sm" loading={downloading} onClick={() => void download()}>
              {t('policies.detail.documents.download')}
            </Button>
          </li>
        ) : (
          <li>
            <Muted>{t('policies.detail.documents.noCertificate')}</Muted>
          </li>
        )}
        <li>
          <span>
            {t('policies.detail.documents.pds')}
            <Hint>{t('policies.detail.documents.pdsHint')}</Hint>
          </span>
          <TextLink href={pdsPath(attachments, locale)} target="_blank" rel="noopener">
            {t('policies.detail.documents.open')}
            <VisuallyHidden>{t('policies.detail.documents.newTab')}</VisuallyHidden>
          </TextLink>
        </li>
      </Items>
    </ProfileCard>
  );
}
