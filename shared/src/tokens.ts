/**
 * Design tokens of the Teduh web apps: a calm, trustworthy palette (deep teal primary, warm saffron
 * accent), a system font stack (no web-font download), spacing, radii, shadows and the spec's breakpoints.
 * Contrast ratios are WCAG 2.x figures for the text colour on the named background; every text pair is
 * at least AA (4.5:1), and control borders / focus ring are at least 3:1 (non-text contrast, 1.4.11).
 */
export const colors = {
  // Brand
  primary: '#0b5d57', // as text: 7.73:1 on background, 7.23:1 on surface, 6.74:1 on primarySoft
  primaryHover: '#084a45', // as text: 10.12:1 on background
  primarySoft: '#e6f2f0', // tint background for selected / highlighted areas
  onPrimary: '#ffffff', // 7.73:1 on primary, 10.12:1 on primaryHover
  accent: '#f2b544', // warm saffron, a background only (e.g. highlights, badges)
  onAccent: '#1a2b2a', // 8.06:1 on accent
  accentText: '#8a4b08', // 6.79:1 on background, 6.36:1 on surface

  // Neutrals
  text: '#1a2b2a', // 14.76:1 on background, 13.81:1 on surface, 12.88:1 on primarySoft
  textMuted: '#4a5b59', // 7.16:1 on background, 6.70:1 on surface, 6.25:1 on primarySoft
  textInverse: '#ffffff', // 14.76:1 on text (dark surfaces such as toasts)
  background: '#ffffff',
  surface: '#f5f8f7', // page and card background
  border: '#d5dedc', // decorative dividers only, never the only boundary of a control
  borderStrong: '#6b7d7a', // form-control borders: 4.34:1 on background, 4.06:1 on surface (>= 3:1)
  focus: '#b4540a', // focus ring: 4.98:1 on background, 4.66:1 on surface (>= 3:1)
  disabledBackground: '#e4e9e8',
  disabledText: '#4a5b59', // 5.84:1 on disabledBackground (kept AA although WCAG exempts disabled controls)
  backdrop: 'rgba(10, 28, 26, 0.6)',

  // Status: each text colour is for its own tinted background (and also passes on background)
  success: '#1e6b3a', // 5.81:1 on successBackground, 6.52:1 on background
  successBackground: '#e8f5ec',
  warning: '#7a4b00', // 6.78:1 on warningBackground, 7.41:1 on background
  warningBackground: '#fff4db',
  error: '#b42318', // 5.75:1 on errorBackground, 6.57:1 on background, 6.15:1 on surface
  errorBackground: '#fdecea',
  errorHover: '#8f1c13', // a danger button under the pointer
  onError: '#ffffff', // 6.57:1 on error, 8.96:1 on errorHover
  info: '#1f5a8a', // 6.37:1 on infoBackground, 7.27:1 on background
  infoBackground: '#e8f1f9',
} as const;

export type ColorToken = keyof typeof colors;

/** The text (and border) and background colours of each status: alerts, toasts and status badges. */
export const statusTones = {
  info: { text: colors.info, background: colors.infoBackground },
  success: { text: colors.success, background: colors.successBackground },
  warning: { text: colors.warning, background: colors.warningBackground },
  error: { text: colors.error, background: colors.errorBackground },
} as const;

const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** System fonts only: nothing to download, and Malay and English render in the platform's own face. */
export const fonts = {
  body: systemSans,
  heading: systemSans,
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Type scale (rem, so it follows the user's browser font size). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
  display: '2.25rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  body: 1.5,
} as const;

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(16, 42, 40, 0.08)',
  md: '0 4px 12px rgba(16, 42, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 42, 40, 0.18)',
} as const;

export const zIndices = {
  header: 100,
  dropdown: 200,
  modal: 1000,
  toast: 1100,
} as const;

export const durations = {
  fast: '120ms',
  base: '200ms',
  slow: '320ms',
} as const;

/** The spec's breakpoints (section 9); `compactNav` is where the navbar switches to the compact menu. */
export const breakpoints = { sm: 720, md: 800, compactNav: 1190, lg: 1200 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Layout widths of the spec (section 9). */
export const layoutWidths = {
  wizardBox: 540,
  signInPopup: { width: 400, height: 430 },
  calculator: 600,
  content: 1200,
} as const;

const toPx = (bp: Breakpoint | number): number => (typeof bp === 'number' ? bp : breakpoints[bp]);

/**
 * Media-query helpers for styled-components, mobile first: `${media.above('sm')} { ... }`.
 * `below` ends just under the breakpoint so `below(x)` and `above(x)` never both match.
 */
export const media = {
  above: (bp: Breakpoint | number): string => `@media (min-width: ${toPx(bp)}px)`,
  below: (bp: Breakpoint | number): string => `@media (max-width: ${toPx(bp) - 0.02}px)`,
  between: (from: Breakpoint | number, to: Breakpoint | number): string =>
    `@media (min-width: ${toPx(from)}px) and (max-width: ${toPx(to) - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;
