/**
 * Multiple choice (10): every option with its right ones marked; an imported option's fraction
 * and feedback beside it (on the option, or in the content's per-option lists).
 */
import { Flex, Typography } from 'antd';
import { MarkupText } from '../../../../shared/markup-text';
import { Feedback, Fraction, numberAt, RightMark, textAt } from '../../answer-key-parts';
import { list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

type Option = { key: string; text: string; fraction?: unknown; feedback?: unknown };

export function ChoiceAnswerKey({ content }: TAnswerKeyProps) {
  const c = obj(content);
  const right = list<string>(c.answer);
  const fractions = list<unknown>(c.fractions);
  const feedback = list<unknown>(c.feedback);
  return (
    <Flex vertical gap={4}>
      {list<Option>(c.options).map((o, i) => {
        const isRight = right.includes(o.key);
        return (
          <Flex key={o.key} gap={8} align="baseline" wrap data-testid="key-option" data-right={isRight}>
            <RightMark right={isRight} />
            <Typography.Text strong={isRight}>
              {o.key}. <MarkupText text={o.text} />
            </Typography.Text>
            <Fraction value={numberAt(o.fraction) ?? numberAt(fractions[i])} />
            <Feedback text={textAt(o.feedback) ?? textAt(feedback[i])} />
          </Flex>
        );
      })}
    </Flex>
  );
}
