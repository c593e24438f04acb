/**
 * /competition?id=N (part 2 §2.2, public): a public competition's page: logo and background, the
 * organiser, register (to /contest_registration), the live scoreboard, find score and
 * certificate, the schedule of its periods, and its intro, rules, organisation, FAQ and downloads,
 * each of which also opens alone (/competition/content). An unknown id says so and lists the
 * public competitions; no id lists them.
 */
import type { TPublicCompetitionPage } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Result, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { competitionPublicApi } from '../../api/competition-public';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { formatSchoolTime } from '../../shared/school-time';
import { periodStatus, SECTIONS, type Section } from './competition-sections';

type Main = TPublicCompetitionPage['main'];
type Period = TPublicCompetitionPage['periods'][number];

const STATUS_COLOUR = { upcoming: 'default', open: 'processing', ended: 'warning', published: 'success' } as const;

export function SectionBody({ main, section }: { main: Main; section: Section }) {
  const { t } = useTranslation();
  if (section === 'downloads') {
    return main.downloads.length === 0 ? (
      <Empty description={t('competition.noDownloads')} />
    ) : (
      <List
        dataSource={main.downloads}
        renderItem={(d) => (
          <List.Item>
            <a href={d.url} target="_blank" rel="noreferrer">
              {d.name}
            </a>
          </List.Item>
        )}
      />
    );
  }
  const html = main[section];
  return html ? <RichTextView html={html} /> : <Empty description={t('compBoard.page.emptySection')} />;
}

/** The public competitions to choose from; with `unknown`, after saying the asked one is not there. */
export function UnknownCompetition({ unknown = true }: { unknown?: boolean }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['publicCompetitions'], queryFn: competitionPublicApi.list });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {unknown ? (
        <Result status="404" title={t('compBoard.page.unknown')} subTitle={t('compBoard.page.unknownText')} />
      ) : null}
      <Card title={t('compBoard.page.allPublic')}>
        <List
          loading={list.isLoading}
          dataSource={list.data ?? []}
          locale={{ emptyText: <Empty description={t('compBoard.page.noPublic')} /> }}
          renderItem={(c) => (
            <List.Item>
              <Link to={`/competition?id=${c.abilityCompId}`}>{c.abilityCompName}</Link>
              <Typography.Text type="secondary">{c.schoolName}</Typography.Text>
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}

function Schedule({ id, periods }: { id: number; periods: Period[] }) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <Card title={t('compBoard.page.schedule')}>
      <Table<Period>
        rowKey="periodId"
        size="small"
        pagination={false}
        dataSource={periods}
        data-testid="schedule"
        locale={{ emptyText: <Empty description={t('compBoard.page.noPeriods')} /> }}
        columns={[
          {
            title: t('competition.periodName'),
            key: 'name',
            render: (_v, p) => (
              <Space wrap size={4}>
                <Tag color="purple">{t(`competition.stage.${p.stage}`)}</Tag>
                {p.name}
              </Space>
            ),
          },
          {
            title: t('competition.window'),
            key: 'window',
            render: (_v, p) => `${formatSchoolTime(p.opensAt)} – ${formatSchoolTime(p.closesAt)}`,
          },
          {
            title: t('competition.timeLimit'),
            key: 'limit',
            responsive: ['md'],
            render: (_v, p) => t('compBoard.page.timeLimit', { n: p.timeLimitMinutes }),
          },
          {
            title: t('compBoard.page.statusTitle'),
            key: 'status',
            render: (_v, p) => {
              const status = periodStatus(p, now);
              return (
                <Space wrap size={4}>
                  <Tag color={STATUS_COLOUR[status]}>{t(`compBoard.page.status.${status}`)}</Tag>
                  {status !== 'upcoming' ? (
                    <Link to={`/compscore?id=${id}&periodId=${p.periodId}`}>{t('compBoard.home.board')}</Link>
                  ) : null}
                </Space>
              );
            },
          },
        ]}
      />
    </Card>
  );
}

export function CompetitionPublicPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const page = useQuery({
    queryKey: ['publicCompetition', id],
    queryFn: () => competitionPublicApi.competition(id),
    enabled: id > 0,
    retry: false,
  });
  useDocumentTitle(page.data?.main.abilityCompName ?? t('compBoard.page.allPublic'));
  if (id > 0 && page.isLoading) return <Skeleton active className="page-container" />;
  // Without an id (the platform list's entry): the public competitions to choose from.
  if (!(id > 0)) return <div className="page-container">{<UnknownCompetition unknown={false} />}</div>;
  if (!page.data) return <div className="page-container">{page.isError ? <UnknownCompetition /> : null}</div>;
  const { main, periods } = page.data;
  const hero = main.abilityCompBgUrl
    ? { backgroundImage: `linear-gradient(rgba(15,23,42,.55), rgba(15,23,42,.55)), url("${main.abilityCompBgUrl}")` }
    : undefined;
  return (
    <div className="page-container">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <div className={`competition-hero${hero ? ' with-image' : ''}`} style={hero} data-testid="competition-hero">
          {main.abilityCompLogoUrl ? (
            <img src={main.abilityCompLogoUrl} alt="" width={64} height={64} className="competition-hero-logo" />
          ) : null}
          <div>
            <Typography.Title level={2} style={{ margin: 0, color: 'inherit' }}>
              {main.abilityCompName}
            </Typography.Title>
            <Typography.Text style={{ color: 'inherit' }}>
              {t('compBoard.page.organisedBy', { school: main.schoolName })}
            </Typography.Text>
          </div>
          <Space wrap className="competition-hero-actions">
            <Link to={`/contest_registration?id=${main.abilityCompId}`}>
              <Button type="primary" data-testid="competition-register">
                {t('compBoard.page.register')}
              </Button>
            </Link>
            <Link to={`/compscore?id=${main.abilityCompId}`}>
              <Button data-testid="competition-board">{t('compBoard.page.scoreboard')}</Button>
            </Link>
            <Link to={`/find_score?id=${main.abilityCompId}`}>
              <Button type="link">{t('compBoard.page.findScore')}</Button>
            </Link>
            <Link to={`/find_certificate?id=${main.abilityCompId}`}>
              <Button type="link">{t('compBoard.page.findCertificate')}</Button>
            </Link>
          </Space>
        </div>
        <Schedule id={main.abilityCompId} periods={periods} />
        <Card>
          <Tabs
            items={SECTIONS.map((s) => ({
              key: s,
              label: t(`compBoard.page.sections.${s}`),
              children: (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <SectionBody main={main} section={s} />
                  <Link to={`/competition/content?id=${main.abilityCompId}&section=${s}`} data-testid={`open-${s}`}>
                    {t('compBoard.page.openAlone')}
                  </Link>
                </Space>
              ),
            }))}
          />
        </Card>
        {periods.length === 0 ? <Alert type="info" showIcon message={t('compBoard.page.noPeriods')} /> : null}
      </Space>
    </div>
  );
}
