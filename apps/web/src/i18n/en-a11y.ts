/** Accessibility words (names of icon-only controls, loading states): English, in the first page (setup.ts) and en.ts. */
export const enA11y = {
  a11y: {
    loading: 'Loading',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    close: 'Close',
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main navigation',
  },
};
