/**
 * The contest's judges on review: the organiser invites any teachers of the school (the class's
 * staff judge anyway) and sees who has scored; an invited judge reads that they judge only.
 */
import type { TNegotiationDetail } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { negotiationApi } from '../../api/negotiations';

export function JudgesCard({ d, onSaved }: { d: TNegotiationDetail; onSaved: (d: TNegotiationDetail) => void }) {
  const { t } = useTranslation();
  const scoredBy = new Set(d.scores.map((s) => s.judgeId));
  return (
    <Card size="small" title={t('negotiation.judging.title')} data-testid="judges-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        {d.mayRun ? (
          <JudgePicker d={d} onSaved={onSaved} />
        ) : (
          <Alert type="info" showIcon message={t('negotiation.judging.invitedYou')} />
        )}
        <Flex gap={8} wrap align="center">
          <Typography.Text type="secondary">{t('negotiation.judging.invited')}</Typography.Text>
          {d.judges.length === 0 ? (
            <Typography.Text type="secondary">{t('negotiation.judging.none')}</Typography.Text>
          ) : null}
          {d.judges.map((j) => (
            <Tag key={j.judgeId} color={scoredBy.has(j.judgeId) ? 'green' : undefined} data-testid="invited-judge">
              {j.name}
              {scoredBy.has(j.judgeId) ? ` · ${t('negotiation.judging.scored')}` : ''}
            </Tag>
          ))}
        </Flex>
      </Space>
    </Card>
  );
}

function JudgePicker({ d, onSaved }: { d: TNegotiationDetail; onSaved: (d: TNegotiationDetail) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const candidates = useQuery({
    queryKey: ['negotiation', 'judgeCandidates', d.contestId],
    queryFn: () => negotiationApi.judgeCandidates(d.contestId),
  });
  const invited = d.judges.map((j) => j.judgeId).join(',');
  const [chosen, setChosen] = useState<number[]>(() => d.judges.map((j) => j.judgeId));
  // A save elsewhere (another tab, the push) resets the choice to what the server holds.
  useEffect(() => setChosen(invited ? invited.split(',').map(Number) : []), [invited]);
  const save = useMutation({
    mutationFn: () => negotiationApi.setJudges(d.contestId, chosen),
    onSuccess: (fresh) => {
      onSaved(fresh);
      void message.success(t('negotiation.judging.saved'));
    },
  });
  const changed = chosen.join(',') !== invited;
  return (
    <Flex gap={8} wrap align="center">
      <Select
        mode="multiple"
        style={{ flex: '1 1 260px', minWidth: 0 }}
        loading={candidates.isLoading}
        status={candidates.isError ? 'error' : undefined}
        placeholder={candidates.isError ? t('error.unknown') : t('negotiation.judging.pick')}
        aria-label={t('negotiation.judging.pick')}
        optionFilterProp="label"
        value={chosen}
        onChange={setChosen}
        options={(candidates.data ?? []).map((c) => ({ value: c.judgeId, label: c.name }))}
        data-testid="judge-picker"
      />
      <Button type="primary" disabled={!changed} loading={save.isPending} onClick={() => save.mutate()}>
        {t('negotiation.judging.save')}
      </Button>
    </Flex>
  );
}
