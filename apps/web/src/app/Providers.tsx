import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from '../i18n/useLanguage';
import { ApiEvents } from './ApiEvents';
import { queryClient } from './queryClient';
import { theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme}>
        <AntdApp>
          <ApiEvents />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
