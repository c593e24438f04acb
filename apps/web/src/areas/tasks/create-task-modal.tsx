/** Publishing a task to the chosen class: type, background text, attachment rule and types, deadline, limits. */
import type { TCreateTaskRequest, TTaskFileGroup, TTaskType, TTaskUploadRule } from '@lingua/contracts';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ALL_GROUPS } from './task-labels';

interface Values {
  title: string;
  taskType: TTaskType;
  backgroundText: string;
  uploadRule: TTaskUploadRule;
  fileGroups: TTaskFileGroup[];
  maxFileMb: number;
  fullMark: number;
  deadline: Dayjs;
  timeLimitMinutes: number | null;
}

export function CreateTaskModal({
  open,
  busy,
  classId,
  onCancel,
  onCreate,
}: {
  open: boolean;
  busy: boolean;
  classId: number;
  onCancel: () => void;
  onCreate: (body: TCreateTaskRequest) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = Form.useWatch('uploadRule', form);
  const submit = (v: Values) =>
    onCreate({
      title: v.title,
      taskType: v.taskType,
      background: v.backgroundText?.trim()
        ? [{ displayType: 1, htmlStr: `<p>${escapeHtml(v.backgroundText)}</p>` }]
        : [],
      uploadRule: v.uploadRule,
      fileGroups: v.uploadRule === 'none' ? [] : v.fileGroups,
      maxFileMb: v.maxFileMb,
      fullMark: v.fullMark,
      deadline: v.deadline.toISOString(),
      timeLimitMinutes: v.timeLimitMinutes ?? null,
      classIds: [classId],
    });
  return (
    <Modal
      open={open}
      title={t('task.publish')}
      okText={t('task.publish')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          taskType: 'writing',
          uploadRule: 'optional',
          fileGroups: ['document', 'image'],
          maxFileMb: 50,
          fullMark: 100,
          deadline: dayjs().add(7, 'day').hour(23).minute(59).second(0),
        }}
        onFinish={submit}
      >
        <Form.Item name="title" label={t('task.title')} rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="taskType" label={t('task.type')}>
          <Radio.Group
            options={(['writing', 'speaking', 'report', 'practice'] as const).map((v) => ({
              value: v,
              label: t(`task.types.${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="backgroundText" label={t('task.background')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
        </Form.Item>
        <Form.Item name="uploadRule" label={t('task.uploadRule')}>
          <Radio.Group
            options={(['required', 'optional', 'none'] as const).map((v) => ({
              value: v,
              label: t(`task.uploadRules.${v}`),
            }))}
          />
        </Form.Item>
        {rule !== 'none' ? (
          <>
            <Form.Item
              name="fileGroups"
              label={t('task.fileGroups')}
              rules={[{ required: true, type: 'array', min: 1 }]}
            >
              <Select mode="multiple" options={ALL_GROUPS.map((g) => ({ value: g, label: t(`task.groups.${g}`) }))} />
            </Form.Item>
            <Form.Item name="maxFileMb" label={t('task.maxFileMb')}>
              <InputNumber min={1} max={500} precision={0} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="fullMark" label={t('task.fullMark')}>
          <InputNumber min={1} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="deadline" label={t('task.deadline')} rules={[{ required: true }]}>
          <DatePicker showTime disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="timeLimitMinutes" label={t('task.timeLimit')}>
          <InputNumber min={1} max={1440} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
    .replace(/\n/g, '<br>');
}
