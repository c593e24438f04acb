/**
 * /compscore?id=N[&periodId=P] (part 2 §2.4, public): a public competition's live scoreboard. The
 * ranking follows the round as entrants hand in (polled every few seconds, as the server reads the
 * standing at most once a second), masked names and schools only; without an id, the public
 * competitions to choose from.
 */
import type { TScoreboardRow } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Segmented, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { competitionPublicApi } from '../../api/competition-public';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { formatSchoolTime } from '../../shared/school-time';
import { CompFrame } from './comp-top-bar';

/** How often the page asks for the standing while the round runs. */
const POLL_SECONDS = 3;

export const minutesSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

function ChooseCompetition() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['publicCompetitions'], queryFn: competitionPublicApi.list });
  if (list.isLoading) return <Skeleton active />;
  if (list.isError) return <Alert type="error" showIcon message={list.error.message} />;
  return (
    <Card title={t('compBoard.board.choose')}>
      <List
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty description={t('compBoard.page.noPublic')} /> }}
        renderItem={(c) => (
          <List.Item>
            <Link to={`/compscore?id=${c.abilityCompId}`} data-testid="board-choice">
              {c.abilityCompName}
            </Link>
            <Typography.Text type="secondary">{c.schoolName}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

function Board({ id, periodId }: { id: number; periodId: number | undefined }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const board = useQuery({
    queryKey: ['scoreboard', id, periodId ?? 0],
    queryFn: () => competitionPublicApi.scoreboard(id, periodId),
    // Live while unpublished; published results no longer move.
    refetchInterval: (q) => (q.state.data?.published ? false : POLL_SECONDS * 1000),
  });
  useDocumentTitle(
    board.data ? `${board.data.competitionName} · ${t('compBoard.board.title')}` : t('compBoard.board.title'),
  );
  if (board.isLoading) return <Skeleton active />;
  if (!board.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('compBoard.page.unknown')}
        description={<Link to="/compscore">{t('compBoard.board.choose')}</Link>}
      />
    );
  }
  const b = board.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="board-competition">
          <Link to={`/competition?id=${b.abilityCompId}`}>{b.competitionName}</Link>
        </Typography.Title>
        {b.published ? (
          <Tag color="green">{t('compBoard.board.published')}</Tag>
        ) : (
          <Tag color="processing">{t('compBoard.board.live', { s: POLL_SECONDS })}</Tag>
        )}
      </Space>
      {b.periods.length > 1 ? (
        <Segmented
          value={b.periodId ?? undefined}
          options={b.periods.map((p) => ({ value: p.periodId, label: p.name }))}
          onChange={(v) => setParams({ id: String(id), periodId: String(v) })}
        />
      ) : null}
      {board.isError ? <Alert type="warning" showIcon message={t('compBoard.board.stale')} /> : null}
      {b.periodId === null ? (
        <Empty description={t('compBoard.board.noPeriod')} />
      ) : (
        <Card
          title={b.periods.find((p) => p.periodId === b.periodId)?.name}
          extra={
            <Typography.Text type="secondary" data-testid="board-as-of">
              {t('compBoard.board.asOf', { time: formatSchoolTime(b.asOf, 'HH:mm:ss') })}
            </Typography.Text>
          }
        >
          <Space size={32} wrap style={{ marginBottom: 16 }}>
            <Statistic title={t('compBoard.board.sitting')} value={b.sitting} />
            <Statistic title={t('compBoard.board.finished')} value={b.finished} />
          </Space>
          <Table<TScoreboardRow>
            rowKey={(r) => `${r.rank}-${r.maskedName}-${r.schoolName}-${r.timeUsedSeconds}`}
            size="small"
            pagination={false}
            dataSource={b.rows}
            data-testid="board-table"
            locale={{ emptyText: <Empty description={t('compBoard.board.empty')} /> }}
            columns={[
              { title: t('compBoard.board.rank'), dataIndex: 'rank', width: 64 },
              { title: t('compBoard.board.name'), dataIndex: 'maskedName' },
              { title: t('compBoard.board.school'), dataIndex: 'schoolName', ellipsis: true },
              { title: t('compBoard.board.score'), key: 'score', render: (_v, r) => `${r.score} / ${r.fullMark}` },
              {
                title: t('compBoard.board.time'),
                key: 'time',
                responsive: ['sm'],
                render: (_v, r) => minutesSeconds(r.timeUsedSeconds),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('compBoard.board.privacy')}
          </Typography.Paragraph>
        </Card>
      )}
    </Space>
  );
}

export function ScoreboardPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const periodId = Number(params.get('periodId')) || undefined;
  return (
    <CompFrame page="compscore" title={t('compBoard.board.title')}>
      <div className="page-container">{id > 0 ? <Board id={id} periodId={periodId} /> : <ChooseCompetition />}</div>
    </CompFrame>
  );
}
