import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { setApiEvents } from '../api/client';
import { queryClient } from '../api/queryClient';
import { endSession } from '../api/session';
import { useAntdLocale, useDirection } from '../i18n/useLanguage';
import { theme } from '../ui/theme';
import { BaseStyle } from './BaseStyle';

/** A call made with a token got 401: the session is over (the route guard then goes to /signin). */
function expireSession() {
  endSession('expired');
  queryClient.clear();
}

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  // Arabic (present, not selectable: spec §1) mirrors antd's components too, not only the page (dir="rtl").
  const direction = useDirection();
  useEffect(() => setApiEvents({ onUnauthorized: expireSession }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme} direction={direction}>
        <BaseStyle>{children}</BaseStyle>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
