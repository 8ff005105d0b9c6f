import { useEffect, useId } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import {
  AppLink,
  brand,
  Button,
  colors,
  fontSizes,
  fontWeights,
  layoutWidths,
  media,
  Modal,
  radii,
  shadows,
  space,
  toast,
  zIndices,
} from '@teduh/shared';
import { applyConsentToAdsTag, useConsentStore, type ConsentChoice } from '@teduh/shared/consent';

const Banner = styled.section`
  position: fixed;
  right: ${space.xs};
  bottom: ${space.xs};
  left: ${space.xs};
  /* Above the floating WhatsApp button, below dialogs. */
  z-index: ${zIndices.dropdown};
  max-width: ${layoutWidths.content}px;
  max-height: 70vh;
  max-height: 70dvh;
  overflow: auto;
  margin: 0 auto;
  padding: ${space.sm} ${space.md} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.background};
  color: ${colors.text};
  box-shadow: ${shadows.lg};

  ${media.above('sm')} {
    right: ${space.md};
    bottom: ${space.md};
    left: ${space.md};
    padding: ${space.lg};
  }
`;

const Title = styled.p`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};

  ${media.above('sm')} {
    font-size: ${fontSizes.lg};
  }
`;

/** Smaller on a phone, so the question and both answers fit on the screen together. */
const Text = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};

  ${media.above('sm')} {
    font-size: ${fontSizes.md};
  }
`;

/** The two answers side by side, equally prominent: declining is as easy as accepting. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.xs};
  margin-top: ${space.sm};

  ${media.above('sm')} {
    grid-template-columns: repeat(2, minmax(0, max-content));
    margin-top: ${space.md};
  }
`;

function useChoose(): (choice: ConsentChoice) => void {
  const { t } = useTranslation('shell');
  return (choice) => {
    useConsentStore.getState().choose(choice);
    toast.success(t('consent.saved'));
  };
}

/** What is asked; the banner also says where to change the answer later (the settings dialog is that place). */
function ConsentText({ withChangeHint }: { withChangeHint: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Text>{t('consent.text')}</Text>
      <Text>
        {withChangeHint ? `${t('consent.change')} ` : null}
        <AppLink to="/privacy-policy" localize>
          {t('consent.privacy')}
        </AppLink>
      </Text>
    </>
  );
}

function ChoiceButtons({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Button variant="secondary" onClick={() => onChoose('necessary')}>
        {t('consent.necessaryOnly')}
      </Button>
      <Button variant="secondary" onClick={() => onChoose('marketing')}>
        {t('consent.acceptMarketing')}
      </Button>
    </>
  );
}

/**
 * The first-visit question, a non-modal region at the foot of the screen: the page stays usable without an
 * answer (necessary cookies only). It comes early in the tab order, after the skip link; once answered, focus
 * moves to the page's content rather than being lost with the banner.
 */
export function ConsentBanner() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const choose = useChoose();
  return (
    <Banner aria-labelledby={titleId} data-cookie-banner="">
      <Title id={titleId}>{t('consent.title', { brand: brand.name })}</Title>
      <ConsentText withChangeHint />
      <Choices>
        <ChoiceButtons
          onChoose={(choice) => {
            choose(choice);
            document.getElementById('main-content')?.focus({ preventScroll: true });
          }}
        />
      </Choices>
    </Banner>
  );
}

/** "Cookie settings" from the footer: the same question, with the visitor's current answer. */
export function CookieSettingsDialog() {
  const { t } = useTranslation('shell');
  const open = useConsentStore((state) => state.settingsOpen);
  const choice = useConsentStore((state) => state.choice);
  const choose = useChoose();
  return (
    <Modal
      open={open}
      onClose={() => useConsentStore.getState().closeSettings()}
      title={t('consent.settings')}
      maxWidth={560}
      footer={<ChoiceButtons onChoose={choose} />}
    >
      <ConsentText withChangeHint={false} />
      <Text>
        <strong>{t(`consent.current.${choice ?? 'none'}`)}</strong>
      </Text>
    </Modal>
  );
}

/**
 * The cookie choice of a deployment with an ads tag: the banner until the visitor answers, the settings
 * dialog when asked, and the tag loaded or stopped as the answer says.
 */
export function ConsentLayer() {
  const answered = useConsentStore((state) => state.choice !== null);
  const settingsOpen = useConsentStore((state) => state.settingsOpen);
  useEffect(() => applyConsentToAdsTag(), []);
  return (
    <>
      {!answered && !settingsOpen ? <ConsentBanner /> : null}
      <CookieSettingsDialog />
    </>
  );
}
