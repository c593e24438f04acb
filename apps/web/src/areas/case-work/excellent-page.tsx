/**
 * Excellent cases (/sjjx/tea_case_analysis_excellent?classId=): the answers a class's teacher chose
 * from its case analyses, with the teacher's score and comment. The class's students and staff read
 * it; the class is chosen among the reader's own classes.
 */
import { TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { caseWorkApi } from '../../api/case-work';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useClasses } from '../../features/class-card/use-classes';
import { MarkupText } from '../../shared/markup-text';

export function ExcellentCasesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const classes = useClasses();
  const wanted = Number(params.get('classId')) || null;
  const classId =
    (wanted !== null && (classes.data ?? []).some((c) => c.classId === wanted) ? wanted : null) ??
    classes.data?.[0]?.classId ??
    null;
  const page = useQuery({
    queryKey: [...queryKeys.excellentCases, classId],
    queryFn: () => caseWorkApi.excellentCases(classId ?? 0),
    enabled: classId !== null,
    retry: false,
  });
  useDocumentTitle(t('caseWork.excellentTitle'));
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space direction="vertical" size={0}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            <TrophyOutlined style={{ color: '#faad14' }} /> {t('caseWork.excellentTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('caseWork.excellentIntro')}</Typography.Text>
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
      {classes.isLoading || page.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : classId === null ? (
        <Card>
          <Empty description={t('caseWork.noClass')} />
        </Card>
      ) : page.error ? (
        <Alert type="error" showIcon message={page.error.message} />
      ) : (page.data?.cases ?? []).length === 0 ? (
        <Card>
          <Empty description={t('caseWork.excellentEmpty')} />
        </Card>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {(page.data?.cases ?? []).map((c) => (
            <Card key={c.trainingId} title={c.title} data-testid="excellent-case">
              <Space direction="vertical" size={16} style={{ width: '100%' }}>
                {c.entries.map((e) => (
                  <Card
                    key={`${e.attemptId}-${e.questionId}`}
                    size="small"
                    type="inner"
                    data-testid="excellent-entry"
                    title={
                      <Space wrap>
                        <Typography.Text strong>{e.studentName}</Typography.Text>
                        {e.score !== null ? (
                          <Tag color="gold">{t('caseWork.points', { score: e.score, full: e.fullMark })}</Tag>
                        ) : null}
                      </Space>
                    }
                  >
                    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                      {t('caseWork.question')}: <MarkupText text={e.stem} />
                    </Typography.Paragraph>
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{e.answer}</Typography.Paragraph>
                    {e.comment ? (
                      <Alert
                        type="success"
                        showIcon={false}
                        message={`${t('caseWork.teacherComment')}: ${e.comment}`}
                        data-testid="excellent-comment"
                      />
                    ) : null}
                  </Card>
                ))}
              </Space>
            </Card>
          ))}
        </Space>
      )}
    </div>
  );
}
