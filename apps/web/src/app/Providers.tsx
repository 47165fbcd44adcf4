import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale, useDirection } from '../i18n/useLanguage';
import { ApiEvents } from './ApiEvents';
import { queryClient } from './queryClient';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  // Arabic (present, not selectable: spec §1) mirrors antd's components too, not only the page (dir="rtl").
  const direction = useDirection();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme} direction={direction}>
        <AntdApp>
          <ApiEvents />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
