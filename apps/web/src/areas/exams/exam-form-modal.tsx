/**
 * testCreater: a paper given to one or more classes (one exam per class) with mode, entry window,
 * time limit, attempts and switches; or an existing exam edited. Once students have started, the
 * terms their attempts depend on are shown locked (the server refuses them too).
 */
import type { TClassSummary, TCreateExamRequest, TPaperSummary, TTeacherExamItem } from '@lingua/contracts';
import { Alert, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '../../features/forms/use-discard-guard';
import { fromPickerValue, toPickerValue } from '../../shared/school-time';

type Switch = 'shuffle' | 'showDetails' | 'faceCheck';

interface Values {
  classIds: number[];
  title: string;
  paperId: number;
  mode: 0 | 1;
  window: [Dayjs, Dayjs];
  timeLimitMinutes: number;
  maxAttempts: number;
  switches: Switch[];
}

/** What the form gives back: the exam's terms, and the classes for a new exam. */
export type ExamFormResult = Required<Omit<TCreateExamRequest, 'accommodations'>>;

function initialValues(classId: number, editing: TTeacherExamItem | undefined): Partial<Values> {
  if (!editing)
    return {
      classIds: [classId],
      mode: 0,
      window: [toPickerValue().startOf('minute'), toPickerValue().add(2, 'hour').startOf('minute')],
      timeLimitMinutes: 30,
      maxAttempts: 1,
      switches: [],
    };
  return {
    classIds: [editing.classId],
    paperId: editing.paperId,
    title: editing.title,
    mode: editing.mode,
    window: [toPickerValue(editing.opensAt), toPickerValue(editing.closesAt)],
    timeLimitMinutes: editing.timeLimitMinutes,
    maxAttempts: editing.maxAttempts,
    switches: (['shuffle', 'showDetails', 'faceCheck'] as const).filter((k) => editing[k]),
  };
}

export function ExamFormModal({
  open,
  busy,
  classId,
  classes,
  papers,
  editing,
  onCancel,
  onSave,
}: {
  open: boolean;
  busy: boolean;
  /** The class the page works on: chosen by default for a new exam. */
  classId: number;
  classes: TClassSummary[];
  papers: TPaperSummary[];
  /** The exam being edited; none for a new one. */
  editing?: TTeacherExamItem;
  onCancel: () => void;
  onSave: (result: ExamFormResult) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const guard = useDiscardGuard(onCancel);
  const started = editing?.attemptCount ?? 0;
  const locked = started > 0;
  useEffect(() => {
    if (open) {
      form.resetFields();
      guard.reset();
    }
  }, [open, form, guard.reset]);
  return (
    <Modal
      open={open}
      title={editing ? t('exam.editExam') : t('exam.newExam')}
      width={640}
      okText={editing ? t('exam.saveChanges') : t('exam.newExam')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={guard.cancel}
      destroyOnHidden
    >
      {locked ? (
        <Alert
          type="warning"
          showIcon
          message={t('exam.termsLocked', { count: started })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(classId, editing)}
        onValuesChange={(changed: Partial<Values>) => {
          guard.markDirty();
          const paper = papers.find((p) => p.paperId === changed.paperId);
          if (paper)
            form.setFieldsValue({
              title: form.getFieldValue('title') || paper.title,
              timeLimitMinutes: paper.timeMinutes,
            });
        }}
        onFinish={(v) =>
          onSave({
            classIds: v.classIds,
            paperId: v.paperId,
            title: v.title,
            mode: v.mode,
            opensAt: fromPickerValue(v.window[0]).toISOString(),
            closesAt: fromPickerValue(v.window[1]).toISOString(),
            timeLimitMinutes: v.timeLimitMinutes,
            maxAttempts: v.maxAttempts,
            shuffle: v.switches.includes('shuffle'),
            showDetails: v.switches.includes('showDetails'),
            faceCheck: v.switches.includes('faceCheck'),
          })
        }
      >
        {editing ? (
          <Form.Item label={t('exam.classes')}>
            <Typography.Text>{editing.className}</Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item
            name="classIds"
            label={t('exam.classes')}
            extra={t('exam.examClassesHint')}
            rules={[{ required: true, type: 'array', min: 1 }]}
          >
            <Select mode="multiple" options={classes.map((c) => ({ value: c.classId, label: c.className }))} />
          </Form.Item>
        )}
        <Form.Item name="paperId" label={t('exam.paper')} rules={[{ required: true }]}>
          <Select
            disabled={locked}
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
          <Radio.Group disabled={locked}>
            <Radio value={0}>{t('exam.modeExam')}</Radio>
            <Radio value={1}>{t('exam.modePractice')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="window" label={t('exam.window')} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabled={[locked, false]} />
        </Form.Item>
        <Space>
          <Form.Item name="timeLimitMinutes" label={t('exam.timeLimit')} rules={[{ required: true }]}>
            <InputNumber min={1} max={600} disabled={locked} />
          </Form.Item>
          <Form.Item name="maxAttempts" label={t('exam.attempts')} rules={[{ required: true }]}>
            <InputNumber min={1} max={10} />
          </Form.Item>
        </Space>
        <Form.Item name="switches">
          <Checkbox.Group
            options={[
              { value: 'shuffle', label: t('exam.shuffle'), disabled: locked },
              { value: 'showDetails', label: t('exam.showDetails') },
              { value: 'faceCheck', label: t('exam.faceCheck'), disabled: locked },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
