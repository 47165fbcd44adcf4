import { theme } from 'antd';
import type { ReactNode } from 'react';
import { cssVarKey } from '../ui/theme';

/**
 * The box antd's App component draws around the page: the theme's text colour, font and line height,
 * and (through antd's style scope, its hash class and its CSS variables' class) antd's look of plain
 * links. antd's App itself also holds the message, notification and modal containers (about 20 KB
 * gzip), so it is mounted only where those are used (DashboardApp, the forgot-password modal).
 */
export function BaseStyle({ children }: { children: ReactNode }) {
  const { token, hashId } = theme.useToken();
  return (
    <div
      className={[hashId, cssVarKey].filter(Boolean).join(' ')}
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
