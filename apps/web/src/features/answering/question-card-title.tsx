/** A question card's title wherever questions are answered or previewed: its number, type and points. */
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function QuestionCardTitle({
  index,
  subjectType,
  fullMark,
}: {
  index: number;
  subjectType: number;
  fullMark: number;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={[8, 0]}>
      <span>{t('training.questionNo', { n: index + 1 })}</span>
      <Tag color="blue">{t(`training.type.${subjectType}` as 'training.type.10')}</Tag>
      <Typography.Text type="secondary">{t('training.points', { n: fullMark })}</Typography.Text>
    </Space>
  );
}
