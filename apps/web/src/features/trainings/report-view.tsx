/** The report of one attempt: per question the student's answer, the right answer, right or wrong, the analysis, score and comment. */
import { TrophyOutlined } from '@ant-design/icons';
import type { TAttemptReport, TReportQuestion } from '@lingua/contracts';
import { Card, Descriptions, Flex, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../shared/format-duration';
import { MarkupText } from '../../shared/markup-text';
import { schoolTime } from '../../shared/school-time';
import { SpeechAnswer } from '../speaking/speech-answer';
import { formatAnswer, formatRightAnswer } from './format-answer';

// Still offered here to the practice answer page, whose rebuild is another change.
export { formatDuration };

function FlagTag({ q }: { q: TReportQuestion }) {
  const { t } = useTranslation();
  // Spoken answers: the scoring job's state, or scored (by the machine, or a teacher's override).
  if (q.speech && q.score === null && q.speech.some((r) => r.status === 'queued' || r.status === 'processing'))
    return <Tag color="processing">{t('speaking.status.processing')}</Tag>;
  if (q.speech && q.score !== null) return <Tag color="success">{t('speaking.status.done')}</Tag>;
  if (q.right_flag === null) return <Tag color="processing">{t('training.toGrade')}</Tag>;
  if (q.right_flag === 1) return <Tag color="success">{t('training.right')}</Tag>;
  if (q.right_flag === 2) return <Tag color="warning">{t('training.partly')}</Tag>;
  return <Tag color="error">{t('training.wrong')}</Tag>;
}

export function ReportView({ report, actions }: { report: TAttemptReport; actions?: ReactNode }) {
  const { t } = useTranslation();
  const a = report.attempt;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ flex: 1 }}>
            <Descriptions.Item label={t('training.score')}>
              <span
                data-testid="attempt-score"
                style={{
                  fontSize: 20,
                  fontWeight: 600,
                  color:
                    a.score === null ? '#1d4ed8' : a.score / Math.max(1, a.fullMark) <= 0.6 ? '#c2410c' : '#237804',
                }}
              >
                {a.score === null ? t('training.pending') : a.score}
              </span>
              <Typography.Text type="secondary"> / {a.fullMark}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('training.submittedAt')}>
              {a.submittedAt ? schoolTime(a.submittedAt).format('YYYY-MM-DD HH:mm:ss') : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('training.duration')}>{formatDuration(a.durationSeconds)}</Descriptions.Item>
            <Descriptions.Item label={t('training.teacher.student')}>{report.studentName}</Descriptions.Item>
          </Descriptions>
          {actions}
        </Flex>
      </Card>
      <List
        dataSource={report.questions}
        renderItem={(q, i) => {
          const mine = formatAnswer(q, { true: t('training.true'), false: t('training.false') });
          return (
            // A list's items are <li> (axe "list"): the card sits in a List.Item without its padding.
            <List.Item style={{ display: 'block', padding: 0, borderBlockEnd: 'none' }}>
              <Card size="small" style={{ marginBottom: 12 }} data-testid="report-question">
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Flex gap={8} align="center" wrap>
                    <strong>{i + 1}.</strong>
                    <Tag color="blue">{t(`training.type.${q.subject_type}` as 'training.type.10')}</Tag>
                    <FlagTag q={q} />
                    <Typography.Text type="secondary">
                      {t('training.score')}: {q.score === null ? t('training.pending') : q.score} / {q.fullMark}
                    </Typography.Text>
                  </Flex>
                  <div>
                    <MarkupText text={q.stem} blank={(n) => <u>&nbsp;({n})&nbsp;</u>} />
                  </div>
                  <div>
                    <Typography.Text strong>
                      {t('training.yourAnswer')}
                      {t('common.colon')}
                    </Typography.Text>
                    {q.speech ? (
                      <SpeechAnswer q={q} ids={{ classId: report.classId, trainingId: report.trainingId }} />
                    ) : q.user_oral_url ? (
                      // biome-ignore lint/a11y/useMediaCaption: a student's own recording has no caption.
                      <audio src={q.user_oral_url} controls preload="none" />
                    ) : (
                      <span style={{ whiteSpace: 'pre-wrap' }}>
                        {mine || <Typography.Text type="secondary">{t('training.noAnswer')}</Typography.Text>}
                      </span>
                    )}
                  </div>
                  {q.attachments && q.attachments.length > 0 ? (
                    <div>
                      <Typography.Text strong>
                        {t('training.attachment')}
                        {t('common.colon')}
                      </Typography.Text>
                      {q.attachments.map((a) => (
                        <a key={a.url} href={a.url} target="_blank" rel="noreferrer" style={{ marginRight: 12 }}>
                          {a.name}
                        </a>
                      ))}
                    </div>
                  ) : null}
                  {q.right_answer ? (
                    <div>
                      <Typography.Text strong>
                        {t('training.rightAnswer')}
                        {t('common.colon')}
                      </Typography.Text>
                      <span style={{ whiteSpace: 'pre-wrap' }}>
                        {formatRightAnswer(q.subject_type, q.right_answer, {
                          true: t('training.true'),
                          false: t('training.false'),
                        })}
                      </span>
                    </div>
                  ) : null}
                  <div>
                    <Typography.Text strong>
                      {t('training.analysis')}
                      {t('common.colon')}
                    </Typography.Text>
                    <MarkupText text={q.subject_answer_anaylse} />
                  </div>
                  {q.comment ? (
                    <div data-testid="teacher-comment">
                      <Typography.Text strong>
                        {t('training.comment')}
                        {t('common.colon')}
                      </Typography.Text>
                      {q.comment}
                    </div>
                  ) : null}
                  {q.excellent ? (
                    <Tag icon={<TrophyOutlined />} color="gold" data-testid="excellent-mark">
                      {t('caseWork.markedExcellent')}
                    </Tag>
                  ) : null}
                </Space>
              </Card>
            </List.Item>
          );
        }}
      />
    </Space>
  );
}
