import type { ThemeConfig } from 'antd';

/** Whoever asks their system for less motion gets popups and drawers without animations. */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The brand's palette, the one set every screen and chart draws from: teal for what is given, amber
 * for what is taken, deep teal for money, all readable on white (WCAG AA for text, 3:1 for graphics).
 */
export const palette = {
  primary: '#0f766e',
  primaryDeep: '#0b3b37',
  primaryLight: '#14b8a6',
  accent: '#b45309',
  money: '#115e59',
  /** A fourth series beside the three (drawn dashed so it never reads as one of them); what is off. */
  neutral: '#4b5563',
  /** Text, and the secondary text of axes and empty lists (WCAG AA on white). */
  text: '#111827',
  textSecondary: '#374151',
  /** What is drawn on the deep teal of the sidebar and the logo. */
  onDark: '#ecfdf5',
  white: '#ffffff',
} as const;

/**
 * The states a tag or a progress bar says (an order's, a payment's, a batch's, an NPS score): solid
 * colours dark enough for white text (WCAG AA), one per meaning, so a state looks the same everywhere.
 */
export const tone = {
  done: palette.primary,
  off: palette.neutral,
  waiting: '#92400e',
  info: '#1d4ed8',
  working: '#3730a3',
  onTheWay: '#6b21a8',
  danger: '#b91c1c',
  undo: '#9f1239',
  good: '#15803d',
  fair: '#a16207',
} as const;

/** The class of antd's CSS variables (antd's default is a React id): BaseStyle puts it on the page's box. */
export const cssVarKey = 'css-var-premia';

/** Premia's colours: a teal primary with enough contrast for text on white (WCAG AA). */
export const theme: ThemeConfig = {
  cssVar: { key: cssVarKey },
  token: {
    motion: !reducedMotion,
    colorPrimary: palette.primary,
    colorLink: palette.primary,
    borderRadius: 8,
    // antd's default greys and red are below 4.5:1 on white; these pass WCAG AA.
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.neutral,
    colorTextDescription: palette.neutral,
    colorTextPlaceholder: '#6b7280',
    colorError: '#c62828',
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Layout: {
      headerHeight: 70,
      headerPadding: '0 24px',
      headerBg: palette.white,
      siderBg: palette.primaryDeep,
    },
    Menu: {
      darkItemBg: palette.primaryDeep,
      darkSubMenuItemBg: '#082e2b',
      darkItemSelectedBg: palette.primaryLight,
      darkItemSelectedColor: '#04201e',
      darkItemColor: '#d1fae5',
    },
  },
};
