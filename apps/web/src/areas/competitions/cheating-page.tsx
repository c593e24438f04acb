/** /competition/teacher/cheatingInformation?periodId= : the round's attempts with an invigilation signal. */
import type { TCheatingRow, TExamStatus } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { useTableScroll } from '../../shared/table-scroll';

export function CheatingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const periodId = Number(params.get('periodId') ?? 0);
  const scroll = useTableScroll();
  useDocumentTitle(t('competition.cheatingTitle'));
  const rows = useQuery({
    queryKey: ['competitionCheating', periodId],
    queryFn: () => competitionApi.cheating(periodId),
    enabled: periodId > 0,
    refetchInterval: 15_000,
  });
  return (
    <div className="page-container">
      <Card title={t('competition.cheatingTitle')}>
        {rows.isLoading ? <Skeleton active /> : null}
        {rows.isError ? <Alert type="error" showIcon message={rows.error.message} /> : null}
        {rows.data && rows.data.length === 0 ? <Empty description={t('competition.cheatingEmpty')} /> : null}
        {rows.data && rows.data.length > 0 ? (
          <Table<TCheatingRow>
            rowKey="attemptId"
            size="small"
            scroll={scroll}
            dataSource={rows.data}
            columns={[
              { title: t('competition.name'), dataIndex: 'name' },
              {
                title: t('competition.columnState'),
                key: 'state',
                render: (_v, r) => (
                  <Space wrap>
                    <Tag color={r.state === 'cheating' ? 'red' : 'default'}>
                      {t(`exam.status.${r.state as TExamStatus}`)}
                    </Tag>
                    {r.locked ? <Tag color="orange">{t('competition.locked')}</Tag> : null}
                  </Space>
                ),
              },
              { title: t('competition.focusLosses'), dataIndex: 'focusLosses' },
              { title: t('competition.screenSwitches'), dataIndex: 'screenSwitches' },
              { title: t('competition.failedFaceChecks'), dataIndex: 'failedFaceChecks' },
              {
                title: t('competition.actions'),
                key: 'actions',
                render: (_v, r) =>
                  r.actions.map((a) => (
                    <div key={`${a.at}-${a.action}`}>
                      {schoolTime(a.at).format('HH:mm:ss')} {a.action} {a.reason}
                    </div>
                  )),
              },
            ]}
          />
        ) : null}
      </Card>
    </div>
  );
}
