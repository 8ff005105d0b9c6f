import { createGlobalStyle } from 'styled-components';
import { colors, fonts, fontSizes, fontWeights, lineHeights, media } from '../tokens';

export { VisuallyHidden, visuallyHidden } from './visually-hidden';

/** Base document styles for every Teduh app (the shell and each remote running standalone). */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: ${lineHeights.body};
    color: ${colors.text};
    background: ${colors.background};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0 0 0.5em;
    font-family: ${fonts.heading};
    font-weight: ${fontWeights.bold};
    line-height: ${lineHeights.tight};
  }

  p {
    margin: 0 0 1em;
  }

  img,
  svg,
  video {
    display: block;
    max-width: 100%;
  }

  img,
  video {
    height: auto;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${colors.primary};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${colors.primaryHover};
  }

  /* A visible keyboard focus everywhere; the ring is 3:1 against both light backgrounds. */
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }

  [hidden] {
    display: none !important;
  }

  ${media.reducedMotion} {
    html {
      scroll-behavior: auto !important;
    }

    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
