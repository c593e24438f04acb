/** Writing (19): a tall text box with the word count against the minimum below it. */
import { countWords } from '@lingua/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerText, obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';
import { WrittenInput } from '../../written-input';

export function WritingInput(props: TQuestionInputProps) {
  const { t } = useTranslation();
  const c = obj(props.content);
  const minWords = typeof c.minWords === 'number' ? c.minWords : 0;
  const words = countWords(answerText(props.answer));
  return (
    <WrittenInput
      {...props}
      minRows={8}
      below={
        <Typography.Text type={words < minWords ? 'warning' : 'secondary'}>
          {t('training.wordCount', { n: words })} · {t('training.minWords', { n: minWords })}
        </Typography.Text>
      }
    />
  );
}
