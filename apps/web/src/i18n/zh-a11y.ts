/** Accessibility words (names of icon-only controls, loading states): Chinese, in the first page (setup.ts) and zh.ts. */
export const zhA11y = {
  a11y: {
    loading: '加载中',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    close: '关闭',
    skipToContent: '跳到主要内容',
    mainNavigation: '主导航',
  },
} as const;
