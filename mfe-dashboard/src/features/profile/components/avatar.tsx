import { useState } from 'react';
import styled from 'styled-components';
import { colors, fontSizes, fontWeights, radii } from '@teduh/shared';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  overflow: hidden;
  border: 2px solid ${colors.border};
  border-radius: ${radii.round};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: ${(p) => (p.$size >= 80 ? fontSizes.xl : fontSizes.md)};
  font-weight: ${fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The member's picture, or their initials when there is none or it cannot be shown (a HEIC photo in a
 * browser that does not read HEIC). `alt` names the picture; leave it empty where it is decoration.
 */
export function Avatar({
  src,
  initials,
  alt,
  size = 96,
}: {
  src: string | null;
  initials: string;
  alt: string;
  size?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <Circle $size={size} data-testid="avatar">
      {showImage ? (
        <img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
    </Circle>
  );
}
