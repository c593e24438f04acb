/**
 * /lti/pick?id=…: the instructor's training picker of a deep-linking launch. The teacher chooses a
 * course of the school and one of its trainings; Lingua signs the answer and the browser posts it
 * back to the course platform (the server's page at the answer's postPath), which adds the
 * activity, with a grade column, to its course.
 */
import type { TTrainingKind } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Input, Radio, Result, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ltiApi } from '../../api/lti';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { PageSpinner } from '../../shared/page-spinner';

export function LtiPickPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  useDocumentTitle(t('lti.pick.title'));
  const options = useQuery({
    queryKey: ['lti', 'deepLinkOptions', id],
    queryFn: () => ltiApi.deepLinkOptions(id),
    enabled: id !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [courseId, setCourseId] = useState<number | null>(null);
  const [trainingId, setTrainingId] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const choose = useMutation({
    mutationFn: (chosen: number) => ltiApi.deepLinkChoose(id, chosen),
    // The server's page posts the signed answer to the platform (a form to another site).
    onSuccess: ({ postPath }) => window.location.assign(postPath),
  });
  const courses = options.data?.courses ?? [];
  const course = courses.find((c) => c.courseId === courseId) ?? courses[0];
  const trainings = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return (course?.trainings ?? []).filter((tr) => !words || tr.title.toLowerCase().includes(words));
  }, [course, filter]);

  if (!id || options.isError) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Result
          status="warning"
          title={t('lti.pick.expiredTitle')}
          subTitle={options.error?.message ?? t('lti.pick.expired')}
        />
      </Flex>
    );
  }
  if (options.isPending) return <PageSpinner fullScreen />;
  return (
    <div className="lti-pick" style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('lti.pick.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('lti.pick.intro', { platform: options.data?.platformName, className: options.data?.className })}
        </Typography.Paragraph>
        {courses.length === 0 ? (
          <Empty description={t('lti.pick.noCourses')} />
        ) : (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Flex gap={12} wrap>
              <Select
                aria-label={t('lti.pick.course')}
                style={{ minWidth: 240, flex: '1 1 240px' }}
                value={course?.courseId}
                onChange={(value: number) => {
                  setCourseId(value);
                  setTrainingId(null);
                }}
                options={courses.map((c) => ({
                  value: c.courseId,
                  label: t('lti.pick.courseOption', { name: c.name, count: c.trainings.length }),
                }))}
              />
              <Input.Search
                allowClear
                style={{ flex: '1 1 200px' }}
                placeholder={t('lti.pick.search')}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
            </Flex>
            {trainings.length === 0 ? (
              <Empty description={t('lti.pick.noMatch')} />
            ) : (
              <Radio.Group
                value={trainingId}
                onChange={(e) => setTrainingId(e.target.value as number)}
                style={{ width: '100%' }}
              >
                <Flex vertical gap={8} style={{ maxHeight: 420, overflowY: 'auto' }}>
                  {trainings.map((tr) => (
                    <Radio key={tr.trainingId} value={tr.trainingId} style={{ padding: '6px 0' }}>
                      <Space wrap size={[8, 4]}>
                        <span>{tr.title}</span>
                        <Tag>{t(`training.kind.${tr.kind as TTrainingKind}`, { defaultValue: tr.kind })}</Tag>
                        <Typography.Text type="secondary">
                          {t('lti.pick.fullMark', { mark: tr.fullMark })}
                        </Typography.Text>
                      </Space>
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            )}
            {choose.isError && <Alert type="error" showIcon message={choose.error.message} />}
            <Flex justify="flex-end">
              <Button
                type="primary"
                size="large"
                disabled={trainingId === null}
                loading={choose.isPending || choose.isSuccess}
                onClick={() => trainingId !== null && choose.mutate(trainingId)}
              >
                {t('lti.pick.add')}
              </Button>
            </Flex>
          </Space>
        )}
      </Card>
    </div>
  );
}
