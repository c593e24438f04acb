/** A new interactive training for a class: its scenario, title, reviews per answer and rubric. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';

interface CreateValues {
  trainingId: number;
  title: string;
  reviewsPerAnswer: number;
  rubric: { name: string; description: string }[];
}

export function CreateActivityModal({
  classId,
  onClose,
  onCreated,
}: {
  classId: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const scenarios = useQuery({ queryKey: ['interaction', 'scenarios'], queryFn: interactionApi.scenarios });
  const trainingId = Form.useWatch('trainingId', form);
  const scenario = useQuery({
    queryKey: ['interaction', 'scenario', trainingId],
    queryFn: () => interactionApi.scenario(trainingId),
    enabled: Boolean(trainingId),
  });
  useEffect(() => {
    if (!scenario.data) return;
    form.setFieldsValue({
      rubric: scenario.data.suggestedRubric,
      title: form.getFieldValue('title') || scenario.data.title,
    });
  }, [scenario.data, form]);
  const create = useMutation({
    mutationFn: (v: CreateValues) => interactionApi.create({ classId, ...v }),
    onSuccess: (d) => onCreated(d.activityId),
  });
  return (
    <Modal
      open
      title={t('interaction.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('interaction.createOk')}
      confirmLoading={create.isPending}
      width={640}
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ reviewsPerAnswer: 2, rubric: [] }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item name="trainingId" label={t('interaction.scenario')} rules={[{ required: true }]}>
          <Select
            loading={scenarios.isLoading}
            options={(scenarios.data ?? []).map((s) => ({
              value: s.trainingId,
              label: `${s.title}（${t('interaction.stageCount', { count: s.stageCount })}）`,
            }))}
            aria-label={t('interaction.scenario')}
          />
        </Form.Item>
        {scenario.data ? <Typography.Paragraph type="secondary">{scenario.data.intro}</Typography.Paragraph> : null}
        <Form.Item name="title" label={t('interaction.activityTitle')} rules={[{ required: true, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="reviewsPerAnswer" label={t('interaction.reviewsPerAnswer')}>
          <InputNumber min={1} max={5} />
        </Form.Item>
        <Typography.Text strong>{t('interaction.rubric')}</Typography.Text>
        <Typography.Paragraph type="secondary">{t('interaction.rubricHint')}</Typography.Paragraph>
        <Form.List name="rubric">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((f) => (
                <Flex key={f.key} gap={8} wrap>
                  <Form.Item
                    name={[f.name, 'name']}
                    rules={[{ required: true, max: 60 }]}
                    style={{ flex: '1 1 160px', margin: 0 }}
                  >
                    <Input placeholder={t('interaction.itemName')} maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'description']} style={{ flex: '2 1 220px', margin: 0 }}>
                    <Input placeholder={t('interaction.itemDescription')} maxLength={300} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                    {t('interaction.remove')}
                  </Button>
                </Flex>
              ))}
              <Button onClick={() => add({ name: '', description: '' })} disabled={fields.length >= 8}>
                {t('interaction.addItem')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
