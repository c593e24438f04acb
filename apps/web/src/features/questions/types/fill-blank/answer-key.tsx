/**
 * Fill-in-blank and gap-filling (12): per blank its accepted answers; an imported blank's
 * fractions and feedback per answer, its numbers with their tolerance and units, whether case
 * counts or `*` is a wildcard, and the feedback for any other answer.
 */
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AcceptedAnswers, Feedback, KeyRows, numberAt, type TKeyAnswer, textAt } from '../../answer-key-parts';
import { list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

type NumberAnswer = { value?: unknown; tolerance?: unknown; fraction?: unknown; feedback?: unknown };

function BlankKey({ blank }: { blank: Record<string, unknown> }) {
  const { t } = useTranslation();
  const fractions = list<unknown>(blank.fractions);
  const feedback = list<unknown>(blank.feedback);
  const answers: TKeyAnswer[] = [
    ...list<string>(blank.accepted).map((text, i) => ({
      text,
      fraction: numberAt(fractions[i]),
      feedback: textAt(feedback[i]),
    })),
    ...list<NumberAnswer>(blank.numbers).map((n) => ({
      text: t('preview.number', { value: numberAt(n.value) ?? '', tolerance: numberAt(n.tolerance) ?? 0 }),
      fraction: numberAt(n.fraction),
      feedback: textAt(n.feedback),
    })),
  ];
  const units = list<{ unit?: unknown }>(blank.units)
    .map((u) => textAt(u.unit))
    .filter(Boolean);
  return (
    <Flex vertical gap={2}>
      <AcceptedAnswers answers={answers} />
      <Flex gap={4} wrap>
        {blank.caseSensitive === true ? <Tag>{t('preview.caseSensitive')}</Tag> : null}
        {blank.wildcards === true ? <Tag>{t('preview.wildcards')}</Tag> : null}
        {units.length > 0 ? <Tag>{t('preview.units', { list: units.join(', ') })}</Tag> : null}
      </Flex>
      <Feedback text={textAt(blank.otherFeedback)} label={t('preview.otherFeedback')} />
    </Flex>
  );
}

export function FillBlankAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const words = list<string>(c.wordBank);
  return (
    <Flex vertical gap={8}>
      <KeyRows
        rows={list<unknown>(c.blanks).map((b, i) => ({
          label: t('preview.blank', { n: i + 1 }),
          answer: <BlankKey blank={obj(b)} />,
        }))}
      />
      {words.length > 0 ? (
        <Typography.Text type="secondary">
          {t('preview.wordBank')}
          {words.join(' · ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
