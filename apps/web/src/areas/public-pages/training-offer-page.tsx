/**
 * /fore_lang_train (part 2 §2.2, public): the platform's foreign-language training offer for a
 * college's foreign-language office: the course catalogue (from the content package, through the
 * public call) with each course's audience, summary and chapters, and how a school joins.
 */
import type { TCatalogueCourse } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Collapse, Flex, Row, Skeleton, Steps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeApi } from '../../api/home';
import { useDocumentTitle } from '../../features/brand/use-document-title';

const JOIN_STEPS = ['contact', 'account', 'teachers', 'classes'] as const;

function CourseCard({ course }: { course: TCatalogueCourse }) {
  const { t } = useTranslation();
  return (
    <Card
      title={course.name}
      extra={
        <Tag color={course.language === 'jp' ? 'magenta' : 'blue'}>
          {t(`publicPages.offer.language.${course.language}`)}
        </Tag>
      }
      style={{ height: '100%' }}
      data-testid="offer-course"
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('publicPages.offer.audience')}：{course.audience}
      </Typography.Paragraph>
      <Typography.Paragraph>{course.summary}</Typography.Paragraph>
      <Collapse
        size="small"
        items={[
          {
            key: 'chapters',
            label: t('publicPages.offer.chapters', { n: course.chapters.length }),
            children: (
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {course.chapters.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ol>
            ),
          },
        ]}
      />
    </Card>
  );
}

export function TrainingOfferPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('publicPages.offer.title'));
  const catalogue = useQuery({ queryKey: ['trainingCatalogue'], queryFn: homeApi.trainingCatalogue });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1120, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('publicPages.offer.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('publicPages.offer.intro')}</Typography.Paragraph>
      </Card>
      {catalogue.isLoading ? <Skeleton active /> : null}
      {catalogue.isError ? <Alert type="error" showIcon message={catalogue.error.message} /> : null}
      {catalogue.data ? (
        <Row gutter={[16, 16]}>
          {catalogue.data.map((course) => (
            <Col key={course.key} xs={24} md={12} xl={8}>
              <CourseCard course={course} />
            </Col>
          ))}
        </Row>
      ) : null}
      <Card title={t('publicPages.offer.joinTitle')}>
        <Steps
          direction="vertical"
          size="small"
          current={-1}
          items={JOIN_STEPS.map((step) => ({
            title: t(`publicPages.offer.join.${step}.title`),
            description: t(`publicPages.offer.join.${step}.text`),
          }))}
        />
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          <Link to="/practice_teaching">
            <Button type="primary">{t('publicPages.offer.signIn')}</Button>
          </Link>
          <Link to="/test">
            <Button>{t('publicPages.offer.deviceCheck')}</Button>
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}
