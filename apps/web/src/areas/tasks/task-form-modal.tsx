/**
 * Publishing a task to classes, or editing a published one: type, background text and media,
 * attachments, attachment rule and types, deadline, limits. Once answers are in, the answer rules
 * are locked (the server refuses them too) and the full mark stays at or above the highest score.
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  type TClassSummary,
  type TCreateTaskRequest,
  type TTaskBackgroundItem,
  type TTaskFileGroup,
  type TTaskType,
  type TTaskUploadRule,
  type TTeacherTaskDetail,
  unsignedFileUrl,
} from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space, Tag, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskApi } from '../../api/tasks';
import { DocumentPreviewButton } from '../../features/documents/document-preview-button';
import { useDiscardGuard } from '../../features/forms/use-discard-guard';
import { fromPickerValue, toPickerValue } from '../../shared/school-time';
import { ALL_GROUPS } from './task-labels';

interface Values {
  classIds: number[];
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

export function TaskFormModal({
  open,
  busy,
  classId,
  classes,
  editing,
  onCancel,
  onSave,
}: {
  open: boolean;
  busy: boolean;
  /** The class the page works on: chosen by default for a new task. */
  classId: number;
  classes: TClassSummary[];
  /** The task being edited; none for a new one. */
  editing?: TTeacherTaskDetail;
  onCancel: () => void;
  onSave: (body: TCreateTaskRequest) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const guard = useDiscardGuard(onCancel);
  const rule = Form.useWatch('uploadRule', form);
  // Media keep their file names for the tags; the API takes displayType and fileUrl.
  const [media, setMedia] = useState<(TTaskBackgroundItem & { name: string })[]>([]);
  const [attachments, setAttachments] = useState<{ name: string; url: string }[]>([]);
  const textItem = editing?.background.find((b) => b.displayType === 1);
  const initialText = textItem ? htmlToText(textItem.htmlStr) : '';
  const locked = (editing?.submittedNumber ?? 0) > 0;
  useEffect(() => {
    if (!open) return;
    guard.reset();
    setMedia(
      (editing?.background ?? [])
        .filter((b) => b.displayType !== 1)
        .map((b) => ({ ...b, name: unsignedFileUrl(b.fileUrl).split('/').pop() ?? b.fileUrl })),
    );
    setAttachments(editing?.attachments ?? []);
  }, [open, editing, guard.reset]);
  const uploadMedia = useMutation({
    mutationFn: async (file: File) => ({ file, filePath: (await taskApi.uploadMaterial(file)).filePath }),
    onSuccess: ({ file, filePath }) => {
      const displayType = file.type.startsWith('image/') ? 2 : file.type.startsWith('audio/') ? 3 : 4;
      setMedia((list) => [...list, { displayType, htmlStr: '', fileUrl: filePath, name: file.name }]);
      guard.markDirty();
    },
  });
  const uploadAttachment = useMutation({
    mutationFn: async (file: File) => ({ name: file.name, url: (await taskApi.uploadMaterial(file)).filePath }),
    onSuccess: (item) => {
      setAttachments((list) => [...list, item]);
      guard.markDirty();
    },
  });
  const submit = (v: Values) =>
    onSave({
      title: v.title,
      taskType: v.taskType,
      background: [
        // Unchanged text keeps its original markup (a seeded task's formatting is not flattened).
        ...(v.backgroundText?.trim()
          ? [
              {
                displayType: 1 as const,
                htmlStr:
                  textItem && v.backgroundText === initialText
                    ? textItem.htmlStr
                    : `<p>${escapeHtml(v.backgroundText)}</p>`,
              },
            ]
          : []),
        ...media.map(({ displayType, fileUrl }) => ({ displayType, htmlStr: '', fileUrl })),
      ],
      attachments,
      uploadRule: v.uploadRule,
      fileGroups: v.uploadRule === 'none' ? [] : v.fileGroups,
      maxFileMb: v.maxFileMb,
      fullMark: v.fullMark,
      deadline: fromPickerValue(v.deadline).toISOString(),
      timeLimitMinutes: v.timeLimitMinutes ?? null,
      classIds: v.classIds,
    });
  return (
    <Modal
      open={open}
      title={editing ? t('task.editTitle') : t('task.publish')}
      okText={editing ? t('common.save') : t('task.publish')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={guard.cancel}
      maskClosable={false}
      onOk={() => form.submit()}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          editing
            ? {
                classIds: editing.classes.map((c) => c.classId),
                title: editing.title,
                taskType: editing.taskType,
                backgroundText: initialText,
                uploadRule: editing.uploadRule,
                fileGroups: editing.fileGroups,
                maxFileMb: editing.maxFileMb,
                fullMark: editing.fullMark,
                deadline: toPickerValue(editing.deadline),
                timeLimitMinutes: editing.timeLimitMinutes,
              }
            : {
                classIds: [classId],
                taskType: 'writing',
                uploadRule: 'optional',
                fileGroups: ['document', 'image'],
                maxFileMb: 50,
                fullMark: 100,
                deadline: toPickerValue().add(7, 'day').hour(23).minute(59).second(0),
              }
        }
        onFinish={submit}
        onValuesChange={() => guard.markDirty()}
      >
        {locked ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('task.rulesLocked', { n: editing?.submittedNumber })}
          />
        ) : null}
        <Form.Item name="classIds" label={t('task.classes')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <Select
            mode="multiple"
            disabled={Boolean(editing)}
            options={(editing ? editing.classes : classes).map((c) => ({ value: c.classId, label: c.className }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('task.title')} rules={[{ required: true, whitespace: true, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="taskType" label={t('task.type')}>
          <Radio.Group
            disabled={locked}
            options={(['writing', 'speaking', 'report', 'practice'] as const).map((v) => ({
              value: v,
              label: t(`task.types.${v}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="backgroundText" label={t('task.background')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
        </Form.Item>
        <Form.Item label={t('task.backgroundMedia')}>
          <Space orientation="vertical">
            <Upload
              accept=".jpg,.jpeg,.png,.mp3,.mp4"
              showUploadList={false}
              beforeUpload={(file) => {
                uploadMedia.mutate(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploadMedia.isPending}>
                {t('task.addMedia')}
              </Button>
            </Upload>
            <Space wrap>
              {media.map((m) => (
                <Tag
                  key={m.fileUrl}
                  closable
                  onClose={() => {
                    setMedia((l) => l.filter((x) => x.fileUrl !== m.fileUrl));
                    guard.markDirty();
                  }}
                >
                  {m.name}
                </Tag>
              ))}
            </Space>
          </Space>
        </Form.Item>
        <Form.Item label={t('task.teacherAttachments')}>
          <Space orientation="vertical">
            <Upload
              accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.rar,.jpg,.jpeg,.png,.mp3,.mp4"
              showUploadList={false}
              beforeUpload={(file) => {
                uploadAttachment.mutate(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploadAttachment.isPending}>
                {t('task.addAttachment')}
              </Button>
            </Upload>
            <Space wrap>
              {attachments.map((a) => (
                <Space key={a.url} size={0}>
                  <Tag
                    closable
                    onClose={() => {
                      setAttachments((l) => l.filter((x) => x.url !== a.url));
                      guard.markDirty();
                    }}
                  >
                    {a.name}
                  </Tag>
                  <DocumentPreviewButton fileUrl={a.url} fileName={a.name} />
                </Space>
              ))}
            </Space>
          </Space>
        </Form.Item>
        <Form.Item name="uploadRule" label={t('task.uploadRule')}>
          <Radio.Group
            disabled={locked}
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
              <Select
                mode="multiple"
                disabled={locked}
                options={ALL_GROUPS.map((g) => ({ value: g, label: t(`task.groups.${g}`) }))}
              />
            </Form.Item>
            <Form.Item name="maxFileMb" label={t('task.maxFileMb')}>
              <InputNumber min={1} max={500} precision={0} disabled={locked} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="fullMark"
          label={t('task.fullMark')}
          extra={editing?.highestScore != null ? t('task.fullMarkMin', { score: editing.highestScore }) : undefined}
        >
          <InputNumber min={Math.max(1, editing?.highestScore ?? 1)} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="deadline" label={t('task.deadline')} rules={[{ required: true }]}>
          <DatePicker showTime disabledDate={(d) => d.isBefore(toPickerValue(), 'day')} />
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

/** The form's plain text back from the markup it wrote (paragraphs, line breaks, entities). */
function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n'),
    'text/html',
  );
  return doc.body.textContent ?? '';
}
