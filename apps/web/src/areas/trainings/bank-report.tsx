/** A question-bank import's report: the counts, then each skipped or changed question (number, name, why). */
import type { TBankReport } from '@lingua/contracts';
import { Alert, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function BankReport({ report, imported }: { report: TBankReport; imported?: number }) {
  const { t } = useTranslation();
  const skipped = report.rows.filter((r) => r.status === 'skipped').length;
  const changed = report.rows.length - skipped;
  const summary =
    imported === undefined
      ? t('training.teacher.bankSummary', { total: report.total, importable: report.importable })
      : t('training.teacher.bankSummaryDone', { count: imported });
  return (
    <div data-testid="bank-report" style={{ marginTop: 12 }}>
      <Alert
        type={report.importable === 0 ? 'error' : skipped > 0 ? 'warning' : 'success'}
        showIcon
        message={summary}
        description={
          <Space wrap size={4}>
            {skipped > 0 ? <Tag color="red">{t('training.teacher.bankSkippedCount', { count: skipped })}</Tag> : null}
            {changed > 0 ? <Tag color="gold">{t('training.teacher.bankChangedCount', { count: changed })}</Tag> : null}
            {report.passages + report.media > 0 ? (
              <Typography.Text type="secondary">
                {t('training.teacher.bankSummaryMore', { passages: report.passages, media: report.media })}
              </Typography.Text>
            ) : null}
          </Space>
        }
      />
      {report.rows.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('training.teacher.bankReportEmpty')}
        </Typography.Paragraph>
      ) : (
        <List
          size="small"
          style={{ marginTop: 8, maxHeight: 320, overflowY: 'auto' }}
          dataSource={report.rows}
          renderItem={(r) => (
            <List.Item data-testid="bank-report-row" style={{ display: 'block' }}>
              <Space wrap size={4}>
                <Tag color={r.status === 'skipped' ? 'red' : 'gold'}>
                  {t(
                    r.status === 'skipped'
                      ? 'training.teacher.bankStatusSkipped'
                      : 'training.teacher.bankStatusChanged',
                  )}
                </Tag>
                <Typography.Text strong>{t('training.teacher.bankReportRow', { row: r.row })}</Typography.Text>
                {r.name ? <Typography.Text style={{ wordBreak: 'break-word' }}>{r.name}</Typography.Text> : null}
              </Space>
              <div style={{ wordBreak: 'break-word' }}>{r.message}</div>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
