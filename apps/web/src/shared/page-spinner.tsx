/**
 * The loading state of a page or shell while its chunk or first data arrives. Plain CSS (no antd):
 * the router shows it before any antd has loaded.
 */
import { useTranslation } from 'react-i18next';
import { PlainSpinner } from './plain-spinner';

export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullScreen ? '100vh' : 320 }}
    >
      <PlainSpinner label={t('a11y.loading')} />
    </div>
  );
}
