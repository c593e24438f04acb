/**
 * /drawLotteryRaffle (part 2 §2.2, public): the draw for the order of an oral round. With
 * ?code= it shows that draw to anyone; otherwise a teacher draws (the server picks the seed) and
 * sees the school's draws, and anyone may open a draw by its code.
 */
import { LOTTERY_CODE_PATTERN, LOTTERY_MAX_ENTRANTS } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, List, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { lotteryApi } from '../../api/competition-public';
import { isStaff } from '../../session/roles';
import { useSession } from '../../session/store';
import { formatSchoolTime } from '../../shared/school-time';
import { DrawResult } from './draw-result';
import { useStoredDraft } from './use-stored-draft';

const EMPTY = { entrants: '', title: '' };
const entrantLines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

function DrawByCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['lottery', code], queryFn: () => lotteryApi.detail(code), retry: false });
  if (query.isPending) return <Spin />;
  if (query.isError) {
    return (
      <Result
        status="404"
        title={t('compPublic.lottery.notFound')}
        extra={<Link to="/drawLotteryRaffle">{t('compPublic.lottery.back')}</Link>}
      />
    );
  }
  return <DrawResult draw={query.data} />;
}

function OpenByCode() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const valid = LOTTERY_CODE_PATTERN.test(code.trim().toUpperCase());
  return (
    <Card size="small" title={t('compPublic.lottery.openByCode')}>
      <Flex gap={8} wrap>
        <Input
          aria-label={t('compPublic.lottery.code')}
          placeholder={t('compPublic.lottery.codePlaceholder')}
          value={code}
          maxLength={12}
          onChange={(e) => setCode(e.target.value)}
          style={{ maxWidth: 240 }}
        />
        <Button disabled={!valid} onClick={() => navigate(`/drawLotteryRaffle?code=${code.trim().toUpperCase()}`)}>
          {t('compPublic.lottery.open')}
        </Button>
      </Flex>
    </Card>
  );
}

function NewDraw() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft, clearDraft] = useStoredDraft('lingua.lotteryDraft', EMPTY);
  const names = entrantLines(draft.entrants);
  const mutation = useMutation({
    mutationFn: () => lotteryApi.draw(draft.title.trim(), names),
    onSuccess: (draw) => {
      clearDraft();
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'list'] });
      void navigate(`/drawLotteryRaffle?code=${draw.code}`);
    },
  });
  const ready = draft.title.trim() !== '' && names.length >= 2 && names.length <= LOTTERY_MAX_ENTRANTS;
  const confirm = () =>
    modal.confirm({
      title: t('compPublic.lottery.drawConfirm'),
      okText: t('compPublic.lottery.draw'),
      cancelText: t('common.cancel'),
      onOk: () => mutation.mutateAsync(),
    });
  return (
    <Card title={t('compPublic.lottery.formTitle')}>
      <Form layout="vertical" onFinish={confirm}>
        <Form.Item label={t('compPublic.lottery.roundTitle')} required>
          <Input
            value={draft.title}
            maxLength={100}
            placeholder={t('compPublic.lottery.roundTitlePlaceholder')}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            data-testid="lottery-title"
          />
        </Form.Item>
        <Form.Item
          label={t('compPublic.lottery.entrants')}
          required
          extra={t('compPublic.lottery.entrantCount', { n: names.length })}
        >
          <Input.TextArea
            value={draft.entrants}
            rows={8}
            placeholder={t('compPublic.lottery.entrantsPlaceholder')}
            onChange={(e) => setDraft({ ...draft, entrants: e.target.value })}
            data-testid="lottery-entrants"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!ready}
          loading={mutation.isPending}
          data-testid="lottery-draw"
        >
          {t('compPublic.lottery.draw')}
        </Button>
      </Form>
    </Card>
  );
}

function SchoolDraws() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['lottery', 'list'], queryFn: lotteryApi.list });
  return (
    <Card title={t('compPublic.lottery.history')} size="small">
      {query.isError ? (
        <Alert type="error" showIcon message={query.error.message} />
      ) : (
        <List
          loading={query.isPending}
          dataSource={query.data ?? []}
          locale={{ emptyText: <Empty description={t('compPublic.lottery.noHistory')} /> }}
          renderItem={(d) => (
            <List.Item>
              <Flex vertical gap={2}>
                <Link to={`/drawLotteryRaffle?code=${d.code}`}>{d.title}</Link>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {d.code} · {t('compPublic.lottery.entrantCount', { n: d.entrantCount })} · {d.drawnBy} ·{' '}
                  {formatSchoolTime(d.drawnAt)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useSession((s) => s.loginInfo);
  const token = useSession((s) => s.token);
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const staff = Boolean(token) && isStaff(info);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('compPublic.lottery.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('compPublic.lottery.intro')}
        </Typography.Paragraph>
      </Card>
      {code ? (
        <>
          <DrawByCode code={code} />
          <Link to="/drawLotteryRaffle">{t('compPublic.lottery.back')}</Link>
        </>
      ) : (
        <>
          {staff ? <NewDraw /> : <Alert type="info" showIcon message={t('compPublic.lottery.signInToDraw')} />}
          <OpenByCode />
          {staff && <SchoolDraws />}
        </>
      )}
    </Flex>
  );
}
