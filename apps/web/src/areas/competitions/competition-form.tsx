/** The competition's form (competitionDetails): the §3 main fields, its pages, its rules and switches. */
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { TCompetitionMain, TCompetitionSaveRequest } from '@lingua/contracts';
import { Button, Card, Form, Input, Space, Switch, Tabs, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskApi } from '../../api/tasks';
import { RichTextEditor } from '../../features/rich-text/rich-text-editor';

export interface CompetitionValues {
  abilityCompName: string;
  abilityCompLogoUrl: string;
  abilityCompBgUrl: string;
  intro: string;
  rules: string;
  organisation: string;
  faq: string;
  commitment: string;
  downloads: { name: string; url: string }[];
  isPublicCompetition: boolean;
  isOfficial: boolean;
  eligibility: boolean;
  exitControl: boolean;
}

export function toValues(main?: TCompetitionMain): CompetitionValues {
  return {
    abilityCompName: main?.abilityCompName ?? '',
    abilityCompLogoUrl: main?.abilityCompLogoUrl ?? '',
    abilityCompBgUrl: main?.abilityCompBgUrl ?? '',
    intro: main?.intro ?? '',
    rules: main?.rules ?? '',
    organisation: main?.organisation ?? '',
    faq: main?.faq ?? '',
    commitment: main?.commitment ?? '',
    downloads: main?.downloads ?? [],
    isPublicCompetition: main ? main.isPublicCompetition === 1 : false,
    isOfficial: main ? main.isOfficial === 1 : true,
    eligibility: main ? main.eligibility === 1 : true,
    exitControl: main ? main.exitControl === 1 : true,
  };
}

export function toRequest(v: CompetitionValues, id?: number): TCompetitionSaveRequest {
  const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;
  return {
    ...(id ? { abilityCompId: id } : {}),
    abilityCompName: v.abilityCompName,
    abilityCompLogoUrl: v.abilityCompLogoUrl,
    abilityCompBgUrl: v.abilityCompBgUrl,
    intro: v.intro,
    rules: v.rules,
    organisation: v.organisation,
    faq: v.faq,
    commitment: v.commitment,
    downloads: v.downloads.filter((d) => d.name && d.url),
    isPublicCompetition: flag(v.isPublicCompetition),
    isOfficial: flag(v.isOfficial),
    eligibility: flag(v.eligibility),
    exitControl: flag(v.exitControl),
  };
}

/** An image field: the upload answers the stored path the form keeps. */
function ImageField({ value, onChange, label }: { value?: string; onChange?: (v: string) => void; label: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap>
      {value ? <img src={value} alt={label} className="competition-image-preview" /> : null}
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          void taskApi
            .uploadMaterial(file)
            .then((r) => onChange?.(r.filePath))
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('competition.upload')}
        </Button>
      </Upload>
      {value ? (
        <Button type="text" icon={<DeleteOutlined />} aria-label={label} onClick={() => onChange?.('')} />
      ) : null}
    </Space>
  );
}

export function CompetitionForm({
  main,
  busy,
  onSave,
}: {
  main?: TCompetitionMain;
  busy: boolean;
  onSave: (v: CompetitionValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompetitionValues>();
  useEffect(() => form.setFieldsValue(toValues(main)), [form, main]);
  const rich = (name: keyof CompetitionValues, label: string) => (
    <Form.Item name={name} label={label}>
      <RichTextEditor label={label} />
    </Form.Item>
  );
  return (
    <Card>
      <Form form={form} layout="vertical" initialValues={toValues(main)} onFinish={onSave}>
        <Form.Item
          name="abilityCompName"
          label={t('competition.name_')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input maxLength={100} data-testid="competition-name" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="abilityCompLogoUrl" label={t('competition.logo')}>
            <ImageField label={t('competition.logo')} />
          </Form.Item>
          <Form.Item name="abilityCompBgUrl" label={t('competition.background')}>
            <ImageField label={t('competition.background')} />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="isPublicCompetition" label={t('competition.isPublic')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="isOfficial" label={t('competition.isOfficial')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="eligibility" label={t('competition.eligibility')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="exitControl" label={t('competition.exitControl')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Tabs
          items={[
            {
              key: 'intro',
              label: t('competition.intro'),
              children: rich('intro', t('competition.intro')),
              forceRender: true,
            },
            {
              key: 'rules',
              label: t('competition.rules'),
              children: rich('rules', t('competition.rules')),
              forceRender: true,
            },
            {
              key: 'organisation',
              label: t('competition.organisation'),
              children: rich('organisation', t('competition.organisation')),
              forceRender: true,
            },
            { key: 'faq', label: t('competition.faq'), children: rich('faq', t('competition.faq')), forceRender: true },
            {
              key: 'commitment',
              label: t('competition.commitmentText'),
              children: rich('commitment', t('competition.commitmentText')),
              forceRender: true,
            },
            {
              key: 'downloads',
              label: t('competition.downloads'),
              forceRender: true,
              children: (
                <Form.List name="downloads">
                  {(fields, { add, remove }) => (
                    <Space direction="vertical" style={{ width: '100%' }}>
                      {fields.map((f) => (
                        <Space key={f.key} wrap align="start">
                          <Form.Item name={[f.name, 'name']} rules={[{ required: true, max: 100 }]}>
                            <Input placeholder={t('competition.downloadName')} maxLength={100} />
                          </Form.Item>
                          <Form.Item name={[f.name, 'url']} rules={[{ required: true }]}>
                            <FileField />
                          </Form.Item>
                          <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                        </Space>
                      ))}
                      <Button icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })}>
                        {t('competition.downloadAdd')}
                      </Button>
                    </Space>
                  )}
                </Form.List>
              ),
            },
          ]}
        />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="save-competition">
          {t('competition.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** A download's file: uploaded as material, kept by its stored path. */
function FileField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      showUploadList={false}
      beforeUpload={(file) => {
        setBusy(true);
        void taskApi
          .uploadMaterial(file)
          .then((r) => onChange?.(r.filePath))
          .finally(() => setBusy(false));
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {value ? value.split('/').pop()?.split('?')[0] : t('competition.upload')}
      </Button>
    </Upload>
  );
}
