/**
 * customization: the four weights of the course grade (integers adding up to 100, the running
 * sum shown as they are typed) and the score rule the grade shares with the training scores.
 */
import type { TGradeSettings } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeBookApi } from '../../api/grade-book';
import { queryKeys } from '../../api/query-keys';
import { FormModal, showSaveError } from '../../features/forms/form-modal';
import { partLabel } from './grade-labels';

type Values = { trainings: number; tasks: number; lessons: number; exams: number; scoreRule: number };
const PARTS = ['trainings', 'tasks', 'lessons', 'exams'] as const;

export function GradeSettingsModal({
  settings,
  open,
  onClose,
}: {
  settings: TGradeSettings | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form);
  const sum = PARTS.reduce((n, p) => n + Number(values?.[p] ?? 0), 0);
  useEffect(() => {
    if (open && settings) form.setFieldsValue({ ...settings.weights, scoreRule: settings.scoreRule });
  }, [open, settings, form]);
  const save = useMutation({
    mutationFn: (v: Values) =>
      gradeBookApi.saveSettings({
        classId: settings?.classId ?? 0,
        weights: { trainings: v.trainings, tasks: v.tasks, lessons: v.lessons, exams: v.exams },
        scoreRule: v.scoreRule,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gradeBook });
      void message.success(t('grade.settingsSaved'));
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'trainings'),
  });
  return (
    <FormModal<Values>
      open={open}
      title={t('grade.settingsTitle', { name: settings?.className ?? '' })}
      form={form}
      name="gradeSettings"
      saving={save.isPending}
      onSave={(v) => save.mutate(v)}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('grade.settingsHint')}</Typography.Paragraph>
      {PARTS.map((part) => (
        <Form.Item
          key={part}
          name={part}
          label={`${partLabel(t, part)} (%)`}
          rules={[{ required: true, message: t('grade.weightRequired') }]}
        >
          <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} />
        </Form.Item>
      ))}
      <Typography.Paragraph type={sum === 100 ? 'success' : 'danger'} data-testid="weights-sum">
        {t('grade.weightsSum', { sum })}
      </Typography.Paragraph>
      <Form.Item name="scoreRule" label={t('grade.scoreRule')}>
        <Radio.Group
          options={[
            { value: 0, label: t('grade.rules.highest') },
            { value: 1, label: t('grade.rules.first') },
            { value: 3, label: t('grade.rules.latest') },
            { value: 2, label: t('grade.rules.average') },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
