/**
 * Copies a pool training into the teacher's own version ("… (副本)", private until shared) and
 * opens the copy's preview; the copy is listed under 我的实训 in 资源管理 and the personal centre.
 */
import { CopyOutlined } from '@ant-design/icons';
import type { TPoolResource } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';

export function CopyTrainingButton({ resource }: { resource: Pick<TPoolResource, 'resourceId'> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const copy = useMutation({
    mutationFn: () => resourcePoolApi.copyTraining(resource.resourceId),
    onSuccess: async (made) => {
      message.success(t('poolManage.copied', { title: made.title }));
      await client.invalidateQueries({ queryKey: queryKeys.resourcePool });
      navigate(`${pathname}?resourceId=${made.resourceId}`);
    },
    onError: (error) => message.error(error.message),
  });
  return (
    <Button icon={<CopyOutlined />} loading={copy.isPending} onClick={() => copy.mutate()} data-testid="pool-copy">
      {t('poolManage.copy')}
    </Button>
  );
}
