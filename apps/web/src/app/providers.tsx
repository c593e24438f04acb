/**
 * Everything around the router: the query client (shared/query-client.ts), antd with the locale of the current language,
 * the antd App (context-aware message and modal), and the app-wide jobs (online time, language map).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { startOnlineTimeCounter } from '../features/online-time/online-time-counter';
import { useSession } from '../session/store';
import { loadLanguageMap } from '../shared/language-map';
import { queryClient } from '../shared/query-client';
import { FeedbackBridge } from './feedback-bridge';

export const BRAND_BLUE = '#1d4ed8';

const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    borderRadius: 8,
    colorBgLayout: '#f4f6fb',
    // Latin fonts before the Chinese ones: a CJK font sets English punctuation (’ “ ”) full width.
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px', footerBg: 'transparent' },
    // Tighter items so a school's full application list fits one row at 1440 px in Chinese.
    Menu: { horizontalLineHeight: '62px', itemBg: 'transparent', itemPaddingInline: 12 },
  },
};

function AppJobs() {
  useEffect(() => startOnlineTimeCounter(), []);
  useEffect(() => {
    void loadLanguageMap();
  }, []);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const language = useSession((s) => s.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
        <AntApp>
          <FeedbackBridge />
          <AppJobs />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
