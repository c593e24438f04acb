/**
 * Building a paper (part 1 §3): by hand from the bank, or by rule (a random draw per type, in
 * variants); or editing one. Once an exam has used the paper its questions are shown locked.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type {
  TBankQuestionItem,
  TCreatePaperRequest,
  TDifficulty,
  TPaperDetail,
  TPaperRuleItem,
} from '@lingua/contracts';
import { SubjectTypes, stemPreview } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examApi } from '../../api/exams';
import { useDiscardGuard } from '../../features/forms/use-discard-guard';

interface Values {
  title: string;
  timeMinutes: number;
  variants: number;
  /** Difficulty 0 is "any" in the form; the API leaves it out. */
  rule: { subjectType: number; difficulty: number; count: number }[];
}

const LEVEL_KEYS = { 1: 'exam.level.easy', 2: 'exam.level.medium', 3: 'exam.level.hard' } as const;

const toRule = (rule: Values['rule']): TPaperRuleItem[] =>
  rule.map(({ subjectType, difficulty, count }) =>
    difficulty === 1 || difficulty === 2 || difficulty === 3
      ? { subjectType, difficulty, count }
      : { subjectType, count },
  );

export function PaperFormModal({
  open,
  busy,
  editing,
  onCancel,
  onSave,
}: {
  open: boolean;
  busy: boolean;
  /** The paper being edited; none for a new one. */
  editing?: TPaperDetail;
  onCancel: () => void;
  onSave: (body: TCreatePaperRequest) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const guard = useDiscardGuard(onCancel);
  const [source, setSource] = useState<'manual' | 'rule'>(editing?.source ?? 'manual');
  const [chosen, setChosen] = useState<number[]>(editing?.questionIds ?? []);
  const [typeFilter, setTypeFilter] = useState<number | undefined>();
  const [difficultyFilter, setDifficultyFilter] = useState<TDifficulty | undefined>();
  const locked = editing?.questionsLocked ?? false;
  useEffect(() => {
    if (open) {
      form.resetFields();
      setSource(editing?.source ?? 'manual');
      setChosen(editing?.questionIds ?? []);
      guard.reset();
    }
  }, [open, form, editing, guard.reset]);
  const bank = useQuery({
    queryKey: ['examBank', typeFilter, difficultyFilter],
    queryFn: () => examApi.bankQuestions(typeFilter, difficultyFilter),
    enabled: open && source === 'manual',
  });
  const typeOptions = SubjectTypes.map((code) => ({
    value: code,
    label: t(`training.type.${code}` as 'training.type.10'),
  }));
  const levelOptions = ([1, 2, 3] as const).map((level) => ({ value: level, label: t(LEVEL_KEYS[level]) }));
  const submit = (v: Values) =>
    onSave({
      title: v.title,
      timeMinutes: v.timeMinutes,
      questionIds: source === 'manual' ? chosen : [],
      rule: source === 'rule' ? toRule(v.rule) : [],
      variants: source === 'rule' ? v.variants : 1,
    });
  return (
    <Modal
      open={open}
      title={editing ? t('exam.editPaper') : t('exam.newPaper')}
      width={860}
      okText={editing ? t('exam.saveChanges') : t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: source === 'manual' && chosen.length === 0 }}
      onOk={() => form.submit()}
      onCancel={guard.cancel}
      destroyOnHidden
    >
      {locked ? <Alert type="info" showIcon message={t('exam.questionsLocked')} style={{ marginBottom: 12 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? {
                title: editing.title,
                timeMinutes: editing.timeMinutes,
                variants: editing.variants,
                rule: (editing.rule ?? [{ subjectType: 10, count: 2 }]).map((r) => ({ difficulty: 0, ...r })),
              }
            : { timeMinutes: 30, variants: 1, rule: [{ subjectType: 10, difficulty: 0, count: 2 }] }
        }
        onValuesChange={guard.markDirty}
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
          <Radio.Group
            value={source}
            disabled={locked}
            onChange={(e) => {
              setSource(e.target.value);
              guard.markDirty();
            }}
          >
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
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder={t('exam.difficulty')}
                options={levelOptions}
                value={difficultyFilter}
                onChange={setDifficultyFilter}
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
                getCheckboxProps: () => ({ disabled: locked }),
                onChange: (keys) => {
                  setChosen(keys.map(Number));
                  guard.markDirty();
                },
              }}
              columns={[
                {
                  title: t('exam.ruleType'),
                  key: 'type',
                  width: 110,
                  render: (_, q) => <Tag>{t(`training.type.${q.subjectType}` as 'training.type.10')}</Tag>,
                },
                {
                  title: t('exam.stem'),
                  key: 'stem',
                  render: (_, q) => stemPreview(q.stem).slice(0, 90),
                },
                {
                  title: t('exam.difficulty'),
                  key: 'difficulty',
                  width: 70,
                  render: (_, q) => t(LEVEL_KEYS[q.difficulty]),
                },
                { title: t('exam.fromTraining'), dataIndex: 'trainingTitle', key: 'training', width: 180 },
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
                        <Select style={{ width: 160 }} options={typeOptions} disabled={locked} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'difficulty']} label={t('exam.difficulty')}>
                        <Select
                          style={{ width: 110 }}
                          options={[{ value: 0, label: t('exam.levelAny') }, ...levelOptions]}
                          disabled={locked}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'count']} label={t('exam.ruleCount')} rules={[{ required: true }]}>
                        <InputNumber min={1} max={100} disabled={locked} />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        disabled={locked}
                        onClick={() => remove(field.name)}
                        aria-label={t('exam.delete')}
                      />
                    </Space>
                  ))}
                  <div>
                    <Button
                      icon={<PlusOutlined />}
                      disabled={locked}
                      onClick={() => add({ subjectType: 11, difficulty: 0, count: 1 })}
                    >
                      {t('exam.addRule')}
                    </Button>
                  </div>
                </>
              )}
            </Form.List>
            <Form.Item name="variants" label={t('exam.variants')} style={{ marginTop: 12 }}>
              <InputNumber min={1} max={10} disabled={locked} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
