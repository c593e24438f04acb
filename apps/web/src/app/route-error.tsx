/**
 * A page that failed to render (or its chunk failed to load after a deploy): say so and offer a
 * reload. Plain elements: it must show even when the chunk with antd is the one that failed.
 */
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../features/plain-ui/plain-button';
import { SvgIcon } from '../features/plain-ui/svg-icon';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <main
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}
      data-testid="route-error"
    >
      <div className="plain-result">
        <SvgIcon icon={CloseCircleFilled} className="plain-result-icon plain-result-error" />
        <h1 className="plain-result-title">{t('routeError.title')}</h1>
        <p style={{ margin: 0, color: 'rgb(0 0 0 / 60%)' }}>{t('routeError.text')}</p>
        <PlainButton variant="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </PlainButton>
      </div>
    </main>
  );
}
