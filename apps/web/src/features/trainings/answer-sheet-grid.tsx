/**
 * The answer-sheet grid: one numbered button per question, marked answered by the rule of part 1
 * §5 (none in preview). Items 50px wide, margin 10, radius 3px (part 2 §9).
 */
import { isAnswered, type TQuestionAnswer } from '@lingua/contracts';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

export function AnswerSheetGrid({
  questions,
  answers,
  preview = false,
  current,
  onPick,
}: {
  questions: { questionId: number; subject_type: number }[];
  answers: Map<number, TQuestionAnswer>;
  preview?: boolean;
  current?: number;
  onPick: (questionId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex
      component="ul"
      wrap
      gap={10}
      aria-label={t('training.answerSheet')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {questions.map((q, i) => {
        const done = !preview && isAnswered(q.subject_type, answers.get(q.questionId));
        return (
          // The item holds the button, so it is still announced (and pressed) as a button.
          <li key={q.questionId}>
            <Button
              type={done ? 'primary' : 'default'}
              style={{
                width: 50,
                borderRadius: 3,
                outline: current === q.questionId ? '2px solid var(--ant-color-primary, #1677ff)' : undefined,
              }}
              aria-label={`${t('training.questionNo', { n: i + 1 })} ${done ? t('training.answered') : t('training.unanswered')}`}
              aria-current={current === q.questionId ? 'true' : undefined}
              data-answered={done ? 'true' : 'false'}
              onClick={() => onPick(q.questionId)}
            >
              {i + 1}
            </Button>
          </li>
        );
      })}
    </Flex>
  );
}
