/**
 * /lti/open?code=…: where a launch from Moodle or Canvas lands. The page trades the launch's
 * one-time code for a session (the account's one session, as a sign-in starts), then opens the
 * page the launch named: a student's training, a teacher's class progress, the training picker.
 */
import type { TLtiEnterResponse } from '@lingua/contracts';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { ltiApi } from '../../api/lti';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { completeSignIn } from '../login/complete-sign-in';

/** One exchange per code, even when a development render runs the effect twice: a code works once. */
const exchanges = new Map<string, Promise<TLtiEnterResponse>>();

export function LtiOpenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [failure, setFailure] = useState<string | null>(code ? null : t('lti.open.noCode'));
  useDocumentTitle(t('lti.open.title'));

  useEffect(() => {
    if (!code) return;
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = ltiApi.enter(code);
      exchanges.set(code, exchange);
    }
    let live = true;
    exchange.then(
      ({ to, ...session }) => {
        if (!live) return;
        completeSignIn(session, null);
        navigate(to, { replace: true });
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof ApiError ? error.message : t('lti.open.failed'));
      },
    );
    return () => {
      live = false;
    };
  }, [code, navigate, t]);

  if (failure) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Result
          status="warning"
          title={t('lti.open.failedTitle')}
          subTitle={failure}
          extra={
            <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
              {t('lti.open.toLogin')}
            </Button>
          }
        />
      </Flex>
    );
  }
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{t('lti.open.entering')}</Typography.Text>
    </Flex>
  );
}
