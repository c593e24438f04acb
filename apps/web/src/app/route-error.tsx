/** A page that failed to render (or its chunk failed to load after a deploy): say so and offer a reload. */
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="route-error">
      <Result
        status="error"
        title={t('routeError.title')}
        subTitle={t('routeError.text')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      />
    </Flex>
  );
}
