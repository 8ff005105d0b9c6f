import { useId } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import {
  brand,
  Button,
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  space,
  useModalStore,
} from '@teduh/shared';

const Box = styled.section`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: ${radii.xl};
  background: ${colors.primarySoft};

  ${media.above('sm')} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${space.xl};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${space.xs};
  color: ${colors.text};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
`;

const Text = styled.p`
  margin: 0 0 ${space.xxs};
  color: ${colors.text};
  line-height: ${lineHeights.body};

  a {
    color: ${colors.primary};
    font-weight: ${fontWeights.semibold};
  }
`;

/**
 * "Still need help?": the support hours, the support address and a button that opens the enquiry form
 * (the `enquiry` modal, rendered by the shell).
 */
export function SupportBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('marketing');
  const openModal = useModalStore((state) => state.open);
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <div>
        <Title as={`h${headingLevel}`} id={titleId}>
          {t('support.title')}
        </Title>
        <Text>{t('support.hours')}</Text>
        <Text>
          {t('support.emailLead')} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </Text>
      </div>
      <Button onClick={() => openModal('enquiry')}>{t('support.enquiry')}</Button>
    </Box>
  );
}
