/**
 * antd around every page but the sign-in pages: the theme, the locale of the current language, the
 * antd App (context-aware message and modal) and the app-wide jobs (online time, language map).
 * It is a lazy layout route (router.tsx), so the first page carries no antd (docs/architecture.md,
 * "First page"); the first password change, shown by the guard in place of any page, gets it too
 * (first-password-frame.tsx, its own chunk: no page carries the password form).
 */
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { startOnlineTimeCounter } from '../features/online-time/online-time-counter';
import { useSession } from '../session/store';
import { useFocusableScrollRegions } from '../shared/focusable-scroll-regions';
import { loadLanguageMap } from '../shared/language-map';
import { FeedbackBridge } from './feedback-bridge';

export const BRAND_BLUE = '#1d4ed8';

const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    borderRadius: 8,
    colorBgLayout: '#f4f6fb',
    // antd's grey texts (45 % black) are 3.4:1 on white; 60 % black is 5.7:1, WCAG AA's 4.5:1 with room
    // on the light layout grey too (docs/architecture.md, "Accessibility").
    colorTextSecondary: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // Red and green as text (danger buttons, status tags) at 4.5:1 or more on white and on their tints.
    colorError: '#cf1322',
    colorSuccess: '#237804',
    // Warning text (a written answer's word count under its minimum) at 6.5:1 on white and on the
    // warning tint; antd's gold is 1.9:1. Icons and tints keep antd's gold.
    colorWarningText: '#874d00',
    // Blue text on hover (a default button's, a link's) darkens instead of antd's lighter #4373e6
    // (4.3:1, found by axe on a drag-and-drop answer under the pointer): 8.7:1 on white, and under white.
    colorPrimaryHover: '#1e40af',
    colorLinkHover: '#1e40af',
    // Their tints stay antd's light ones (derived from the darker seeds they turn grey).
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    // Latin fonts before the Chinese ones: a CJK font sets English punctuation (’ “ ”) full width.
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px', footerBg: 'transparent' },
    // Tighter items so a school's full application list fits one row at 1440 px in Chinese.
    Menu: { horizontalLineHeight: '62px', itemBg: 'transparent', itemPaddingInline: 12 },
    // An unchecked switch's words (发布成绩) are white on its grey track: 55 % black is 4.7:1, antd's 25 % 1.8:1.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)' },
  },
};

function AppJobs() {
  useEffect(() => startOnlineTimeCounter(), []);
  useFocusableScrollRegions();
  useEffect(() => {
    void loadLanguageMap();
  }, []);
  return null;
}

export function AntdProviders({ children }: { children: ReactNode }) {
  const language = useSession((s) => s.language);
  return (
    <ConfigProvider locale={language === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <FeedbackBridge />
        <AppJobs />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** The layout route of every page that uses antd. */
export function AntdFrame() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
