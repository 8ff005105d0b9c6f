import { useEffect, useState } from 'react';
import axios from 'axios';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  colors,
  fontSizes,
  fontWeights,
  formatDate as formatSharedDate,
  lineHeights,
  radii,
  space,
} from '@teduh/shared';
import { DeclarationSummary } from '../../../components/declaration-summary';
import { imageKinds, type ImageKind, type Verification } from '../../../lib/verification';
import { fetchImage } from '../api/fetch-image';

const Root = styled.section`
  margin-top: ${space.xl};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.border};
`;

const Title = styled.h2`
  margin: 0 0 ${space.xs};
  color: ${colors.text};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`;

const SubTitle = styled.h3`
  margin: ${space.lg} 0 ${space.xs};
  color: ${colors.text};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

const Text = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.textMuted};
  line-height: ${lineHeights.body};
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.xs};
  margin: 0 0 ${space.sm};
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  text-align: center;

  img,
  .placeholder {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    aspect-ratio: 4 / 3;
    margin-bottom: ${space.xxs};
    object-fit: cover;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
`;

const Facts = styled.dl`
  display: grid;
  /* The label column is at least its longest word ("Kewarganegaraan"), so a label never runs into its value. */
  grid-template-columns: minmax(min-content, 40%) minmax(0, 1fr);
  gap: ${space.xxs} ${space.sm};
  margin: 0 0 ${space.sm};

  dt {
    color: ${colors.textMuted};
  }

  dd {
    margin: 0;
    color: ${colors.text};
    overflow-wrap: anywhere;
  }
`;

type Loaded = { kind: 'loading' } | { kind: 'shown'; url: string } | { kind: 'failed' };

/** One image, fetched with the member's session and shown from a blob URL (revoked when it goes). */
function StoredImage({ path, kind }: { path: string | null; kind: ImageKind }) {
  const { t } = useTranslation('ekyc');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const label = t(`photo.steps.${kind}.short`);

  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    fetchImage(path, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ kind: 'shown', url });
      })
      .catch((error: unknown) => {
        if (!axios.isCancel(error)) setLoaded({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  return (
    <Thumb>
      {path && loaded.kind === 'shown' ? (
        <img src={loaded.url} alt={t(`photo.steps.${kind}.previewAlt`)} />
      ) : (
        <span className="placeholder">
          {!path
            ? t('stored.deleted')
            : loaded.kind === 'failed'
              ? t('stored.notShown')
              : t('stored.loading')}
        </span>
      )}
      {label}
    </Thumb>
  );
}

function formatDate(value: string, locale: string): string {
  return formatSharedDate(value, locale) ?? value;
}

/** 'What we store': the three images, the NRIC, the declaration and how long the images are kept. */
export function StoredData({ verification }: { verification: Verification }) {
  const { t, i18n } = useTranslation('ekyc');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { submission, declaration } = verification;
  if (!submission && !declaration) return null;

  return (
    <Root aria-labelledby="ekyc-stored-title">
      <Title id="ekyc-stored-title">{t('stored.title')}</Title>
      <Text>{t('stored.intro')}</Text>
      {submission ? (
        <>
          <SubTitle>{t('stored.photos')}</SubTitle>
          <Thumbs>
            {imageKinds.map((kind) => (
              <StoredImage
                key={`${kind}:${submission.images?.[kind] ?? ''}`}
                kind={kind}
                path={submission.images?.[kind] ?? null}
              />
            ))}
          </Thumbs>
          <Facts>
            <dt>{t('photo.steps.nric.label')}</dt>
            <dd>{submission.id_ref}</dd>
            <dt>{t('stored.submittedOn')}</dt>
            <dd>{formatDate(submission.created_at, locale)}</dd>
          </Facts>
          <Text>
            {submission.retention_until
              ? t('stored.retention', {
                  date: formatDate(submission.retention_until, locale),
                  count: verification.retention_days ?? 0,
                })
              : t('stored.retentionUnknown')}
          </Text>
        </>
      ) : null}
      {declaration ? (
        <>
          <SubTitle>{t('stored.declaration')}</SubTitle>
          <DeclarationSummary declaration={declaration} headingLevel={3} />
        </>
      ) : null}
    </Root>
  );
}
