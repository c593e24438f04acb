/**
 * Uploading a material (part 2 §9, part 1 §3): the free space first (checkSpace), the accepted
 * suffix groups and limits, the file checked before sending, the describing fields, the shared
 * switch, progress while sending. A refusal shows the server's message on the field it names and
 * keeps everything typed; closing with something typed asks first. With `scene` it uploads a VR
 * scene instead: only the picture group, a 2:1 panorama (the server checks the proportions).
 */
import { InboxOutlined } from '@ant-design/icons';
import type { TCheckSpace, TPoolResourceDetail } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Progress, Space, Switch, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { vrScenesApi } from '../../api/vr-scenes';
import { useDiscardGuard } from '../../features/forms/use-discard-guard';
import { formatBytes } from './format-bytes';
import { RESOURCE_FIELD_NAMES, ResourceFields, type ResourceFieldValues } from './resource-fields';
import { acceptList, fileProblem } from './upload-rules';

interface UploadValues extends ResourceFieldValues {
  isShared: boolean;
  file?: File;
}

const INITIAL: Partial<UploadValues> = { language: 'en', level: 1, isShared: false, tags: [], knowledgePointIds: [] };

/** The file as a form value: one file, chosen or dropped, kept here until the upload sends it. */
function FilePicker({
  value,
  onChange,
  accept,
  chooseText,
}: {
  value?: File;
  onChange?: (file: File) => void;
  accept: string;
  chooseText: string;
}) {
  return (
    <Upload.Dragger
      accept={accept}
      maxCount={1}
      multiple={false}
      showUploadList={false}
      beforeUpload={(f) => {
        onChange?.(f);
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text" data-testid="pool-upload-file">
        {value ? `${value.name} · ${formatBytes(value.size)}` : chooseText}
      </p>
    </Upload.Dragger>
  );
}

export function SpaceFigures({ space }: { space: TCheckSpace }) {
  const { t } = useTranslation();
  const pct = (s: { used: number; total: number }) => (s.total > 0 ? Math.round((s.used / s.total) * 100) : 0);
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }} data-testid="pool-space">
      {(['school', 'teacher'] as const).map((who) => (
        <div key={who}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(who === 'school' ? 'pool.upload.spaceSchool' : 'pool.upload.spaceTeacher', {
              used: formatBytes(space[who].used),
              total: formatBytes(space[who].total),
            })}
          </Typography.Text>
          <Progress
            aria-label={t(who === 'school' ? 'pool.upload.spaceSchool' : 'pool.upload.spaceTeacher', {
              used: formatBytes(space[who].used),
              total: formatBytes(space[who].total),
            })}
            percent={pct(space[who])}
            size="small"
            showInfo={false}
          />
        </div>
      ))}
    </Space>
  );
}

