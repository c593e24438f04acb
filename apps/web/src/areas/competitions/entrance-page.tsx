/**
 * /competition/student/entrance?id= : the competition's header items, entering, the commitment
 * (when eligibility is 1 and official), the periods with their round (an exam: start, resume,
 * report), the ranking, and withdrawal (when exitControl is 1).
 */
import { competitionHeader, type TCompetitionView } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { StartWaitNotice } from '../exams/start-wait-notice';
import { useExamStart } from '../exams/use-exam-start';
import { chooseCompetition } from './chosen-competition';
import { CommitmentDialog } from './commitment-dialog';
import { CompetitionBar, CompetitionInformation } from './competition-bar';
import { PeriodList } from './period-list';
import { WithdrawalDialog } from './withdrawal-dialog';

export function EntrancePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(params.get('id') ?? 0);
  const preview = params.get('preview') === '1';
  const key = ['competitionEntrance', id];
  // Back from a round the periods' statuses are read again.
  const view = useQuery({
    queryKey: key,
    queryFn: () => competitionApi.entrance(id),
    enabled: id > 0,
    refetchOnMount: 'always',
  });
  const [signing, setSigning] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const main = view.data?.main;
  useDocumentTitle(main?.abilityCompName ?? t('competition.listTitle'));
  useEffect(() => {
    if (main)
      chooseCompetition({ id: main.abilityCompId, name: main.abilityCompName, logoUrl: main.abilityCompLogoUrl });
  }, [main]);
  const update = (data: TCompetitionView) => queryClient.setQueryData(key, data);
  const enter = useMutation({
    mutationFn: () => competitionApi.enter(id),
    onSuccess: (data) => {
      update(data);
      if (data.commitmentRequired && data.entry === 'entered') setSigning(true);
    },
  });
  const sign = useMutation({
    mutationFn: () => competitionApi.sign(id),
    onSuccess: (data) => {
      update(data);
      setSigning(false);
    },
  });
  const withdraw = useMutation({
    mutationFn: (reason: string) => competitionApi.withdraw(id, reason),
    // §4: after confirmation the user is withdrawn and the page reloads.
    onSuccess: () => window.location.reload(),
  });
  const { start, waiting } = useExamStart((sheet) =>
    navigate(`/competition/student/onlineTestAnswer?examId=${sheet.exam.examId}`),
  );

  if (view.isLoading) return <Skeleton active />;
  if (!view.data || !main)
    return (
      <Result
        status="warning"
        title={view.error?.message ?? t('competition.listEmpty')}
        extra={<Button onClick={() => navigate('/competition/student/index')}>{t('competition.backHome')}</Button>}
      />
    );
  const { entry, commitmentRequired } = view.data;
  const items = competitionHeader({ main, preview, signingIn: false });
  const admitted = entry === 'committed' || (entry === 'entered' && !commitmentRequired);
  return (
    <Flex vertical gap={16} className="page-container">
      <Card
        className="competition-hero"
        style={main.abilityCompBgUrl ? { backgroundImage: `url(${main.abilityCompBgUrl})` } : undefined}
      >
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="competition-title">
            {main.abilityCompName}
          </Typography.Title>
          <Typography.Text type="secondary">
            {main.schoolName} · {main.organiserName}
          </Typography.Text>
          <CompetitionBar
            items={items}
            signed={entry === 'committed'}
            canWithdraw={entry === 'entered' || entry === 'committed'}
            onCommitment={() => (entry === 'none' ? enter.mutate() : setSigning(true))}
            onWithdraw={() => setWithdrawing(true)}
          />
        </Space>
      </Card>
      {items.information ? <CompetitionInformation main={main} /> : null}
      {entry === 'none' ? (
        <Alert
          type="info"
          showIcon
          message={commitmentRequired ? t('competition.signFirst') : t('competition.entry.none')}
          action={
            <Button type="primary" loading={enter.isPending} onClick={() => enter.mutate()} data-testid="enter">
              {t('competition.enter')}
            </Button>
          }
        />
      ) : null}
      {entry === 'entered' && commitmentRequired ? (
        <Alert
          type="warning"
          showIcon
          message={t('competition.signFirst')}
          action={
            <Button type="primary" onClick={() => setSigning(true)} data-testid="open-commitment">
              {t('competition.commitment')}
            </Button>
          }
        />
      ) : null}
      {entry === 'withdrawn' ? (
        <Alert type="error" showIcon message={t('competition.withdrawnNotice')} data-testid="withdrawn" />
      ) : null}
      <StartWaitNotice waiting={waiting} />
      <PeriodList
        periods={view.data.periods}
        admitted={admitted}
        starting={start.isPending}
        onStart={(p) =>
          p.faceCheck ? navigate(`/competition/student/faceCheck?examId=${p.examId}`) : start.mutate(p.examId)
        }
      />
      <CommitmentDialog
        open={signing}
        letter={main.commitment}
        busy={sign.isPending}
        onSign={() => sign.mutate()}
        onCancel={() => setSigning(false)}
      />
      <WithdrawalDialog
        open={withdrawing}
        busy={withdraw.isPending}
        onWithdraw={(reason) => withdraw.mutate(reason)}
        onCancel={() => setWithdrawing(false)}
      />
    </Flex>
  );
}
