/**
 * The device check before a spoken round: /test (public, no sign-in), and
 * /competition/student/examErSieTest?id= (and /evaluation/examErSieTest) for the competition the
 * student is about to enter. Browser, network, microphone and earphones are always needed; the
 * camera when the competition's rounds check faces (on /test it is offered, not required). With a
 * competition, a student whose needed checks all passed records it, and the organiser's entry
 * list shows the time.
 */
import type { TDeviceCheckName } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { deviceCheckApi } from '../../api/device-check';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { BrowserCheck } from './browser-check';
import { CameraCheck } from './camera-check';
import type { CheckState } from './check-card';
import { EarphoneCheck } from './earphone-check';
import { MicrophoneCheck } from './microphone-check';
import { NetworkCheck, type NetworkFigures } from './network-check';

type States = Partial<Record<TDeviceCheckName, CheckState>>;

export function DeviceCheckPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('deviceCheck.title'));
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  // /test is public: only the student's examErSieTest reads (and records for) a competition.
  const forCompetition = useLocation().pathname.endsWith('/examErSieTest') && Number.isInteger(id) && id > 0;
  const target = useQuery({
    queryKey: ['deviceCheckTarget', id],
    queryFn: () => deviceCheckApi.target(id),
    enabled: forCompetition,
  });
  const [states, setStates] = useState<States>({});
  const [figures, setFigures] = useState<NetworkFigures>();
  const set = useCallback(
    (name: TDeviceCheckName) => (state: CheckState) => setStates((s) => ({ ...s, [name]: state })),
    [],
  );
  const onBrowser = useCallback((s: CheckState) => set('browser')(s), [set]);
  const onNetwork = useCallback(
    (s: CheckState, f?: NetworkFigures) => {
      set('network')(s);
      if (f) setFigures(f);
    },
    [set],
  );
  const onCamera = useCallback((s: CheckState) => set('camera')(s), [set]);
  const onMicrophone = useCallback((s: CheckState) => set('microphone')(s), [set]);
  const onEarphones = useCallback((s: CheckState) => set('earphones')(s), [set]);

  const needsCamera = target.data?.needsCamera ?? false;
  const needed: TDeviceCheckName[] = [
    'browser',
    'network',
    'microphone',
    'earphones',
    ...(needsCamera ? ['camera' as const] : []),
  ];
  const allPassed = needed.every((n) => states[n] === 'pass');
  const failed = needed.filter((n) => states[n] === 'fail');
  const record = useMutation({
    mutationFn: () =>
      deviceCheckApi.record({
        abilityCompId: id,
        passed: (Object.keys(states) as TDeviceCheckName[]).filter((n) => states[n] === 'pass'),
        roundTripMs: figures?.roundTripMs ?? 0,
        uploadKbps: figures?.uploadKbps ?? 0,
      }),
    onSuccess: () => void target.refetch(),
  });

  if (forCompetition && target.isLoading) return <Skeleton active />;
  if (forCompetition && target.isError) return <Alert type="error" showIcon message={target.error.message} />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1080, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {target.data ? t('deviceCheck.titleFor', { name: target.data.competitionName }) : t('deviceCheck.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('deviceCheck.intro')}</Typography.Paragraph>
        {target.data?.last ? (
          <Alert
            type="success"
            showIcon
            data-testid="device-check-last"
            message={t('deviceCheck.lastPassed', {
              time: schoolTime(target.data.last.checkedAt).format('YYYY-MM-DD HH:mm'),
            })}
          />
        ) : null}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <BrowserCheck onResult={onBrowser} />
        </Col>
        <Col xs={24} lg={12}>
          <NetworkCheck onResult={onNetwork} />
        </Col>
        <Col xs={24} lg={12}>
          <MicrophoneCheck onResult={onMicrophone} />
        </Col>
        <Col xs={24} lg={12}>
          <EarphoneCheck onResult={onEarphones} />
        </Col>
        <Col xs={24} lg={12}>
          <CameraCheck onResult={onCamera} />
          {!needsCamera ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {forCompetition ? t('deviceCheck.cameraNotNeeded') : t('deviceCheck.cameraOptional')}
            </Typography.Paragraph>
          ) : null}
        </Col>
      </Row>
      <Card data-testid="device-check-summary" data-passed={allPassed}>
        {allPassed ? (
          <Result
            status="success"
            title={t('deviceCheck.allPassed')}
            subTitle={forCompetition ? t('deviceCheck.allPassedRecord') : t('deviceCheck.allPassedPublic')}
            extra={
              forCompetition
                ? [
                    <Button
                      key="record"
                      type="primary"
                      loading={record.isPending}
                      disabled={record.isSuccess}
                      onClick={() => record.mutate()}
                      data-testid="device-check-record"
                    >
                      {record.isSuccess ? t('deviceCheck.recorded') : t('deviceCheck.record')}
                    </Button>,
                    <Link key="enter" to={`/competition/student/entrance?id=${id}`}>
                      <Button>{t('deviceCheck.toEntrance')}</Button>
                    </Link>,
                  ]
                : undefined
            }
          />
        ) : (
          <Typography.Text>
            {failed.length > 0
              ? t('deviceCheck.someFailed', {
                  names: failed.map((n) => t(`deviceCheck.${n}.title`)).join(t('deviceCheck.listSeparator')),
                })
              : t('deviceCheck.notYet', { done: needed.filter((n) => states[n] === 'pass').length, of: needed.length })}
          </Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
