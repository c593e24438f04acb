/**
 * The teacher's comprehensive cases (/teacher/practicals/multipleCase, mutipleCaseList): the cases
 * of the platform and the school with their links, which of them the class has, a switch to give
 * one to the class (or close it), and each one's student progress (multipleProcess), where the
 * written tasks are graded.
 */
import type { TComprehensiveCase } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Empty, Flex, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { caseWorkApi } from '../../api/case-work';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useClasses } from '../../features/class-card/use-classes';

export function ComprehensiveCasesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const classes = useClasses();
  const wanted = Number(params.get('classId')) || null;
  const classId =
    (wanted !== null && (classes.data ?? []).some((c) => c.classId === wanted) ? wanted : null) ??
    classes.data?.[0]?.classId ??
    null;
  const cases = useQuery({
    queryKey: [...queryKeys.comprehensiveCases, classId],
    queryFn: () => caseWorkApi.comprehensiveCases(classId ?? 0),
    enabled: classId !== null,
  });
  const trainings = useQuery({
    queryKey: [...queryKeys.classTrainings, classId],
    queryFn: () => trainingApi.classTrainings(classId ?? 0),
    enabled: classId !== null,
  });
  const terms = new Map((trainings.data ?? []).map((r) => [r.trainingId, r]));
  const give = useMutation({
    mutationFn: (v: { trainingId: number; isOpen: boolean }) =>
      trainingApi.setClassTraining({
        classId: classId ?? 0,
        trainingId: v.trainingId,
        isOpen: v.isOpen,
        deadline: terms.get(v.trainingId)?.deadline ?? null,
      }),
    onSuccess: () => {
      void message.success(t('caseWork.given'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.comprehensiveCases });
      void queryClient.invalidateQueries({ queryKey: queryKeys.classTrainings });
    },
  });
  useDocumentTitle(t('caseWork.casesTitle'));
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space direction="vertical" size={0}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('caseWork.casesTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('caseWork.casesIntro')}</Typography.Text>
        </Space>
        <Select<number>
          style={{ minWidth: 220 }}
          aria-label={t('caseWork.chooseClass')}
          placeholder={t('caseWork.chooseClass')}
          loading={classes.isLoading}
          value={classId ?? undefined}
          onChange={(v) => setParams({ classId: String(v) }, { replace: true })}
          options={(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Flex>
      <Card>
        {classId === null && !classes.isLoading ? (
          <Empty description={t('caseWork.noClass')} />
        ) : (
          <Table<TComprehensiveCase>
            rowKey="trainingId"
            loading={cases.isLoading}
            dataSource={cases.data ?? []}
            scroll={{ x: 820 }}
            locale={{ emptyText: <Empty description={t('caseWork.casesEmpty')} /> }}
            pagination={false}
            columns={[
              {
                title: t('training.list.title'),
                dataIndex: 'title',
                render: (title: string, r) => (
                  <Space direction="vertical" size={2}>
                    <Typography.Text strong>{title}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.intro}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('caseWork.links'),
                dataIndex: 'links',
                render: (links: string[], r) => (
                  <Space direction="vertical" size={2}>
                    <Space wrap size={4}>
                      {links.map((l, i) => (
                        <Tag key={l}>{`${i + 1}. ${l}`}</Tag>
                      ))}
                    </Space>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('caseWork.tasks', { n: r.tasks })} · {t('caseWork.fullMark', { n: r.fullMark })}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('caseWork.inClass'),
                width: 120,
                render: (_v, r) => {
                  const open = r.inClass && (terms.get(r.trainingId)?.isOpen ?? true);
                  return (
                    <Switch
                      checked={open}
                      loading={give.isPending && give.variables?.trainingId === r.trainingId}
                      aria-label={`${r.title} ${t('caseWork.inClass')}`}
                      onChange={(isOpen) => give.mutate({ trainingId: r.trainingId, isOpen })}
                    />
                  );
                },
              },
              {
                title: t('common.actions'),
                width: 150,
                render: (_v, r) =>
                  r.inClass ? (
                    <Space direction="vertical" size={2}>
                      <Link to={`/teacher/practicals/multipleProcess?classId=${classId}&trainingId=${r.trainingId}`}>
                        {t('caseWork.progress')}
                        {terms.get(r.trainingId)
                          ? ` (${terms.get(r.trainingId)?.finishedCount}/${terms.get(r.trainingId)?.studentCount})`
                          : ''}
                      </Link>
                      <Link to={`/teacher/practicals/trainingPreview?classId=${classId}&trainingId=${r.trainingId}`}>
                        {t('preview.open')}
                      </Link>
                    </Space>
                  ) : null,
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
