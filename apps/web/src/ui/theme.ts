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

/**
 * The lighter and darker steps the style sheets draw besides the palette (page and panel backgrounds,
 * lines, the soft fill behind a state and its text), by hue and step. Named here once, as the palette:
 * the CSS reads every colour as var(--premia-…) (paletteVariables), never writes one.
 */
export const shades = {
  page: '#f3f6f6',
  gray50: '#f5f7fa',
  gray100: '#f3f4f6',
  gray200: '#e5e7eb',
  /** The grid drawn behind a map where a city is placed. */
  mapGrid: '#dde3ea',
  gray800: '#1f2937',
  /** antd's light lines and control borders, and its secondary text where a screen draws its own. */
  antLine: '#f0f0f0',
  antBorder: '#d9d9d9',
  antText: '#595959',
  placeholder: '#6b7280',
  teal50: '#f0fdfa',
  teal100: '#ccfbf1',
  emerald100: '#d1fae5',
  emerald700: '#047857',
  emerald800: '#065f46',
  red50: '#fef2f2',
  red100: '#fee2e2',
  red800: '#991b1b',
  blue100: '#dbeafe',
  blue800: '#1e40af',
  /** WhatsApp's button (the support link), and its pressed state. */
  whatsapp: '#128c4a',
  whatsappDark: '#0d7a3f',
  /** A catalogue row that was added (green) or needs a look (amber): fill, border, text. */
  addedFill: '#e6f4ea',
  addedBorder: '#a7d7b5',
  addedText: '#1e5e2e',
  warnFill: '#fff4e5',
  warnBorder: '#f5c98a',
  warnText: '#7a4100',
} as const;

const kebab = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/**
 * Every token as the CSS custom property the style sheets read: `--premia-primary`,
 * `--premia-tone-danger`, `--premia-gray-200`. main.tsx sets them on the page's root element.
 */
export function paletteVariables(): Record<string, string> {
  const named = [
    ...Object.entries(palette),
    ...Object.entries(tone).map(([name, colour]) => [`tone-${name}`, colour] as const),
    ...Object.entries(shades),
  ];
  return Object.fromEntries(named.map(([name, colour]) => [`--premia-${kebab(name)}`, colour]));
}

/** The class of antd's CSS variables (antd's default is a React id): BaseStyle puts it on the page's box. */
export const cssVarKey = 'css-var-premia';

/** Premia's colours: a teal primary with enough contrast for text on white (WCAG AA). */
export const theme: ThemeConfig = {
  cssVar: { key: cssVarKey },
  token: {
    motion: !reducedMotion,
    colorPrimary: palette.primary,
    colorLink: palette.primary,
    // antd derives a lighter teal for a link under the pointer (3.8:1 on white): a darker one stays readable.
    colorLinkHover: palette.money,
    colorLinkActive: palette.primaryDeep,
    borderRadius: 8,
    // antd's default greys and red are below 4.5:1 on white; these pass WCAG AA.
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.neutral,
    colorTextDescription: palette.neutral,
    colorTextPlaceholder: shades.placeholder,
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
