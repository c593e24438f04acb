/**
 * A period of a competition (competitionPeriod): its stage, name, window and time limit, the face
 * check, and its paper from the organiser's papers (or a new one, built in the exam area's paper
 * form: the round runs on the exam engine).
 */
import { PlusOutlined } from '@ant-design/icons';
import { CompetitionStages, type TPeriodSaveRequest, type TPeriodSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examApi } from '../../api/exams';
import { useDiscardGuard } from '../../features/forms/use-discard-guard';
import { fromPickerValue, toPickerValue } from '../../shared/school-time';
import { PaperFormModal } from '../exams/paper-form-modal';

interface Values {
  stage: TPeriodSummary['stage'];
  name: string;
  paperId: number;
  window: [Dayjs, Dayjs];
  timeLimitMinutes: number;
  faceCheck: boolean;
}

function initial(editing?: TPeriodSummary): Partial<Values> {
  if (!editing)
    return {
      stage: 'preliminary',
      window: [toPickerValue().startOf('minute'), toPickerValue().add(7, 'day').startOf('minute')],
      timeLimitMinutes: 20,
      faceCheck: false,
    };
  return {
    stage: editing.stage,
    name: editing.name,
    paperId: editing.paperId,
    window: [toPickerValue(editing.opensAt), toPickerValue(editing.closesAt)],
    timeLimitMinutes: editing.timeLimitMinutes,
    faceCheck: editing.faceCheck,
  };
}

export function PeriodFormModal({
  open,
  abilityCompId,
  editing,
  busy,
  onCancel,
  onSave,
}: {
  open: boolean;
  abilityCompId: number;
  editing?: TPeriodSummary;
  busy: boolean;
  onCancel: () => void;
  onSave: (body: TPeriodSaveRequest) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const guard = useDiscardGuard(onCancel);
  const queryClient = useQueryClient();
  const [paperOpen, setPaperOpen] = useState(false);
  const papers = useQuery({ queryKey: ['examPapers'], queryFn: examApi.papers, enabled: open });
  const createPaper = useMutation({
    mutationFn: examApi.createPaper,
    onSuccess: (paper) => {
      void queryClient.invalidateQueries({ queryKey: ['examPapers'] });
      form.setFieldsValue({ paperId: paper.paperId, timeLimitMinutes: paper.timeMinutes });
      setPaperOpen(false);
    },
  });
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial(editing));
      guard.reset();
    }
  }, [open, form, editing, guard.reset]);
  return (
    <>
      <Modal
        open={open}
        title={editing ? t('competition.periodEdit') : t('competition.periodAdd')}
        onCancel={guard.cancel}
        onOk={() => form.submit()}
        okButtonProps={{ loading: busy, 'data-testid': 'save-period' }}
        destroyOnHidden={false}
        width={640}
      >
        <Form
          form={form}
          layout="vertical"
          onValuesChange={guard.markDirty}
          onFinish={(v) =>
            onSave({
              abilityCompId,
              ...(editing ? { periodId: editing.periodId } : {}),
              stage: v.stage,
              name: v.name,
              paperId: v.paperId,
              opensAt: fromPickerValue(v.window[0]).toISOString(),
              closesAt: fromPickerValue(v.window[1]).toISOString(),
              timeLimitMinutes: v.timeLimitMinutes,
              faceCheck: v.faceCheck,
            })
          }
        >
          <Space wrap>
            <Form.Item name="stage" label={t('competition.periodStage')} rules={[{ required: true }]}>
              <Select
                style={{ width: 140 }}
                options={CompetitionStages.map((s) => ({ value: s, label: t(`competition.stage.${s}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('competition.periodName')}
              rules={[{ required: true, whitespace: true, max: 100 }]}
            >
              <Input maxLength={100} style={{ width: 260 }} data-testid="period-name" />
            </Form.Item>
          </Space>
          <Form.Item label={t('competition.paper')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="paperId" noStyle rules={[{ required: true, message: t('competition.paper') }]}>
                <Select
                  loading={papers.isLoading}
                  data-testid="period-paper"
                  options={(papers.data ?? []).map((p) => ({
                    value: p.paperId,
                    label: `${p.title} · ${t('competition.questions', { count: p.questionCount, mark: p.fullMark })}`,
                  }))}
                />
              </Form.Item>
              <Button icon={<PlusOutlined />} onClick={() => setPaperOpen(true)} data-testid="new-paper">
                {t('competition.paperNew')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="window"
            label={`${t('competition.opensAt')} ~ ${t('competition.closesAt')}`}
            rules={[{ required: true }]}
          >
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Space wrap>
            <Form.Item name="timeLimitMinutes" label={t('competition.timeLimit')} rules={[{ required: true }]}>
              <InputNumber min={1} max={600} precision={0} />
            </Form.Item>
            <Form.Item name="faceCheck" label={t('competition.faceCheck')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
      <PaperFormModal
        open={paperOpen}
        busy={createPaper.isPending}
        onCancel={() => setPaperOpen(false)}
        onSave={(body) => createPaper.mutate(body)}
      />
    </>
  );
}
