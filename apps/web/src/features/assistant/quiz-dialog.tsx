/** The knowledge quiz dialog (part 1 §4): answering mode, submit with confirmation, then review mode whose button closes. */
import type { TQuizQuestion, TQuizReviewItem } from '@lingua/contracts';
import { App, Button, Empty, Modal, Radio, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from './assistant-api';

export function QuizDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [questions, setQuestions] = useState<TQuizQuestion[]>();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [review, setReview] = useState<TQuizReviewItem[]>();

  useEffect(() => {
    if (!open) return;
    setQuestions(undefined);
    setAnswers({});
    setReview(undefined);
    void assistantApi.quiz().then((r) => setQuestions(r.subjectList));
  }, [open]);

  function submit() {
    const list = questions ?? [];
    const unanswered = list.some((q) => !answers[q.id]);
    modal.confirm({
      title: unanswered ? t('assistant.quiz.unanswered') : t('assistant.quiz.confirmSubmit'),
      onOk: async () => {
        const r = await assistantApi.submitQuiz(list.map((q) => ({ id: q.id, stu_answer: answers[q.id] ?? '' })));
        setReview(r.subjectList);
      },
    });
  }

  const footer = review ? (
    <Button type="primary" onClick={onClose}>
      {t('assistant.quiz.close')}
    </Button>
  ) : (
    <Button type="primary" disabled={!questions?.length} onClick={submit}>
      {t('assistant.quiz.submit')}
    </Button>
  );

  return (
    <Modal open={open} title={t('assistant.quiz.title')} onCancel={onClose} footer={footer} width={720} destroyOnHidden>
      {!questions ? (
        <Spin />
      ) : questions.length === 0 ? (
        <Empty description={t('assistant.quiz.none')} />
      ) : (
        <div className="assistant-quiz" data-testid="quiz-dialog">
          {questions.map((q, index) => {
            const reviewed = review?.find((r) => r.id === q.id);
            return (
              <div key={q.id} className="assistant-quiz-item">
                <Typography.Paragraph strong>
                  {index + 1}. {t('assistant.quiz.prompt')}
                </Typography.Paragraph>
                <Typography.Paragraph type="secondary">{q.question}</Typography.Paragraph>
                <Radio.Group
                  value={answers[q.id]}
                  disabled={review !== undefined}
                  onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: String(e.target.value) }))}
                >
                  <Space direction="vertical">
                    {q.options.map((o) => (
                      <Radio key={o} value={o}>
                        {o}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
                {reviewed && (
                  <div className="assistant-quiz-review">
                    <Tag color={reviewed.right_flag === 1 ? 'success' : 'error'}>
                      {reviewed.right_flag === 1 ? t('assistant.quiz.right') : t('assistant.quiz.wrong')}
                    </Tag>
                    <div>
                      {t('assistant.quiz.yourAnswer', {
                        answer: reviewed.stu_answer || t('assistant.quiz.notAnswered'),
                      })}
                    </div>
                    <div>{t('assistant.quiz.rightAnswer', { answer: reviewed.right_answer })}</div>
                    <Typography.Text type="secondary">
                      {t('assistant.quiz.analysis', { text: reviewed.subject_answer_anaylse })}
                    </Typography.Text>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
