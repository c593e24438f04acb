/** The student's own course grade in a class (lessonScore): the grade, its four parts and their weights. */
import { GradeParts } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gradeBookApi } from '../../api/grade-book';
import { queryKeys } from '../../api/query-keys';
import { partLabel, ruleLabel } from './grade-labels';

export function MyGradeCard({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const grade = useQuery({
    queryKey: [...queryKeys.gradeBook, 'mine', classId],
    queryFn: () => gradeBookApi.mine(classId),
  });
  const data = grade.data;
  return (
    <Card title={t('grade.myTitle')} data-testid="my-grade">
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={6}>
              <Statistic title={t('grade.grade')} value={data.mine.grade ?? '-'} />
            </Col>
            {GradeParts.filter((p) => data.weights[p] > 0).map((p) => (
              <Col xs={12} md={Math.floor(18 / GradeParts.filter((x) => data.weights[x] > 0).length)} key={p}>
                <Statistic
                  title={`${partLabel(t, p)} · ${data.weights[p]}%`}
                  value={data.mine[p] ?? '-'}
                  suffix={data.mine[p] === null ? undefined : '%'}
                />
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('grade.myHint', { rule: ruleLabel(t, data.rule) })}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
