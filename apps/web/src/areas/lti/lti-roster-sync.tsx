/**
 * For a class made by a launch from Moodle or Canvas: where it comes from, and the teacher's
 * "sync roster" (NRPS), which adds the platform course's learners to the class. Nothing for any
 * other class.
 */
import { SyncOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ltiApi } from '../../api/lti';

export function LtiRosterSync({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const link = useQuery({ queryKey: ['lti', 'classLink', classId], queryFn: () => ltiApi.classLink(classId) });
  const sync = useMutation({
    mutationFn: () => ltiApi.syncRoster(classId),
    onSuccess: (result) => {
      void message.success(t('lti.roster.synced', result));
      void queryClient.invalidateQueries();
    },
  });
  if (!link.data?.linked) return null;
  return (
    <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }} data-testid="lti-roster">
      <Typography.Text type="secondary">{t('lti.roster.from', { platform: link.data.platformName })}</Typography.Text>
      {link.data.canSyncRoster && (
        <Button icon={<SyncOutlined />} loading={sync.isPending} onClick={() => sync.mutate()}>
          {t('lti.roster.sync')}
        </Button>
      )}
    </Flex>
  );
}
