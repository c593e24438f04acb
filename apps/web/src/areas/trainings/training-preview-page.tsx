/**
 * The teacher's preview of any training (/teacher/practicals/trainingPreview?trainingId=…, from
 * every row of the training list and from a fresh import; issue 19 item 6): the background and
 * the questions as the student sees them, answerable here without saving, and a switch that shows
 * each question's answer key (right answers, accepted alternatives, fractions, feedback, analysis).
 * The switch is kept in the address (`answers=1`), so a reload or a shared link keeps it. Spoken
 * questions go on to the speaking preview (a class's machine readings and role voices).
 */
import { SpokenTypes, type TPreviewQuestion, type TQuestionAnswer, type TTrainingPreview } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { trainingApi } from '../../api/trainings';
import { QuestionCardTitle } from '../../features/answering/question-card-title';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { AnswerSheetGrid } from '../../features/trainings/answer-sheet-grid';
import { BackgroundViewer } from '../../features/trainings/background-viewer';
import { QuestionAnswerKey } from '../../features/trainings/question-answer-key';
import { QuestionInput } from '../../features/trainings/question-input';
import { SplitLayout } from '../../features/trainings/split-layout';
import { useTrainingRoute } from '../../features/trainings/use-training-route';

const LIST = '/teacher/practicals/practical';

function PreviewQuestions({ preview, showAnswers }: { preview: TTrainingPreview; showAnswers: boolean }) {
  const { t } = useTranslation();
  // Answers typed here stay on this page: nothing is saved or scored.
  const [answers, setAnswers] = useState(() => new Map<number, TQuestionAnswer>());
  const cards = useRef(new Map<number, HTMLDivElement | null>());
  const [current, setCurrent] = useState<number | undefined>(preview.questions[0]?.questionId);
  const pick = (id: number) => {
    setCurrent(id);
    cards.current.get(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const card = (q: TPreviewQuestion, i: number) => (
    <Card
      key={q.questionId}
      size="small"
      data-testid="preview-question"
      ref={(el) => {
        cards.current.set(q.questionId, el);
      }}
      title={<QuestionCardTitle index={i} subjectType={q.subject_type} fullMark={q.fullMark} />}
      onFocus={() => setCurrent(q.questionId)}
    >
      <QuestionInput
        subjectType={q.subject_type}
        stem={q.stem}
        content={q.content}
        answer={answers.get(q.questionId) ?? {}}
        disabled={false}
        onChange={(a) => setAnswers((prev) => new Map(prev).set(q.questionId, a))}
      />
      {showAnswers ? (
        <QuestionAnswerKey subjectType={q.subject_type} stem={q.stem} answerKey={q.answerKey} analysis={q.analysis} />
      ) : null}
    </Card>
  );
  const questions = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <AnswerSheetGrid questions={preview.questions} answers={answers} preview current={current} onPick={pick} />
      {preview.questions.map(card)}
    </Space>
  );
  if (preview.background.length === 0) return questions;
  return (
    <SplitLayout
      label={t('training.background')}
      left={
        <div style={{ paddingRight: 12 }}>
          <Typography.Title level={5}>{t('training.background')}</Typography.Title>
          <BackgroundViewer items={preview.background} />
        </div>
      }
      right={<div style={{ padding: '0 12px' }}>{questions}</div>}
    />
  );
}

/**
 * The preview itself, for any page that shows a training as the student sees it: the teacher's
 * trainingPreview page here, and the resource pool's previews (areas/resource-pool) in their shell.
 * `actions` adds buttons beside the answer switch (the pool's favourite).
 */
export function TrainingPreviewView({
  trainingId,
  classId,
  actions,
}: {
  trainingId: number;
  classId: number | null;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const showAnswers = params.get('answers') === '1';
  const setShowAnswers = (on: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('answers', '1');
        else next.delete('answers');
        return next;
      },
      { replace: true },
    );
  const preview = useQuery({
    queryKey: ['training', 'preview', trainingId],
    queryFn: () => trainingApi.preview(trainingId),
    retry: false,
  });
  const p = preview.data;
  useDocumentTitle(p ? `${t('preview.title')} · ${p.title}` : t('preview.title'));
  if (preview.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (preview.error) return <Alert type="error" showIcon message={preview.error.message} />;
  if (!p) return null;
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('preview.title')} · {p.title}
            </Typography.Title>
            <Space wrap size={[8, 4]}>
              <Tag color="blue">{t(`training.kind.${p.kind}`)}</Tag>
              <Typography.Text type="secondary">{t('training.fullMark', { n: p.fullMark })}</Typography.Text>
            </Space>
            {p.intro ? <Typography.Text type="secondary">{p.intro}</Typography.Text> : null}
          </Space>
          <Space wrap>
            {actions}
            {classId && p.questions.some((q) => SpokenTypes.includes(q.subject_type)) ? (
              <Button
                onClick={() =>
                  navigate(`/teacher/practicals/rolePlayPreview?classId=${classId}&trainingId=${p.trainingId}`)
                }
              >
                {t('preview.listenWithVoices')}
              </Button>
            ) : null}
            <Space size={8}>
              <Switch id="show-answers" checked={showAnswers} onChange={setShowAnswers} />
              <label htmlFor="show-answers" style={{ cursor: 'pointer' }}>
                {t('preview.showAnswers')}
              </label>
            </Space>
          </Space>
        </Flex>
        <Alert type="info" showIcon message={t('preview.notSaved')} style={{ marginTop: 12 }} />
      </Card>
      {p.questions.length === 0 ? (
        <Card>
          <Empty description={t('preview.empty')} />
        </Card>
      ) : (
        <PreviewQuestions preview={p} showAnswers={showAnswers} />
      )}
    </>
  );
}

export function TrainingPreviewPage() {
  const { t } = useTranslation();
  const { classId, trainingId } = useTrainingRoute();
  const back = classId ? `${LIST}?classId=${classId}` : LIST;
  return (
    <div className="page-container">
      <Link to={back} style={{ display: 'inline-block', marginBottom: 12 }}>
        ← {t('preview.backToList')}
      </Link>
      {trainingId === null ? (
        <Empty description={t('preview.missingTraining')} />
      ) : (
        <TrainingPreviewView trainingId={trainingId} classId={classId} />
      )}
    </div>
  );
}
