/**
 * One question's answer key in the teacher's preview: the type's own view of its right answer
 * (a lookup in the question-type table, features/questions/types/), then its analysis.
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../shared/markup-text';
import { questionViewOf } from '../questions/types';

export function QuestionAnswerKey({
  subjectType,
  stem,
  answerKey,
  analysis,
}: {
  subjectType: number;
  stem: string;
  answerKey: unknown;
  analysis: string;
}) {
  const { t } = useTranslation();
  const AnswerKey = questionViewOf(subjectType)?.AnswerKey;
  return (
    <div data-testid="answer-key">
      <div style={{ borderTop: '1px dashed var(--ant-color-border, #d9d9d9)', margin: '12px 0 8px', paddingTop: 8 }}>
        <Typography.Text type="success" strong>
          {t('preview.answerKey')}
        </Typography.Text>
      </div>
      <Flex vertical gap={8}>
        {AnswerKey ? <AnswerKey stem={stem} content={answerKey} /> : null}
        {analysis.trim() ? (
          <div data-testid="key-analysis">
            <Typography.Text type="secondary">{t('preview.analysis')}</Typography.Text>
            <MarkupText text={analysis} />
          </div>
        ) : null}
      </Flex>
    </div>
  );
}
