/** A lesson's analysis: key figures, the reader's own result (students) and the lazily loaded charts. */
import type { TLessonAnalysis } from '@lingua/contracts';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AttendanceTag } from './attendance-tag';

const Charts = lazy(() => import('./lesson-analysis-charts').then((m) => ({ default: m.LessonAnalysisCharts })));

export function LessonAnalysis({ analysis }: { analysis: TLessonAnalysis }) {
  const { t } = useTranslation();
  const p = analysis.participation;
  return (
    <Row gutter={[16, 16]}>
      {analysis.mine ? (
        <Col span={24}>
          <Card title={t('classroom.myResult')}>
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Statistic
                  title={t('classroom.myStatus')}
                  valueRender={() => <AttendanceTag status={analysis.mine?.status ?? null} />}
                />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={t('classroom.myScore')} value={analysis.mine.score ?? t('classroom.noScoreYet')} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic
                  title={t('classroom.questions')}
                  value={t('classroom.correctOf', { correct: analysis.mine.correct, answered: analysis.mine.answered })}
                />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={t('classroom.rollCalls')} value={analysis.mine.calledTimes} />
              </Col>
            </Row>
          </Card>
        </Col>
      ) : null}
      <Col span={24}>
        <Card>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Statistic title={t('classroom.attendanceRate')} value={`${p.signedIn} / ${analysis.studentNumber}`} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('classroom.averageDelay')}
                value={
                  analysis.punctuality.averageDelayMinutes === null
                    ? '-'
                    : t('classroom.minutesValue', { value: analysis.punctuality.averageDelayMinutes })
                }
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('classroom.answeredStudents')}
                value={`${p.answeredStudents} / ${analysis.studentNumber}`}
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('classroom.answerRate')} value={Math.round(p.answerRate * 100)} suffix="%" />
            </Col>
          </Row>
        </Card>
      </Col>
      <Col span={24}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <Charts analysis={analysis} />
        </Suspense>
      </Col>
    </Row>
  );
}
