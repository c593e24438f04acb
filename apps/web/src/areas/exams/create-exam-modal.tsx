/** testCreater: a paper given to the class with mode, entry window, time limit, attempts and switches. */
import type { TCreateExamRequest, TPaperSummary } from '@lingua/contracts';
import { Checkbox, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface Values {
  title: string;
  paperId: number;
  mode: 0 | 1;
  window: [Dayjs, Dayjs];
  timeLimitMinutes: number;
  maxAttempts: number;
  switches: ('shuffle' | 'showDetails' | 'faceCheck')[];
}

export function CreateExamModal({
  open,
  busy,
  classId,
  papers,
  onCancel,
  onCreate,
}: {
  open: boolean;
  busy: boolean;
  classId: number;
  papers: TPaperSummary[];
  onCancel: () => void;
  onCreate: (body: TCreateExamRequest) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={t('exam.newExam')}
      width={640}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          mode: 0,
          window: [dayjs().startOf('minute'), dayjs().add(2, 'hour').startOf('minute')],
          timeLimitMinutes: 30,
          maxAttempts: 1,
          switches: [],
        }}
        onValuesChange={(changed: Partial<Values>) => {
          const paper = papers.find((p) => p.paperId === changed.paperId);
          if (paper)
            form.setFieldsValue({
              title: form.getFieldValue('title') || paper.title,
              timeLimitMinutes: paper.timeMinutes,
            });
        }}
        onFinish={(v) =>
          onCreate({
            paperId: v.paperId,
            classIds: [classId],
            title: v.title,
            mode: v.mode,
            opensAt: v.window[0].toISOString(),
            closesAt: v.window[1].toISOString(),
            timeLimitMinutes: v.timeLimitMinutes,
            maxAttempts: v.maxAttempts,
            shuffle: v.switches.includes('shuffle'),
            showDetails: v.switches.includes('showDetails'),
            faceCheck: v.switches.includes('faceCheck'),
          })
        }
      >
        <Form.Item name="paperId" label={t('exam.paper')} rules={[{ required: true }]}>
          <Select
            placeholder={t('exam.paper')}
            notFoundContent={t('exam.noPapers')}
            options={papers.map((p) => ({
              value: p.paperId,
              label: `${p.title} (${p.questionCount} · ${p.fullMark})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('exam.examTitle')} rules={[{ required: true, max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="mode" label={t('exam.mode')}>
          <Radio.Group>
            <Radio value={0}>{t('exam.modeExam')}</Radio>
            <Radio value={1}>{t('exam.modePractice')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="window" label={t('exam.window')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Space>
          <Form.Item name="timeLimitMinutes" label={t('exam.timeLimit')} rules={[{ required: true }]}>
            <InputNumber min={1} max={600} />
          </Form.Item>
          <Form.Item name="maxAttempts" label={t('exam.attempts')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10} />
          </Form.Item>
        </Space>
        <Form.Item name="switches">
          <Checkbox.Group
            options={[
              { value: 'shuffle', label: t('exam.shuffle') },
              { value: 'showDetails', label: t('exam.showDetails') },
              { value: 'faceCheck', label: t('exam.faceCheck') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
