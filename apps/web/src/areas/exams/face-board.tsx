/**
 * The board's face check (docs/face-check.md): each student's state as a tag, and on click the
 * face data photo beside the latest capture, the check records, and the waiver (reason required,
 * written to the audit log and pushed to the student's page).
 */
import type { TBoardFace, TBoardRow, TFaceCheckEntry } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Empty, Input, List, Modal, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examApi } from '../../api/exams';
import { schoolTime } from '../../shared/school-time';
import { FaceImage } from './face-image';

const STATE_COLOR: Record<TBoardFace['state'], string> = {
  notYet: 'default',
  passed: 'success',
  failed: 'error',
  waived: 'processing',
};

export function FaceCell({ row, onOpen }: { row: TBoardRow; onOpen: () => void }) {
  const { t } = useTranslation();
  const face = row.face;
  if (!face) return null;
  return (
    <Tag
      color={STATE_COLOR[face.state]}
      style={{ cursor: 'pointer' }}
      onClick={onOpen}
      data-testid={`face-cell-${row.mobile}`}
    >
      {t(`exam.faceState.${face.state}`, { count: face.failures })}
      {face.state !== 'waived' && face.lastScore !== null ? ` · ${face.lastScore}` : ''}
    </Tag>
  );
}

function EntryLine({ entry }: { entry: TFaceCheckEntry }) {
  const { t } = useTranslation();
  const time = schoolTime(entry.at).format('HH:mm:ss');
  if (entry.kind === 'waiver')
    return (
      <Typography.Text>{`${time} · ${t('exam.faceEntryWaiver', { name: entry.actorName ?? '' })}: ${entry.reason}`}</Typography.Text>
    );
  return (
    <Space size={6}>
      <Typography.Text>{time}</Typography.Text>
      <Tag color={entry.passed ? 'success' : 'error'}>{entry.passed ? t('exam.facePassed') : t('exam.faceFailed')}</Tag>
      {entry.score !== null ? (
        <Typography.Text>{t('exam.faceSimilarity', { score: entry.score })}</Typography.Text>
      ) : null}
    </Space>
  );
}

export function FaceDetailModal({ examId, row, onClose }: { examId: number; row: TBoardRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const detail = useQuery({
    queryKey: ['faceDetail', examId, row.studentId, row.face?.lastAt, row.face?.state],
    queryFn: () => examApi.faceDetail(examId, row.studentId),
  });
  const waive = useMutation({
    mutationFn: () => examApi.faceWaive({ examId, studentId: row.studentId, reason: reason.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['examAudit', examId] });
      void queryClient.invalidateQueries({ queryKey: ['examBoard', examId] });
      onClose();
    },
  });
  const lastCapture = detail.data?.entries.find((e) => e.kind === 'check' && e.imagePath)?.imagePath ?? null;
  const waived = row.face?.state === 'waived';
  return (
    <Modal
      open
      width={640}
      title={t('exam.faceDetailTitle', { name: row.name })}
      onCancel={onClose}
      footer={
        waived ? null : (
          <Button
            danger
            type="primary"
            loading={waive.isPending}
            onClick={() => {
              if (!reason.trim()) return setMissingReason(true);
              waive.mutate();
            }}
          >
            {t('exam.faceWaive')}
          </Button>
        )
      }
    >
      <Row gutter={16}>
        <Col span={12}>
          <Typography.Text type="secondary">{t('exam.faceReference')}</Typography.Text>
          <div style={{ marginTop: 4 }}>
            {detail.data?.referencePath ? (
              <FaceImage
                filePath={detail.data.referencePath}
                width={260}
                alt={t('exam.faceReference')}
                testId="face-reference"
              />
            ) : (
              <Empty description={t('exam.faceNone')} />
            )}
          </div>
        </Col>
        <Col span={12}>
          <Typography.Text type="secondary">{t('exam.faceLastCapture')}</Typography.Text>
          <div style={{ marginTop: 4 }}>
            {lastCapture ? (
              <FaceImage filePath={lastCapture} width={260} alt={t('exam.faceLastCapture')} testId="face-capture" />
            ) : (
              <Empty description={t('exam.faceNoCapture')} />
            )}
          </div>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('exam.faceHistory')}
      </Typography.Title>
      <List
        size="small"
        loading={detail.isLoading}
        dataSource={detail.data?.entries ?? []}
        renderItem={(entry) => (
          <List.Item>
            <EntryLine entry={entry} />
          </List.Item>
        )}
      />
      {waived ? null : (
        <Space direction="vertical" style={{ width: '100%', marginTop: 8 }}>
          <Input.TextArea
            rows={2}
            maxLength={200}
            placeholder={t('exam.faceWaiveReason')}
            value={reason}
            status={missingReason ? 'error' : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissingReason(false);
            }}
            data-testid="face-waive-reason"
          />
          {missingReason ? <Alert type="error" showIcon message={t('exam.faceWaiveReasonRequired')} /> : null}
        </Space>
      )}
    </Modal>
  );
}
