/** Building a paper (part 1 §3): by hand from the bank, or by rule (a random draw per type, in variants). */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TBankQuestionItem, TCreatePaperRequest } from '@lingua/contracts';
import { SubjectTypes, stripMarkup } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examApi } from '../../api/exam-endpoints';

interface Values {
  title: string;
  timeMinutes: number;
  variants: number;
  rule: { subjectType: number; count: number }[];
}

export function CreatePaperModal({
  open,
  busy,
  onCancel,
  onCreate,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onCreate: (body: TCreatePaperRequest) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [source, setSource] = useState<'manual' | 'rule'>('manual');
  const [chosen, setChosen] = useState<number[]>([]);
  const [typeFilter, setTypeFilter] = useState<number | undefined>();
  useEffect(() => {
    if (open) {
      form.resetFields();
      setChosen([]);
    }
  }, [open, form]);
  const bank = useQuery({
    queryKey: ['examBank', typeFilter],
    queryFn: () => examApi.bankQuestions(typeFilter),
    enabled: open && source === 'manual',
  });
  const typeOptions = SubjectTypes.map((code) => ({
    value: code,
    label: t(`training.type.${code}` as 'training.type.10'),
  }));
  const submit = (v: Values) =>
    onCreate({
      title: v.title,
      timeMinutes: v.timeMinutes,
      questionIds: source === 'manual' ? chosen : [],
      rule: source === 'rule' ? v.rule : [],
      variants: source === 'rule' ? v.variants : 1,
    });
  return (
    <Modal
      open={open}
      title={t('exam.newPaper')}
      width={860}
      okButtonProps={{ loading: busy, disabled: source === 'manual' && chosen.length === 0 }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ timeMinutes: 30, variants: 1, rule: [{ subjectType: 10, count: 2 }] }}
        onFinish={submit}
      >
        <Space wrap>
          <Form.Item name="title" label={t('exam.paperTitle')} rules={[{ required: true, max: 100 }]}>
            <Input style={{ width: 320 }} />
          </Form.Item>
          <Form.Item name="timeMinutes" label={t('exam.paperTime')} rules={[{ required: true }]}>
            <InputNumber min={1} max={600} />
          </Form.Item>
        </Space>
        <Form.Item label={t('exam.source')}>
          <Radio.Group value={source} onChange={(e) => setSource(e.target.value)}>
            <Radio value="manual">{t('exam.sourceManual')}</Radio>
            <Radio value="rule">{t('exam.sourceRule')}</Radio>
          </Radio.Group>
        </Form.Item>
        {source === 'manual' ? (
          <>
            <Space style={{ marginBottom: 8 }}>
              <Typography.Text>{t('exam.pickQuestions')}</Typography.Text>
              <Select
                allowClear
                style={{ width: 160 }}
                placeholder={t('exam.ruleType')}
                options={typeOptions}
                value={typeFilter}
                onChange={setTypeFilter}
              />
              <Tag color="blue">{t('exam.chosen', { count: chosen.length })}</Tag>
            </Space>
            <Table<TBankQuestionItem>
              rowKey="questionId"
              size="small"
              loading={bank.isLoading}
              dataSource={bank.data ?? []}
              pagination={{ pageSize: 8, showSizeChanger: false }}
              rowSelection={{
                selectedRowKeys: chosen,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setChosen(keys.map(Number)),
              }}
              columns={[
                {
                  title: t('exam.ruleType'),
                  key: 'type',
                  width: 110,
                  render: (_, q) => <Tag>{t(`training.type.${q.subjectType}` as 'training.type.10')}</Tag>,
                },
                {
                  title: t('exam.question', { n: '' }),
                  key: 'stem',
                  render: (_, q) => stripMarkup(q.stem).slice(0, 90),
                },
                { title: t('exam.paper'), dataIndex: 'trainingTitle', key: 'training', width: 180 },
                { title: t('exam.fullMark'), dataIndex: 'fullMark', key: 'mark', width: 70 },
              ]}
            />
          </>
        ) : (
          <>
            <Form.List name="rule">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline">
                      <Form.Item
                        name={[field.name, 'subjectType']}
                        label={t('exam.ruleType')}
                        rules={[{ required: true }]}
                      >
                        <Select style={{ width: 160 }} options={typeOptions} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'count']} label={t('exam.ruleCount')} rules={[{ required: true }]}>
                        <InputNumber min={1} max={100} />
                      </Form.Item>
                      <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label="remove" />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ subjectType: 11, count: 1 })}>
                    {t('exam.addRule')}
                  </Button>
                </>
              )}
            </Form.List>
            <Form.Item name="variants" label={t('exam.variants')} style={{ marginTop: 12 }}>
              <InputNumber min={1} max={10} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
