/**
 * The teacher's negotiation contests (part 2 §2.1, 2_119 /teacher/negotiations/index): the
 * chosen class's contests and a new contest on one of the platform's negotiation cases, with
 * its rubric, the platform round's length and turns, and its planned time; below, the contests
 * the teacher was invited to judge.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TCreateNegotiationRequest, TNegotiationSummary } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { negotiationApi } from '../../api/negotiations';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { InvitedContests } from './invited-contests';
import { NegotiationPhaseTag } from './phase-tag';

export const DETAILS = '/teacher/negotiations-details/index';

export function TeacherNegotiationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('negotiation.title'));
  const list = useQuery({
    queryKey: ['negotiation', 'list', classId],
    queryFn: () => negotiationApi.list(classId ?? undefined),
    enabled: classId !== null,
  });
  return (
    <div className="page" data-testid="negotiation-teacher-list">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[{ title: t('negotiation.title') }]}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={classId === null} onClick={() => setCreating(true)}>
            {t('negotiation.create')}
          </Button>
        }
      />
      <Table<TNegotiationSummary>
        rowKey="contestId"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        scroll={{ x: 640 }}
        pagination={false}
        locale={{ emptyText: <Empty description={t('negotiation.noContests')} /> }}
        columns={[
          { title: t('negotiation.contestTitle'), dataIndex: 'title' },
          { title: t('negotiation.case'), dataIndex: 'caseTitle' },
          { title: t('negotiation.teams'), dataIndex: 'teams', width: 80 },
          { title: t('negotiation.phase'), width: 110, render: (_, c) => <NegotiationPhaseTag phase={c.phase} /> },
          {
            title: t('common.actions'),
            width: 90,
            render: (_, c) => (
              <Button type="link" onClick={() => navigate(`${DETAILS}/teamDetails?id=${c.contestId}`)}>
                {t('negotiation.open')}
              </Button>
            ),
          },
        ]}
      />
      <InvitedContests details={DETAILS} />
      {creating && classId !== null ? (
        <CreateModal
          classId={classId}
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(`${DETAILS}/teamDetails?id=${id}`)}
        />
      ) : null}
    </div>
  );
}

interface CreateValues {
  caseKey: string;
  title: string;
  platformMinutes: number;
  platformTurns: number;
  platformAt?: Dayjs | null;
  rubric: { name: string; max: number }[];
}

function CreateModal({
  classId,
  onClose,
  onCreated,
}: {
  classId: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const cases = useQuery({ queryKey: ['negotiation', 'cases'], queryFn: negotiationApi.cases });
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const caseKey = Form.useWatch('caseKey', form);
  const chosen = cases.data?.find((c) => c.caseKey === caseKey);
  const create = useMutation({
    mutationFn: (v: CreateValues) => {
      const body: TCreateNegotiationRequest = {
        classId,
        caseKey: v.caseKey,
        title: v.title,
        platformMinutes: v.platformMinutes,
        platformTurns: v.platformTurns,
        platformAt: v.platformAt ? v.platformAt.toISOString() : null,
        rubric: v.rubric,
      };
      return negotiationApi.create(body);
    },
    onSuccess: (d) => onCreated(d.contestId),
  });
  const defaults = t('negotiation.defaultRubric', { returnObjects: true }) as string[];
  return (
    <Modal
      open
      title={t('negotiation.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('negotiation.createOk')}
      confirmLoading={create.isPending}
      width={640}
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{
          platformMinutes: 15,
          platformTurns: 8,
          rubric: defaults.map((name, i) => ({ name, max: i === 1 ? 40 : 30 })),
        }}
        onValuesChange={(changed: Partial<CreateValues>) => {
          const found = cases.data?.find((c) => c.caseKey === changed.caseKey);
          if (found && !form.getFieldValue('title')) form.setFieldValue('title', found.title[lang]);
        }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item name="caseKey" label={t('negotiation.case')} rules={[{ required: true }]}>
          <Select
            aria-label={t('negotiation.case')}
            loading={cases.isLoading}
            options={(cases.data ?? []).map((c) => ({ value: c.caseKey, label: c.title[lang] }))}
          />
        </Form.Item>
        {chosen ? <Typography.Paragraph type="secondary">{chosen.summary[lang]}</Typography.Paragraph> : null}
        <Form.Item name="title" label={t('negotiation.contestTitle')} rules={[{ required: true, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="platformMinutes" label={t('negotiation.platformMinutes')} rules={[{ required: true }]}>
            <InputNumber min={1} max={120} />
          </Form.Item>
          <Form.Item name="platformTurns" label={t('negotiation.platformTurns')} rules={[{ required: true }]}>
            <InputNumber min={2} max={40} />
          </Form.Item>
          <Form.Item name="platformAt" label={t('negotiation.platformAt')}>
            <DatePicker showTime format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </Flex>
        <Typography.Text strong>{t('negotiation.rubric')}</Typography.Text>
        <Typography.Paragraph type="secondary">{t('negotiation.rubricHint')}</Typography.Paragraph>
        <Form.List name="rubric">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((f) => (
                <Flex key={f.key} gap={8} wrap>
                  <Form.Item
                    name={[f.name, 'name']}
                    rules={[{ required: true, max: 60 }]}
                    style={{ flex: '2 1 180px', margin: 0 }}
                  >
                    <Input placeholder={t('negotiation.criterion')} maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'max']} rules={[{ required: true }]} style={{ margin: 0 }}>
                    <InputNumber
                      min={1}
                      max={100}
                      placeholder={t('negotiation.max')}
                      aria-label={t('negotiation.max')}
                    />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                    {t('negotiation.remove')}
                  </Button>
                </Flex>
              ))}
              <Button onClick={() => add({ name: '', max: 20 })} disabled={fields.length >= 8}>
                {t('negotiation.addCriterion')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
