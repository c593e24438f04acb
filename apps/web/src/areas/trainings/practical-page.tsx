/**
 * The teacher's trainings (/teacher/practicals/practical): choose a class, open or close each
 * training, set its deadline, and see how many students finished; a training opens its student
 * progress (stuPracticalProcess), and its preview shows it as students see it, with its answers.
 */

import { BarChartOutlined, DashboardOutlined, DownloadOutlined } from '@ant-design/icons';
import type { TBankFormat, TClassTraining } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Empty, Flex, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useClasses } from '../../features/class-card/use-classes';
import { saveBase64File } from '../../features/download/save-base64-file';
import { fromPickerValue, toPickerValue } from '../../shared/school-time';
import { cockpitLink, dataReportLink } from '../analytics/report-paths';
import { BankImportButton } from './bank-import';

/** Where a teacher works with a class's cases: analyses, comprehensive cases, interactive training. */
const CASE_PAGES = [
  { kind: 'caseAnalysis', path: '/teacher/practicals/analysisCase' },
  { kind: 'multiple', path: '/teacher/practicals/multipleCase' },
  { kind: 'interaction', path: '/teacher/practicals/interactionCase' },
] as const;

export function TeacherPracticalPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const classes = useClasses();
  // A page that sends the teacher back here (the preview) names the class it came from.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(() => Number(params.get('classId')) || null);
  const known = chosen !== null && (classes.data ?? []).some((c) => c.classId === chosen);
  const classId = (known ? chosen : null) ?? classes.data?.[0]?.classId ?? null;
  const list = useQuery({
    queryKey: [...queryKeys.classTrainings, classId],
    queryFn: () => trainingApi.classTrainings(classId ?? 0),
    enabled: classId !== null,
  });
  const set = useMutation({
    mutationFn: (body: { trainingId: number; isOpen: boolean; deadline: string | null }) =>
      trainingApi.setClassTraining({ classId: classId ?? 0, ...body }),
    onSuccess: () => {
      void message.success(t('training.teacher.saved'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.classTrainings });
    },
  });
  // analysisCase and analysisCaseList show the case-analysis trainings only.
  const caseOnly = useLocation().pathname.includes('/analysisCase');
  // The school's own trainings (imports, assignments) first: a fresh import is on the first page,
  // where the import dialog says to open it, not after the course's fifty.
  const rows = (list.data ?? [])
    .filter((r) => !caseOnly || r.kind === 'caseAnalysis' || r.kind === 'caseAnalyse')
    .sort((a, b) => Number(a.inCourse) - Number(b.inCourse));
  const [scoreType, setScoreType] = useState<0 | 1 | 2>(0);
  const exporting = useMutation({
    mutationFn: () => trainingApi.exportScores(classId ?? 0, scoreType),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const exportBank = useMutation({
    mutationFn: (v: { trainingId: number; format: TBankFormat }) => trainingApi.exportBank(v.trainingId, v.format),
    onSuccess: (f) => {
      saveBase64File(f.fileName, f.base64, f.fileName.endsWith('.xlsx') ? undefined : 'text/plain;charset=utf-8');
      if (f.skipped.length > 0) void message.info(t('training.teacher.bankSkipped', { list: f.skipped.join(', ') }));
    },
  });
  useDocumentTitle(t('training.teacher.title'));
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('training.teacher.title')}
        </Typography.Title>
        <Space wrap>
          <BankImportButton />
          <Select<0 | 1 | 2>
            aria-label={t('training.teacher.export')}
            value={scoreType}
            onChange={setScoreType}
            options={([0, 1, 2] as const).map((v) => ({ value: v, label: t(`training.teacher.exportChoice.${v}`) }))}
          />
          <Button
            icon={<DownloadOutlined />}
            disabled={classId === null}
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            {t('training.teacher.export')}
          </Button>
          <Button
            icon={<BarChartOutlined />}
            disabled={classId === null}
            onClick={() => classId !== null && navigate(dataReportLink(classId))}
            data-testid="practical-data-report"
          >
            {t('dataReport.open')}
          </Button>
          <Button
            icon={<DashboardOutlined />}
            disabled={classId === null}
            onClick={() => classId !== null && navigate(cockpitLink(classId))}
            data-testid="practical-data-cockpit"
          >
            {t('dataCockpit.open')}
          </Button>
          <Select<number>
            style={{ minWidth: 240 }}
            aria-label={t('training.teacher.chooseClass')}
            placeholder={t('training.teacher.chooseClass')}
            loading={classes.isLoading}
            value={classId ?? undefined}
            onChange={setChosen}
            options={(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className }))}
          />
        </Space>
      </Flex>
      {/* The group and case work of the class (issue 16), each on its own page of part 2 §2.1. */}
      <Space wrap className="practical-case-links" data-testid="practical-case-links">
        {CASE_PAGES.map(({ kind, path }) => (
          <Button key={kind} onClick={() => navigate(`${path}${classId === null ? '' : `?classId=${classId}`}`)}>
            {t(`training.kind.${kind}`)}
          </Button>
        ))}
      </Space>
      <Card>
        {classId === null && !classes.isLoading ? (
          <Empty description={t('training.teacher.noClass')} />
        ) : (
          <Table<TClassTraining>
            rowKey="trainingId"
            loading={list.isLoading}
            dataSource={rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              {
                title: t('training.list.title'),
                dataIndex: 'title',
                render: (title: string, r) => (
                  <Link
                    to={
                      caseOnly
                        ? `/teacher/practicals/analysisCaseList?classId=${classId}&trainingId=${r.trainingId}`
                        : `/teacher/practicals/stuPracticalProcess?classId=${classId}&trainingId=${r.trainingId}`
                    }
                  >
                    {title}
                  </Link>
                ),
              },
              {
                title: t('training.teacher.bankKind'),
                dataIndex: 'kind',
                render: (k: TClassTraining['kind'], r) => (
                  <Space size={4}>
                    <Tag color="blue">{t(`training.kind.${k}`)}</Tag>
                    {/* Every training, imported or seeded; role plays go on from there to their voices. */}
                    <Link
                      to={`/teacher/practicals/trainingPreview?classId=${classId}&trainingId=${r.trainingId}`}
                      aria-label={`${r.title} ${t('preview.openWithAnswers')}`}
                      data-testid="training-preview-link"
                    >
                      {t('preview.open')}
                    </Link>
                  </Space>
                ),
              },
              {
                title: t('training.teacher.source'),
                dataIndex: 'inCourse',
                render: (v: boolean) => (
                  <Tag>{v ? t('training.teacher.inCourse') : t('training.teacher.assigned')}</Tag>
                ),
              },
              {
                title: t('training.teacher.open'),
                dataIndex: 'isOpen',
                render: (v: boolean, r) => (
                  <Switch
                    checked={v}
                    aria-label={`${r.title} ${t('training.teacher.open')}`}
                    onChange={(isOpen) => set.mutate({ trainingId: r.trainingId, isOpen, deadline: r.deadline })}
                  />
                ),
              },
              {
                title: t('training.teacher.deadline'),
                dataIndex: 'deadline',
                render: (v: string | null, r) => (
                  <DatePicker
                    showTime
                    allowClear
                    placeholder={t('training.teacher.noDeadline')}
                    value={v ? toPickerValue(v) : null}
                    onChange={(d) =>
                      set.mutate({
                        trainingId: r.trainingId,
                        isOpen: r.isOpen,
                        deadline: d ? fromPickerValue(d).toISOString() : null,
                      })
                    }
                  />
                ),
              },
              {
                title: t('training.teacher.finished'),
                render: (_v, r) => t('training.teacher.progress', { done: r.finishedCount, all: r.studentCount }),
              },
              {
                title: t('training.teacher.bankExport'),
                render: (_v, r) => (
                  <Select<TBankFormat>
                    size="small"
                    style={{ width: 130 }}
                    placeholder={t('training.teacher.bankExport')}
                    aria-label={`${r.title} ${t('training.teacher.bankExport')}`}
                    value={null}
                    onChange={(format) => exportBank.mutate({ trainingId: r.trainingId, format })}
                    options={[
                      { value: 'xlsx', label: 'Excel' },
                      { value: 'gift', label: 'GIFT' },
                      { value: 'moodle', label: 'Moodle XML' },
                    ]}
                  />
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
