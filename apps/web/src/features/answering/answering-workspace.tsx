/**
 * The answering workspace shared by practice and exams: a header card (the title, the page's own
 * panels, the save state, submit) over the answer-sheet grid, then one card per question, beside
 * the background on a draggable split when there is one. What differs comes in as slots: `panels`
 * (the practice timer, the exam's server clock), `notices` (invigilation banners, the listening
 * rule), `background` (the material with its listening rules) and `renderSpecial` (an answer
 * other than the question input: the recorder of a spoken question).
 */
import type { TQuestionAnswer } from '@lingua/contracts';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { AnswerSheetGrid } from '../trainings/answer-sheet-grid';
import { QuestionInput } from '../trainings/question-input';
import { SplitLayout } from '../trainings/split-layout';
import type { JournalSnapshot } from './answer-journal';
import { QuestionCardTitle } from './question-card-title';
import { SaveStatus } from './save-status';

export interface WorkspaceQuestion {
  questionId: number;
  subject_type: number;
  fullMark: number;
  stem: string;
  content: unknown;
}

export function AnsweringWorkspace<Q extends WorkspaceQuestion>({
  heading,
  panels,
  save,
  submit,
  notices,
  background,
  questions,
  answers,
  disabled,
  onChange,
  renderSpecial,
}: {
  /** The title and what stands with it (the exam's status, the training's intro). */
  heading: ReactNode;
  /** Between the heading and the save state: the practice timer, the exam's server clock. */
  panels?: ReactNode;
  save: JournalSnapshot;
  submit: { label: string; onClick: () => void; disabled?: boolean };
  /** Above the questions: invigilation banners, the listening rule. */
  notices?: ReactNode;
  /** The material beside the questions, on a draggable split. */
  background?: { label: string; content: ReactNode };
  questions: Q[];
  answers: Map<number, TQuestionAnswer>;
  /** The inputs are read-only (paused, locked, listening first). */
  disabled: boolean;
  onChange: (questionId: number, answer: TQuestionAnswer) => void;
  /** A question answered by something other than the question input; undefined for the input. */
  renderSpecial?: (question: Q) => ReactNode | undefined;
}) {
  const [current, setCurrent] = useState<number | undefined>(questions[0]?.questionId);
  const cards = useRef(new Map<number, HTMLDivElement | null>());
  // The focus follows to the question, so a keyboard user's next Tab is in it, not back at the grid.
  const pick = (id: number) => {
    setCurrent(id);
    const card = cards.current.get(id);
    card?.focus({ preventScroll: true });
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const questionsPane = (
    <Space direction="vertical" style={{ width: '100%', padding: background ? '0 12px' : 0 }} size="middle">
      {notices}
      {questions.map((q, i) => (
        <Card
          key={q.questionId}
          size="small"
          ref={(el) => {
            cards.current.set(q.questionId, el);
          }}
          data-testid="question"
          className="question-card"
          tabIndex={-1}
          title={<QuestionCardTitle index={i} subjectType={q.subject_type} fullMark={q.fullMark} />}
          onFocus={() => setCurrent(q.questionId)}
        >
          {renderSpecial?.(q) ?? (
            <QuestionInput
              subjectType={q.subject_type}
              stem={q.stem}
              content={q.content}
              answer={answers.get(q.questionId) ?? {}}
              disabled={disabled}
              onChange={(a) => onChange(q.questionId, a)}
            />
          )}
        </Card>
      ))}
    </Space>
  );

  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          {heading}
          <Space wrap size="middle">
            {panels}
            <SaveStatus {...save} />
            <Button type="primary" disabled={submit.disabled} onClick={submit.onClick}>
              {submit.label}
            </Button>
          </Space>
        </Flex>
        <div style={{ marginTop: 12 }}>
          <AnswerSheetGrid questions={questions} answers={answers} current={current} onPick={pick} />
        </div>
      </Card>
      {background ? (
        <SplitLayout
          label={background.label}
          left={
            <div style={{ paddingRight: 12 }}>
              <Typography.Title level={5}>{background.label}</Typography.Title>
              {background.content}
            </div>
          }
          right={questionsPane}
        />
      ) : (
        questionsPane
      )}
    </>
  );
}
