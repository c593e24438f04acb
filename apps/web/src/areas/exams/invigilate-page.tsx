/**
 * testInvigilate?examId= : the live board. Every student's status, progress, last save, device,
 * address, focus losses and screen switches, patched row by row from the exam's realtime room; the
 * exam powers (pause/resume, end entry, close) and the per-student ones, each with a reason for
 * the audit log.
 */
import { DownOutlined } from '@ant-design/icons';
import {
  HandedInStates,
  type TBoardRow,
  type TExamAction,
  type TExamBoard,
  type TInvigilateAction,
} from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Badge,
  Button,
  Card,
  Dropdown,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { examApi } from '../../api/exams';
import { RESYNC_EVENT } from '../../api/realtime';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { AuditLog } from './audit-log';
import { ExamStatusTag } from './exam-status-tag';
import { FaceCell, FaceDetailModal } from './face-board';

type Pending = { row: TBoardRow; action: TInvigilateAction } | null;

export function InvigilatePage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const examId = Number(params.get('examId') ?? 0);
  const queryClient = useQueryClient();
  const key = ['examBoard', examId];
  useDocumentTitle(t('exam.board'));
  const board = useQuery({ queryKey: key, queryFn: () => examApi.board(examId), enabled: examId > 0 });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  const live = useRealtime(examId ? `exam:${examId}` : undefined, (event, data) => {
    if (event === RESYNC_EVENT || data === null) return refetch();
    // Row patches arrive batched (several students per event).
    const patches = new Map((data as (Partial<TBoardRow> & { studentId: number })[]).map((p) => [p.studentId, p]));
    queryClient.setQueryData<TExamBoard>(key, (old) =>
      old ? { ...old, rows: old.rows.map((r) => ({ ...r, ...patches.get(r.studentId) })) } : old,
    );
  });
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [extra, setExtra] = useState<{ row: TBoardRow; minutes: number; attempts: number } | null>(null);
  const [faceOf, setFaceOf] = useState<number | null>(null);
  const act = useMutation({
    mutationFn: (a: { studentId: number; action: TInvigilateAction; reason: string }) =>
      examApi.invigilate({ examId, ...a }),
    onSuccess: () => {
      setPending(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['examAudit', examId] });
    },
  });
  const examAct = useMutation({
    mutationFn: (action: TExamAction) => examApi.action(examId, action),
    onSuccess: () => {
      refetch();
      void queryClient.invalidateQueries({ queryKey: ['examAudit', examId] });
    },
  });
  const accommodate = useMutation({
    mutationFn: (e: NonNullable<typeof extra>) =>
      examApi.accommodation({ examId, studentId: e.row.studentId, extraMinutes: e.minutes, extraAttempts: e.attempts }),
    onSuccess: () => setExtra(null),
  });
  const exam = board.data?.exam;
  const running = (r: TBoardRow) => r.status === 'inProgress' || r.status === 'paused';
  const rowActions = (r: TBoardRow) =>
    (
      [
        running(r) && !r.locked ? 'lock' : null,
        running(r) && r.locked ? 'unlock' : null,
        running(r) ? 'forceSubmit' : null,
        r.status !== 'absent' && r.status !== 'cheating' ? 'absent' : null,
        r.attemptId && r.status !== 'cheating' ? 'cheating' : null,
        r.status === 'absent' || r.status === 'cheating' ? 'reopen' : null,
      ] as const
    ).filter((a): a is TInvigilateAction => a !== null);
  const label = (a: TInvigilateAction) =>
    t(
      (
        {
          lock: 'exam.lock',
          unlock: 'exam.unlock',
          forceSubmit: 'exam.forceSubmit',
          absent: 'exam.markAbsent',
          cheating: 'exam.markCheating',
          reopen: 'exam.reopen',
        } as const
      )[a],
    );
  return (
    <div className="page-container">
      <Card
        title={
          <Space>
            <span>{`${t('exam.board')} · ${exam?.title ?? ''}`}</span>
            <Badge status={live ? 'success' : 'warning'} text={live ? t('exam.live') : t('exam.offlineBoard')} />
            {exam?.paused ? <Tag color="warning">{t('exam.status.paused')}</Tag> : null}
            {exam?.closed ? <Tag>{t('exam.status.closed')}</Tag> : null}
          </Space>
        }
        extra={
          exam && !exam.closed ? (
            <Space>
              {exam.paused ? (
                <Button type="primary" loading={examAct.isPending} onClick={() => examAct.mutate('resume')}>
                  {t('exam.resume')}
                </Button>
              ) : (
                <Button danger loading={examAct.isPending} onClick={() => examAct.mutate('pause')}>
                  {t('exam.pause')}
                </Button>
              )}
              <Button disabled={exam.signInEnded} onClick={() => examAct.mutate('endSignIn')}>
                {t('exam.endSignIn')}
              </Button>
              <Button
                onClick={() =>
                  modal.confirm({
                    title: t('exam.closeExam'),
                    content: t('exam.closeConfirm'),
                    onOk: () => examAct.mutateAsync('close'),
                  })
                }
              >
                {t('exam.closeExam')}
              </Button>
            </Space>
          ) : null
        }
      >
        <Table<TBoardRow>
          rowKey="studentId"
          size="small"
          loading={board.isLoading}
          dataSource={board.data?.rows ?? []}
          pagination={false}
          scroll={{ x: 1000 }}
          columns={[
            { title: t('exam.student'), key: 'name', render: (_, r) => `${r.name} ${r.mobile.slice(-4)}` },
            {
              title: t('exam.statusLabel'),
              key: 'status',
              render: (_, r) => (
                <Space size={4}>
                  <ExamStatusTag status={r.status} />
                  {r.locked ? <Tag color="error">{t('exam.lock')}</Tag> : null}
                </Space>
              ),
            },
            ...(exam?.faceCheck
              ? [
                  {
                    title: t('exam.faceColumn'),
                    key: 'face',
                    render: (_: unknown, r: TBoardRow) => <FaceCell row={r} onOpen={() => setFaceOf(r.studentId)} />,
                  },
                ]
              : []),
            { title: t('exam.progress'), key: 'progress', render: (_, r) => `${r.answered} / ${r.questionCount}` },
            {
              title: t('exam.lastSave'),
              key: 'save',
              render: (_, r) => (r.lastSaveAt ? schoolTime(r.lastSaveAt).format('HH:mm:ss') : '-'),
            },
            {
              title: t('exam.device'),
              key: 'device',
              render: (_, r) =>
                r.device ? (
                  <Typography.Text
                    ellipsis
                    style={{ maxWidth: 200 }}
                    title={r.device}
                  >{`${r.address} · ${r.device}`}</Typography.Text>
                ) : (
                  '-'
                ),
            },
            { title: t('exam.focus'), key: 'focus', render: (_, r) => `${r.focusLosses} / ${r.screenSwitches}` },
            {
              title: t('exam.score'),
              key: 'score',
              // A handed-in paper without a score waits for the teacher's grading (a Q&A, say).
              render: (_, r) =>
                r.score ??
                ((HandedInStates as readonly string[]).includes(r.status) ? (
                  <Typography.Text type="secondary">{t('exam.pendingGrading')}</Typography.Text>
                ) : (
                  '-'
                )),
            },
            {
              title: t('exam.actions'),
              key: 'actions',
              render: (_, r) => (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      ...rowActions(r).map((a) => ({ key: a, label: label(a), danger: a === 'cheating' })),
                      { key: 'extra', label: t('exam.extraTime') },
                    ],
                    onClick: ({ key }) => {
                      if (key === 'extra') setExtra({ row: r, minutes: r.extraMinutes, attempts: r.extraAttempts });
                      const action = rowActions(r).find((a) => a === key);
                      if (action) setPending({ row: r, action });
                    },
                  }}
                >
                  <Button size="small" data-testid={`row-actions-${r.mobile}`}>
                    {t('exam.actions')} <DownOutlined />
                  </Button>
                </Dropdown>
              ),
            },
          ]}
        />
      </Card>
      <AuditLog examId={examId} />
      {faceOf !== null && board.data?.rows.some((r) => r.studentId === faceOf) ? (
        <FaceDetailModal
          examId={examId}
          row={board.data.rows.find((r) => r.studentId === faceOf) as TBoardRow}
          onClose={() => setFaceOf(null)}
        />
      ) : null}
      <Modal
        open={pending !== null}
        title={pending ? `${label(pending.action)} · ${pending.row.name}` : ''}
        okButtonProps={{ loading: act.isPending }}
        onCancel={() => setPending(null)}
        onOk={() => pending && act.mutate({ studentId: pending.row.studentId, action: pending.action, reason })}
      >
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder={t('exam.reason')}
          aria-label={t('exam.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
      <Modal
        open={extra !== null}
        title={extra ? `${t('exam.extraTime')} · ${extra.row.name}` : ''}
        okButtonProps={{ loading: accommodate.isPending }}
        onCancel={() => setExtra(null)}
        onOk={() => extra && accommodate.mutate(extra)}
      >
        {extra ? (
          <Form layout="inline">
            {/* No field names here (the state holds the values): each label is tied to its box by id. */}
            <Form.Item label={t('exam.extraMinutes')} htmlFor="extra-minutes">
              <InputNumber
                id="extra-minutes"
                min={0}
                max={600}
                value={extra.minutes}
                onChange={(v) => setExtra({ ...extra, minutes: v ?? 0 })}
              />
            </Form.Item>
            <Form.Item label={t('exam.extraAttempts')} htmlFor="extra-attempts">
              <InputNumber
                id="extra-attempts"
                min={0}
                max={10}
                value={extra.attempts}
                onChange={(v) => setExtra({ ...extra, attempts: v ?? 0 })}
              />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </div>
  );
}
