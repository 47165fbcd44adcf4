/** Layout constants of spec §9. */
export const DESKTOP_MIN_WIDTH = 1220; // desktop is wider than this
export const MOBILE_MAX_WIDTH = 767; // mobile is this wide or less
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_WIDTH_SMALL = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
export const TOPBAR_HEIGHT = 70;
export const RESIZE_DEBOUNCE_MS = 1000;
export const DRAWER_CLOSE_DELAY_MS = 100;
