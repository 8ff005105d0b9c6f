import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import { brand, media, radii, shadows, space, zIndices } from '@teduh/shared';

/** Support chat; the footer's company facts stay in the footer's chunk (lib/company.ts). */
const whatsappUrl = `https://wa.me/${brand.whatsappNumber}`;

// WhatsApp's own brand green darkened for 4.5:1 with white, so the icon stays recognisable and readable.
const whatsappGreen = '#0b7a43';

const Floating = styled.a`
  position: fixed;
  right: ${space.md};
  bottom: ${space.md};
  z-index: ${zIndices.header};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${radii.round};
  background: ${whatsappGreen};
  color: #fff;
  box-shadow: ${shadows.md};

  &:hover {
    color: #fff;
    filter: brightness(1.1);
  }

  ${media.above('sm')} {
    right: ${space.lg};
    bottom: ${space.lg};
  }
`;

/** The floating support button of the default layout: a WhatsApp chat with customer support. */
export function WhatsAppButton() {
  const { t } = useTranslation('shell');
  return (
    <Floating
      href={whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label', { brand: brand.name })}
    >
      <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.6.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.9-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z"
        />
      </svg>
    </Floating>
  );
}
