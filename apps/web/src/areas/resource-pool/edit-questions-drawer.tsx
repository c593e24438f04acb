/**
 * Editing the questions of one's own training (a copy or an import; issue 18 item 4): each
 * question's text, its points, its analysis in the interface language and, through its type's
 * KeyEditor (features/questions/types; every type has one), its right answer and texts; saved one
 * by one through updateQuestion, which checks the content against the type. A refused content
 * marks the one input the server names (`content.blanks.0.accepted.0`) with its message under it
 * (KeyErrors), with everything the teacher typed kept. The title and instructions are edited with
 * the resource (EditResourceDialog).
 */
import type { TPreviewQuestion } from '@lingua/contracts';
import { POOL_QUESTION_MAX_FULL_MARK } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Empty, Form, Input, InputNumber, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { resourcePoolApi } from '../../api/resource-pool';
import { trainingApi } from '../../api/trainings';
import { QuestionCardTitle } from '../../features/answering/question-card-title';
import { showSaveError } from '../../features/forms/form-modal';
import { KeyErrors } from '../../features/questions/key-field';
import { questionViewOf } from '../../features/questions/types';

interface QuestionValues {
  stem: string;
  fullMark: number;
  analysis: string;
}

function QuestionForm({
  resourceId,
  trainingId,
  q,
  index,
}: {
  resourceId: number;
  trainingId: number;
  q: TPreviewQuestion;
  index: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<QuestionValues>();
  const KeyEditor = questionViewOf(q.subject_type)?.KeyEditor;
  const [content, setContent] = useState<unknown>(q.answerKey);
  const [contentError, setContentError] = useState<{ field: string; message: string } | null>(null);
  const editContent = (next: unknown) => {
    setContent(next);
    setContentError(null);
  };
  const save = useMutation({
    mutationFn: (v: QuestionValues) =>
      resourcePoolApi.updateQuestion({
        resourceId,
        questionId: q.questionId,
        stem: v.stem,
        fullMark: v.fullMark,
        analysis: v.analysis ?? '',
        ...(KeyEditor ? { content } : {}),
      }),
    onSuccess: async () => {
      message.success(t('pool.personal.saved'));
      await client.invalidateQueries({ queryKey: ['training', 'preview', trainingId] });
    },
    // A content the type refuses (400 on `content…`) marks its own input; the rest on their field.
    onError: (error) => {
      if (isApiError(error) && error.field?.startsWith('content'))
        setContentError({ field: error.field, message: error.message });
      else showSaveError(form, error, t, 'stem', ['stem', 'fullMark', 'analysis']);
    },
  });
  return (
    <Card size="small" title={<QuestionCardTitle index={index} subjectType={q.subject_type} fullMark={q.fullMark} />}>
      <Form
        form={form}
        layout="vertical"
        name={`poolQuestion${q.questionId}`}
        initialValues={{ stem: q.stem, fullMark: q.fullMark, analysis: q.analysis }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="stem"
          label={t('poolManage.stem')}
          rules={[{ required: true, whitespace: true, message: t('poolManage.stemRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
        <Form.Item
          name="fullMark"
          label={t('poolManage.fullMark')}
          rules={[{ required: true, message: t('poolManage.fullMarkRequired') }]}
        >
          <InputNumber min={0.5} max={POOL_QUESTION_MAX_FULL_MARK} step={0.5} data-testid="question-full-mark" />
        </Form.Item>
        {KeyEditor ? (
          // No status on this item: antd would mark every input inside it; KeyErrors marks the refused one.
          <Form.Item label={t('poolManage.rightAnswer')}>
            <KeyErrors field={contentError?.field ?? null} message={contentError?.message ?? null}>
              <KeyEditor content={content} onChange={editContent} />
            </KeyErrors>
          </Form.Item>
        ) : null}
        <Form.Item name="analysis" label={t('poolManage.analysis')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 8 }} maxLength={5000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-question">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

export function EditQuestionsDrawer({
  resourceId,
  trainingId,
  open,
  onClose,
}: {
  resourceId: number;
  trainingId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['training', 'preview', trainingId],
    queryFn: () => trainingApi.preview(trainingId),
    enabled: open,
  });
  const questions = preview.data?.questions ?? [];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('poolManage.editQuestions')}
      width="min(720px, 100vw)"
      destroyOnHidden
    >
      {preview.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : questions.length === 0 ? (
        <Empty description={t('preview.empty')} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {questions.map((q, i) => (
            <QuestionForm key={q.questionId} resourceId={resourceId} trainingId={trainingId} q={q} index={i} />
          ))}
        </Space>
      )}
    </Drawer>
  );
}
