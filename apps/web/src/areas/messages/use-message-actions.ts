/** Message-centre actions; each refreshes the list and the bell's unread count afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageApi } from '../../api/messages';
import { queryKeys } from '../../api/query-keys';

export function useMessageActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
    void queryClient.invalidateQueries({ queryKey: queryKeys.messageNum });
  };
  return {
    markRead: useMutation({ mutationFn: (ids: number[]) => messageApi.messageSettingRead(ids), onSettled: refresh }),
    markAllRead: useMutation({ mutationFn: () => messageApi.messageSettingRead(), onSettled: refresh }),
    remove: useMutation({ mutationFn: (ids: number[]) => messageApi.messageDelete(ids), onSettled: refresh }),
    cleanAll: useMutation({ mutationFn: messageApi.messageCleanAll, onSettled: refresh }),
  };
}
