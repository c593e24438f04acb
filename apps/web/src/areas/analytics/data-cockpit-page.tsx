/**
 * The data cockpit (issue 17; part 2 §2.1 /teacher/practicals/dataCockpit): a full-screen dark
 * page for a projector, without the shell's chrome. A class (?classId=, one of the user's classes)
 * for its teacher or the school's manager, or the whole school (/manage/manage/dataCockpit) for the
 * manager. One call answers every panel; the page polls it every REFRESH_SECONDS (docs/architecture.md
 * "Data cockpit"). Panels stack on a phone.
 */
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { ScoreBands, type TCockpitPoint, type TDataCockpit } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ConfigProvider, Empty, Grid, Result, Select, Skeleton, Spin, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataCockpitApi } from '../../api/data-cockpit';
import { isApiError } from '../../api/errors';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useClasses } from '../../features/class-card/use-classes';
import { formatSchoolTime } from '../../shared/school-time';
import { barOption, lineOption, rankBarOption } from './chart-options';
import { ReportChart } from './report-chart';
import { cockpitLink, dataReportLink } from './report-paths';
import { useReportChoices } from './use-report-choices';
import './data-cockpit.css';

export const REFRESH_SECONDS = 10;
const PROJECTOR_BLUE = '#38bdf8';

/** Exit: back to the page the cockpit was opened from, or `fallback` when it was opened directly. */
function useExit(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
}

function Figure({ label, value, hint, testId }: { label: string; value: ReactNode; hint: string; testId: string }) {
  return (
    <div className="cockpit-panel cockpit-figure">
      <div className="cockpit-figure-label">{label}</div>
      <div className="cockpit-figure-value" data-testid={testId}>
        {value}
      </div>
      <div className="cockpit-hint">{hint}</div>
    </div>
  );
}

function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="cockpit-panel" aria-label={title}>
      <header className="cockpit-panel-title">
        <span>{title}</span>
        {extra}
      </header>
      {children}
    </section>
  );
}

function PointsChart({ points, title, color }: { points: TCockpitPoint[]; title: string; color: string }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().sm;
  const chapters = points.some((p) => p.byChapter);
  return (
    <Panel
      title={title}
      extra={
        chapters ? (
          <Tag color="gold" title={t('dataCockpit.byChapterHint')}>
            {t('dataCockpit.byChapter')}
          </Tag>
        ) : undefined
      }
    >
      {points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataCockpit.noPoints')} />
      ) : (
        <ReportChart
          theme="dark"
          label={title}
          height={240}
          option={{
            backgroundColor: 'transparent',
            ...rankBarOption({
              labels: points.map((p) => p.name),
              values: points.map((p) => p.average),
              name: t('dataCockpit.pointAverage'),
              color,
              labelWidth: narrow ? 84 : 140,
              details: points.map((p) => (p.byChapter ? `${p.course} · ${t('dataCockpit.byChapter')}` : p.course)),
            }),
          }}
        />
      )}
    </Panel>
  );
}

function CockpitBody({ data }: { data: TDataCockpit }) {
  const { t } = useTranslation();
  const { live, scores, knowledge } = data;
  const hasMinutes = data.learningTime.some((d) => d.minutes > 0);
  return (
    <>
      <div className="cockpit-figures">
        <Figure
          label={t('dataCockpit.onlineNow')}
          value={live.onlineNow}
          hint={t('dataCockpit.onlineHint', { minutes: live.onlineWindowMinutes })}
          testId="cockpit-online"
        />
        <Figure
          label={t('dataCockpit.answeringNow')}
          value={live.answeringNow}
          hint={t('dataCockpit.answeringHint', { minutes: live.answeringWindowMinutes })}
          testId="cockpit-answering"
        />
        <Figure
          label={t('dataCockpit.signInsToday')}
          value={live.signInsToday}
          hint={t('dataCockpit.signInsHint')}
          testId="cockpit-sign-ins"
        />
        <Figure
          label={t('dataCockpit.average')}
          value={scores.average ?? '-'}
          hint={`${t('dataCockpit.students')} ${data.students} · ${t('dataCockpit.scored', { count: scores.scored })}`}
          testId="cockpit-average"
        />
      </div>
      <div className="cockpit-grid">
        <Panel title={t('dataCockpit.trend')}>
          {hasMinutes ? (
            <ReportChart
              theme="dark"
              label={t('dataCockpit.trend')}
              height={240}
              option={{
                backgroundColor: 'transparent',
                ...lineOption({
                  labels: data.learningTime.map((d) => d.day.slice(5)),
                  values: data.learningTime.map((d) => d.minutes),
                  name: t('dataCockpit.minutes'),
                }),
                // Brighter than the report's blue on the dark screen.
                color: [PROJECTOR_BLUE],
              }}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataCockpit.noData')} />
          )}
        </Panel>
        <Panel title={t('dataCockpit.bands')}>
          {scores.scored > 0 ? (
            <ReportChart
              theme="dark"
              label={t('dataCockpit.bands')}
              height={240}
              option={{
                backgroundColor: 'transparent',
                ...barOption({
                  labels: [...ScoreBands],
                  series: [{ name: t('dataCockpit.people'), values: scores.bands, color: PROJECTOR_BLUE }],
                  counts: true,
                }),
              }}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataCockpit.noData')} />
          )}
        </Panel>
        <PointsChart points={knowledge.top} title={t('dataCockpit.top')} color="#22c55e" />
        <PointsChart points={knowledge.weakest} title={t('dataCockpit.weakest')} color="#f59e0b" />
      </div>
    </>
  );
}

