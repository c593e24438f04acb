/** The browser check: runs at once and lists each feature a spoken round needs, with what to do when one is missing. */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { List } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSER_FEATURES, type BrowserGlobals, browserSupport } from './browser-support';
import { CheckCard, type CheckState } from './check-card';

export function BrowserCheck({ onResult }: { onResult: (state: CheckState) => void }) {
  const { t } = useTranslation();
  const support = useMemo(() => browserSupport(window as unknown as BrowserGlobals), []);
  const passes = BROWSER_FEATURES.every((f) => support[f]);
  useEffect(() => onResult(passes ? 'pass' : 'fail'), [passes, onResult]);
  return (
    <CheckCard
      name="browser"
      title={t('deviceCheck.browser.title')}
      intro={t('deviceCheck.browser.intro')}
      state={passes ? 'pass' : 'fail'}
      advice={passes ? t('deviceCheck.browser.pass') : t('deviceCheck.browser.fail')}
    >
      <List
        size="small"
        dataSource={[...BROWSER_FEATURES]}
        renderItem={(f) => (
          <List.Item data-testid={`browser-${f}`} data-ok={support[f]}>
            {support[f] ? (
              <CheckCircleFilled style={{ color: '#52c41a', marginRight: 8 }} />
            ) : (
              <CloseCircleFilled style={{ color: '#f5222d', marginRight: 8 }} />
            )}
            {t(`deviceCheck.browser.${f}`)}
          </List.Item>
        )}
      />
    </CheckCard>
  );
}
