/**
 * The way from the student's home to their own learning analytics (everyDay, learnAnalyse): one
 * line with today's minutes and the current streak in the current class, and a link to each page.
 */
import { FireOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analyticsApi } from '../../../api/analytics';
import { queryKeys } from '../../../api/query-keys';

export function MyLearningCard({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const day = useQuery({
    queryKey: [...queryKeys.myLearning, 'everyDay', classId],
    queryFn: () => analyticsApi.everyDay(classId),
  });
  return (
    <Card size="small" title={t('myLearning.card')} data-testid="my-learning-card">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space size={16} wrap>
          {day.data ? (
            <>
              <Typography.Text>{t('myLearning.cardToday', { minutes: day.data.minutesToday })}</Typography.Text>
              <Typography.Text style={day.data.currentStreak > 0 ? { color: '#ea580c' } : undefined}>
                <FireOutlined /> {t('myLearning.cardStreak', { days: day.data.currentStreak })}
              </Typography.Text>
            </>
          ) : null}
        </Space>
        <Space size={16} wrap>
          <Link to="/student/teaching/everyDay">{t('myLearning.toEveryDay')}</Link>
          <Link to="/student/teaching/learnAnalyse">{t('myLearning.toLearn')}</Link>
        </Space>
      </Flex>
    </Card>
  );
}
