/** True/false (11): the right value in the reader's words. */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RightMark } from '../../answer-key-parts';
import { obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function TrueFalseAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const value = obj(content).answer;
  if (typeof value !== 'boolean') return null;
  return (
    <Flex gap={8} align="baseline">
      <RightMark right />
      <Typography.Text strong data-testid="key-accepted">
        {value ? t('training.true') : t('training.false')}
      </Typography.Text>
    </Flex>
  );
}
