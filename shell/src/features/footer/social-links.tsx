import type { ReactNode } from 'react';
import { useTranslation } from '@teduh/shared/i18n-react';
import { styled } from 'styled-components';
import { brand, colors, radii, space } from '@teduh/shared';
import { socialLinks, type SocialNetwork } from '../../lib/company';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.round};
  color: ${colors.primary};

  &:hover {
    background: ${colors.primarySoft};
    color: ${colors.primaryHover};
  }
`;

const icons: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" stroke="currentColor" strokeWidth="2" fill="none" />
      <circle cx="12" cy="12" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <circle cx="17.5" cy="6.5" r="1.3" fill="currentColor" />
    </>
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M16.6 2h-3.3v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.3 6.3 0 1 0 5.3 6.2V8.6a7.7 7.7 0 0 0 4.4 1.4V6.7a4.5 4.5 0 0 1-4.4-4.7z"
    />
  ),
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z"
    />
  ),
  linkedin: (
    <path
      fill="currentColor"
      d="M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3.3 9h3.4v11H3.3zM9 9h3.3v1.5h.1c.5-.9 1.6-1.8 3.3-1.8 3.5 0 4.2 2.3 4.2 5.3v6H16.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9z"
    />
  ),
  twitter: (
    <path
      fill="currentColor"
      d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"
    />
  ),
};

const order: SocialNetwork[] = ['instagram', 'tiktok', 'facebook', 'linkedin', 'twitter'];

/** The brand's social accounts; each icon link has an accessible name. */
export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <List>
      {order.map((network) => (
        <li key={network}>
          <Link
            href={socialLinks[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`footer.social.${network}`, { brand: brand.name })}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {icons[network]}
            </svg>
          </Link>
        </li>
      ))}
    </List>
  );
}
