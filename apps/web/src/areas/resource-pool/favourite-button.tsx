/** The star on a resource card or preview: favourite and unfavourite, every pool read refreshed after. */
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';

export function FavouriteButton({
  resourceId,
  isFavourite,
  withText = false,
}: {
  resourceId: number;
  isFavourite: boolean;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => (isFavourite ? resourcePoolApi.unfavourite(resourceId) : resourcePoolApi.favourite(resourceId)),
    onSuccess: async () => {
      message.success(t(isFavourite ? 'pool.card.unfavourited' : 'pool.card.favourited'));
      await client.invalidateQueries({ queryKey: queryKeys.resourcePool });
    },
  });
  const label = t(isFavourite ? 'pool.card.unfavourite' : 'pool.card.favourite');
  return (
    <Button
      type={withText ? 'default' : 'text'}
      icon={isFavourite ? <StarFilled style={{ color: '#f59e0b' }} /> : <StarOutlined />}
      aria-label={label}
      aria-pressed={isFavourite}
      title={label}
      loading={toggle.isPending}
      data-testid="favourite-button"
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle.mutate();
      }}
    >
      {withText ? label : null}
    </Button>
  );
}
