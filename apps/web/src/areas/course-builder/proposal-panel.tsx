/**
 * The intelligent outline: a topic, a level and hours in; chapters, steps and trainings out, each
 * with the reasons it was chosen. The teacher adds the proposal to the draft or discards it.
 */
import type { TOutlineProposal } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseBuilderApi } from '../../api/course-builder';

interface Ask {
  topic: string;
  level: number;
  hours: number;
}

export function ProposalPanel({ onAccept }: { onAccept: (proposal: TOutlineProposal) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'cn';
  const [proposal, setProposal] = useState<TOutlineProposal | undefined>();
  const propose = useMutation({ mutationFn: (ask: Ask) => courseBuilderApi.propose(ask), onSuccess: setProposal });
  return (
    <Card title={t('builder.propose.title')} size="small">
      <Typography.Paragraph type="secondary">{t('builder.propose.intro')}</Typography.Paragraph>
      <Form<Ask>
        layout="vertical"
        initialValues={{ level: 2, hours: 8 }}
        onFinish={(ask) => propose.mutate({ ...ask, topic: ask.topic.trim() })}
      >
        <Form.Item
          name="topic"
          label={t('builder.propose.topic')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input placeholder={t('builder.propose.topicPlaceholder')} maxLength={100} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="level" label={t('builder.propose.levelLabel')}>
            <Select
              style={{ width: 120 }}
              options={[1, 2, 3].map((v) => ({ value: v, label: t(`builder.propose.level${v as 1 | 2 | 3}`) }))}
            />
          </Form.Item>
          <Form.Item name="hours" label={t('builder.propose.hours')}>
            <InputNumber min={2} max={64} precision={0} />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={propose.isPending}>
          {t('builder.propose.run')}
        </Button>
      </Form>
      {proposal && (
        <Flex vertical gap={8} style={{ marginTop: 16 }} data-testid="proposal">
          {proposal.chapters.length === 0 ? (
            <Empty description={t('builder.propose.none')} />
          ) : (
            <>
              <Typography.Text type="secondary">
                {t('builder.propose.matched', { words: proposal.topicWords.join(', ') })}
              </Typography.Text>
              {proposal.chapters.map((chapter, ci) => (
                <Card
                  key={`${chapter.graphTitle}-${chapter.knowledgePoint}`}
                  size="small"
                  title={`${ci + 1}. ${chapter.title[language]}`}
                >
                  <Typography.Text type="secondary">
                    {t('builder.propose.point', { point: chapter.knowledgePoint, graph: chapter.graphTitle })}
                  </Typography.Text>
                  {chapter.steps.map((step) => (
                    <div key={step.title.en} style={{ marginTop: 8 }}>
                      <Typography.Text strong>{step.title[language]}</Typography.Text>
                      {step.activities.map((a) => (
                        <div key={a.trainingId} style={{ marginLeft: 12 }}>
                          <Space wrap size={4}>
                            <Tag color="blue">{t(`course.kind.${a.kind}`)}</Tag>
                            <span>{a.title[language]}</span>
                          </Space>
                          <div>
                            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                              {a.reasons.join(' · ')}
                            </Typography.Text>
                          </div>
                        </div>
                      ))}
                    </div>
                  ))}
                </Card>
              ))}
              <Space wrap>
                <Button
                  type="primary"
                  onClick={() => {
                    onAccept(proposal);
                    setProposal(undefined);
                  }}
                >
                  {t('builder.propose.accept')}
                </Button>
                <Button onClick={() => setProposal(undefined)}>{t('builder.propose.discard')}</Button>
              </Space>
            </>
          )}
        </Flex>
      )}
      {propose.isError && <Alert type="error" showIcon message={t('builder.loadFailed')} style={{ marginTop: 12 }} />}
    </Card>
  );
}
