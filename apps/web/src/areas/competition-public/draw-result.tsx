/**
 * One lottery draw as anyone sees it by its code: the order, the seed, who drew it and when, and a
 * button that computes the order again from the seed in this browser and compares.
 */
import { drawOrder, type TLotteryDraw } from '@lingua/contracts';
import { Alert, App, Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSchoolTime } from '../../shared/school-time';

export function DrawResult({ draw }: { draw: TLotteryDraw }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [verified, setVerified] = useState<boolean | null>(null);

  const verify = () => {
    const again = drawOrder(draw.seed, draw.entrants.length);
    setVerified(again.length === draw.order.length && again.every((v, i) => v === draw.order[i]));
  };
  const share = async () => {
    const url = `${window.location.origin}/drawLotteryRaffle?code=${draw.code}`;
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('compPublic.lottery.copied'));
    } catch {
      message.info(url);
    }
  };
  const rows = draw.order.map((position, place) => ({ place: place + 1, name: draw.entrants[position] ?? '' }));

  return (
    <Card
      title={draw.title}
      extra={
        <Button size="small" onClick={() => void share()}>
          {t('compPublic.lottery.share')}
        </Button>
      }
      data-testid="draw-result"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('compPublic.lottery.code')}>
          <Typography.Text copyable data-testid="draw-code">
            {draw.code}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('compPublic.lottery.school')}>{draw.schoolName}</Descriptions.Item>
        <Descriptions.Item label={t('compPublic.lottery.drawnBy')}>{draw.drawnBy}</Descriptions.Item>
        <Descriptions.Item label={t('compPublic.lottery.drawnAt')}>
          {formatSchoolTime(draw.drawnAt, 'YYYY-MM-DD HH:mm:ss')}
        </Descriptions.Item>
        <Descriptions.Item label={t('compPublic.lottery.seed')} span={2}>
          <Typography.Text copyable code style={{ wordBreak: 'break-all', fontSize: 12 }} data-testid="draw-seed">
            {draw.seed}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="place"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('compPublic.lottery.order'), dataIndex: 'place', width: 80 },
          { title: t('compPublic.lottery.entrant'), dataIndex: 'name' },
        ]}
        data-testid="draw-order"
      />
      <Space direction="vertical" style={{ marginTop: 16, width: '100%' }}>
        <Button onClick={verify} data-testid="draw-verify">
          {t('compPublic.lottery.verify')}
        </Button>
        {verified !== null && (
          <Alert
            type={verified ? 'success' : 'error'}
            showIcon
            message={verified ? t('compPublic.lottery.verified') : t('compPublic.lottery.mismatch')}
            data-testid="draw-verified"
          />
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('compPublic.lottery.method')}
        </Typography.Text>
      </Space>
    </Card>
  );
}
