/** What a manager's table shows when it has no rows: the load failed (with a retry), or nothing matched. */
import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function TableEmpty({ failed, onRetry, text }: { failed: boolean; onRetry: () => void; text: string }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Result
        status="warning"
        title={t('admin.common.loadFailed')}
        extra={<Button onClick={onRetry}>{t('admin.common.retry')}</Button>}
      />
    );
  return <Empty description={text} />;
}

/** A manager's paged table: one page of the server's list at a time, no size changer, hidden when one page holds all. */
export const serverPages = (current: number, pageSize: number, total: number, onChange: (page: number) => void) => ({
  current,
  pageSize,
  total,
  onChange,
  hideOnSinglePage: true,
  showSizeChanger: false,
});