function CockpitFrame({
  title,
  picker,
  onExit,
  query,
}: {
  title: string;
  picker?: ReactNode;
  onExit: () => void;
  query: {
    data?: TDataCockpit;
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  } | null;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  let body: ReactNode;
  if (query === null) body = <Empty description={t('dataCockpit.noClasses')} />;
  else if (query.isLoading) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (query.isError || !query.data)
    body = (
      <Result
        status="warning"
        title={t('dataCockpit.loadFailed')}
        // Refused (not their class, not their school): say who may see it; otherwise just retry.
        subTitle={
          isApiError(query.error) && [403, 404].includes(query.error.code) ? t('dataCockpit.notAllowed') : undefined
        }
        extra={<Button onClick={() => void query.refetch()}>{t('dataCockpit.retry')}</Button>}
      />
    );
  else body = <CockpitBody data={query.data} />;
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <main className="cockpit" data-testid="data-cockpit">
        <header className="cockpit-header">
          <Button icon={<ArrowLeftOutlined />} onClick={onExit} data-testid="cockpit-exit">
            {t('dataCockpit.exit')}
          </Button>
          <h1 className="cockpit-title">
            {title}
            {query?.data ? <span className="cockpit-subtitle">{query.data.title}</span> : null}
          </h1>
          <div className="cockpit-tools">
            {picker}
            {query?.data ? (
              <span className="cockpit-hint" data-testid="cockpit-updated">
                {query.isFetching ? <Spin size="small" /> : <ReloadOutlined />}{' '}
                {t('dataCockpit.updated', { time: formatSchoolTime(query.data.generatedAt, 'HH:mm:ss') })} ·{' '}
                {t('dataCockpit.refreshing', { seconds: REFRESH_SECONDS })}
              </span>
            ) : null}
          </div>
        </header>
        {body}
      </main>
    </ConfigProvider>
  );
}

/** /teacher/practicals/dataCockpit?classId=: one class. */
export function ClassCockpitPage() {
  const { t } = useTranslation();
  const choices = useReportChoices();
  const { classId } = choices;
  const exit = useExit(classId === null ? '/teacher/practicals/practical' : dataReportLink(classId));
  const query = useQuery({
    queryKey: ['dataCockpit', 'class', classId],
    queryFn: () => dataCockpitApi.classCockpit(classId ?? 0),
    enabled: classId !== null,
    refetchInterval: REFRESH_SECONDS * 1000,
    retry: false,
  });
  const picker = (
    <Select<number>
      aria-label={t('dataCockpit.chooseClass')}
      placeholder={t('dataCockpit.chooseClass')}
      className="cockpit-picker"
      loading={choices.classesLoading}
      showSearch
      optionFilterProp="label"
      value={classId ?? undefined}
      onChange={choices.chooseClass}
      options={choices.classes.map((c) => ({ value: c.classId, label: c.className }))}
      data-testid="cockpit-class"
    />
  );
  // Before a class is known: its list loading, failed (with a retry), or empty (null: no classes).
  const before = choices.classesLoading
    ? { isLoading: true, isError: false, isFetching: true, refetch: () => 0 }
    : choices.classesFailed
      ? { isLoading: false, isError: true, isFetching: false, refetch: choices.retryClasses }
      : null;
  return (
    <CockpitFrame
      title={t('dataCockpit.title')}
      picker={picker}
      onExit={exit}
      query={classId === null ? before : query}
    />
  );
}

/** /manage/manage/dataCockpit: the manager's whole school. */
export function SchoolCockpitPage() {
  const { t } = useTranslation();
  const exit = useExit('/manage/manage/index');
  const query = useQuery({
    queryKey: ['dataCockpit', 'school'],
    queryFn: dataCockpitApi.schoolCockpit,
    refetchInterval: REFRESH_SECONDS * 1000,
    retry: false,
  });
  // The manager may project any class of the school from here.
  const classes = useClasses();
  const navigate = useNavigate();
  const picker = (
    <Select<number>
      aria-label={t('dataCockpit.openClass')}
      placeholder={t('dataCockpit.openClass')}
      className="cockpit-picker"
      loading={classes.isLoading}
      showSearch
      optionFilterProp="label"
      onChange={(classId) => navigate(cockpitLink(classId))}
      options={(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className }))}
      data-testid="cockpit-open-class"
    />
  );
  return <CockpitFrame title={t('dataCockpit.schoolTitle')} picker={picker} onExit={exit} query={query} />;
}
