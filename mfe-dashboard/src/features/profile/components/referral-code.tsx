import { useState } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import styled from 'styled-components';
import { Button, colors, fontSizes, fontWeights, fonts, radii, space, toast } from '@teduh/shared';

const Code = styled.span`
  padding: ${space.xxs} ${space.sm};
  border: 1px dashed ${colors.primary};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.text};
  font-family: ${fonts.mono};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.08em;
`;

/** The member's referral code with a copy button; the result is said by a toast. */
export function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation('dashboard');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(t('profile.referral.copied'));
    } catch {
      // No clipboard access (older browsers, denied permission): the code stays visible to copy by hand.
      toast.error(t('profile.referral.copyFailed'));
    }
  };

  return (
    <>
      <Code data-testid="referral-code">{code}</Code>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {copied ? t('profile.referral.copiedButton') : t('profile.referral.copy')}
      </Button>
    </>
  );
}