export function UploadDialog({
  open,
  onClose,
  scene = false,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  /** A VR scene (a 2:1 JPEG or PNG) rather than a material. */
  scene?: boolean;
  /** After the upload (a new scene opens in its preview, to add its hotspots). */
  onUploaded?: (resource: TPoolResourceDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<UploadValues>();
  const file = Form.useWatch('file', form);
  const [percent, setPercent] = useState<number | null>(null);
  const guard = useDiscardGuard(onClose);
  const { reset } = guard;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const attributes = useQuery({
    queryKey: [...queryKeys.resourcePool, 'attributes'],
    queryFn: () => resourcePoolApi.attributes(),
    enabled: open,
  });
  // The figures before anything is chosen, then whether the chosen file fits.
  const space = useQuery({
    queryKey: [...queryKeys.resourcePool, 'space', file?.size ?? 0],
    queryFn: () => resourcePoolApi.checkSpace(file?.size ?? 0),
    enabled: open,
  });
  const allGroups = attributes.data?.suffixGroups ?? {};
  const groups = scene ? { image: allGroups.image ?? [] } : allGroups;
  const maxBytes = attributes.data?.maxUploadBytes ?? 0;
  const save = useMutation({
    mutationFn: (v: UploadValues) => {
      if (!v.file) throw new Error(t('pool.upload.fileRequired'));
      setPercent(0);
      return (scene ? vrScenesApi.upload : resourcePoolApi.upload)(
        v.file,
        {
          title: v.title,
          description: v.description ?? '',
          language: v.language,
          level: String(v.level),
          ...(v.courseKey ? { courseKey: v.courseKey } : {}),
          knowledgePointIds: (v.knowledgePointIds ?? []).join(','),
          tags: (v.tags ?? []).join(','),
          isShared: String(v.isShared),
        },
        setPercent,
      );
    },
    onSuccess: async (resource) => {
      message.success(t(scene ? 'vr.uploaded' : 'pool.upload.done'));
      await client.invalidateQueries({ queryKey: queryKeys.resourcePool });
      form.resetFields();
      setPercent(null);
      onClose();
      onUploaded?.(resource);
    },
    onError: (error) => {
      setPercent(null);
      const named = isApiError(error) && error.field;
      const field = named && (RESOURCE_FIELD_NAMES as readonly string[]).includes(named) ? named : 'file';
      form.setFields([{ name: field as keyof UploadValues, errors: [error.message] }]);
    },
  });
  const problemText = (f: File): string | null => {
    const problem = fileProblem(f, groups, maxBytes);
    if (!problem) return null;
    if (problem.key === 'tooBig') return t('pool.upload.tooBig', { limit: problem.limit, unit: problem.unit });
    return t(problem.key === 'empty' ? 'pool.upload.fileEmpty' : 'pool.upload.typeNotSupported');
  };
  const notEnough = file && space.data && !space.data.enough;
  return (
    <Modal
      open={open}
      title={t(scene ? 'vr.uploadTitle' : 'pool.upload.title')}
      okText={t('pool.upload.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: Boolean(notEnough) }}
      onOk={() => form.submit()}
      onCancel={save.isPending ? undefined : guard.cancel}
      maskClosable={false}
      width={560}
    >
      <Form
        form={form}
        name="poolUpload"
        layout="vertical"
        initialValues={INITIAL}
        onFinish={(v) => save.mutate(v)}
        onValuesChange={(changed: Partial<UploadValues>) => {
          guard.markDirty();
          // The title starts as the file's name; a title the user typed stays.
          if (changed.file && !form.getFieldValue('title'))
            form.setFieldValue('title', changed.file.name.replace(/\.[^.]+$/, '').slice(0, 100));
        }}
      >
        <Form.Item label={t('pool.upload.space')}>
          {space.data ? (
            <SpaceFigures space={space.data} />
          ) : space.isError ? (
            <Typography.Text type="danger">{t('pool.upload.spaceError')}</Typography.Text>
          ) : (
            <Progress aria-label={t('pool.upload.space')} percent={0} size="small" showInfo={false} status="active" />
          )}
        </Form.Item>
        {notEnough ? (
          <Alert type="error" showIcon message={t('pool.upload.notEnough')} style={{ marginBottom: 12 }} />
        ) : null}
        <Form.Item
          name="file"
          label={t('pool.upload.file')}
          rules={[
            { required: true, message: t('pool.upload.fileRequired') },
            {
              validator: (_, value?: File) => {
                const text = value ? problemText(value) : null;
                return text ? Promise.reject(new Error(text)) : Promise.resolve();
              },
            },
          ]}
          extra={
            <span data-testid="pool-suffix-groups">
              {scene ? (
                <>
                  {t('vr.fileHint')}
                  <br />
                </>
              ) : null}
              {t('pool.upload.fileHint')}{' '}
              {Object.entries(groups)
                .map(
                  ([group, list]) =>
                    `${t(`pool.media.${group as 'audio'}`, { defaultValue: group })} (${list.join(', ')})`,
                )
                .join('；')}
              <br />
              {attributes.data
                ? t('pool.upload.limits', {
                    size: formatBytes(attributes.data.maxUploadBytes),
                    seconds: attributes.data.maxMediaSeconds,
                  })
                : null}
            </span>
          }
        >
          <FilePicker accept={acceptList(groups)} chooseText={t('pool.upload.chooseFile')} />
        </Form.Item>
        <ResourceFields />
        <Form.Item
          name="isShared"
          label={t('pool.upload.shared')}
          valuePropName="checked"
          extra={t('pool.upload.sharedHint')}
        >
          <Switch />
        </Form.Item>
        {percent !== null ? (
          <Progress
            aria-label={t('pool.upload.uploading', { percent })}
            percent={percent}
            status="active"
            format={(p) => t('pool.upload.uploading', { percent: p ?? 0 })}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
