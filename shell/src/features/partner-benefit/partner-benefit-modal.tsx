import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import {
  Button,
  colors,
  fontSizes,
  fontWeights,
  formatMoney,
  Modal,
  space,
  useSessionStore,
} from '@teduh/shared';
import { dismissPopupBanner } from '../../lib/cookies';

/** Sponsored cover of spec section 9: the charity partner's RM50,000 plus a RM5,000 funeral benefit. */
const sponsoredCoverSen = 50_000_00;
const funeralBenefitSen = 5_000_00;
export const partnerLandingPath = '/my-kasih';
/** Where claiming starts: the charity partner's eligibility check (sign-in, eKYC, then the application). */
export const partnerClaimPath = '/pusara-pro/mykasih/mykasih/eligibility-criteria';

const Highlight = styled.p`
  && {
    margin: 0 0 ${space.sm};
    padding: ${space.md};
    border-radius: 12px;
    background: ${colors.primarySoft};
    color: ${colors.primaryHover};
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

/**
 * The partner-benefit banner: sponsored takaful cover through a partner. Signed-in members are invited to
 * claim it; visitors to get protection free or read more. Any way of leaving it hides it for 4 hours.
 */
export function PartnerBenefitModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const loggedIn = useSessionStore((state) => state.status === 'authenticated');
  const dismiss = () => {
    dismissPopupBanner();
    onClose();
  };
  const amounts = {
    cover: formatMoney(sponsoredCoverSen, { omitZeroSen: true }),
    funeral: formatMoney(funeralBenefitSen, { omitZeroSen: true }),
  };

  return (
    <Modal
      open
      onClose={dismiss}
      title={t(loggedIn ? 'partnerBenefit.memberTitle' : 'partnerBenefit.visitorTitle')}
      maxWidth={480}
      footer={
        loggedIn ? (
          <Button to={partnerClaimPath} localize onClick={dismiss}>
            {t('partnerBenefit.claim')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" to={partnerLandingPath} onClick={dismiss}>
              {t('partnerBenefit.readMore')}
            </Button>
            <Button
              to={`/user/register?next=${encodeURIComponent(partnerClaimPath)}`}
              localize
              onClick={dismiss}
            >
              {t('partnerBenefit.getProtected')}
            </Button>
          </>
        )
      }
    >
      <Highlight>{t('partnerBenefit.highlight', amounts)}</Highlight>
      <Text>{t(loggedIn ? 'partnerBenefit.memberText' : 'partnerBenefit.visitorText')}</Text>
    </Modal>
  );
}
