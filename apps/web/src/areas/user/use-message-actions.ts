/** Message-centre actions; each refreshes the list and the bell's unread count afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';

export function useMessageActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
    void queryClient.invalidateQueries({ queryKey: queryKeys.messageNum });
  };
  return {
    markRead: useMutation({ mutationFn: (ids: number[]) => api.messageSettingRead(ids), onSettled: refresh }),
    markAllRead: useMutation({ mutationFn: () => api.messageSettingRead(), onSettled: refresh }),
    remove: useMutation({ mutationFn: (ids: number[]) => api.messageDelete(ids), onSettled: refresh }),
    cleanAll: useMutation({ mutationFn: api.messageCleanAll, onSettled: refresh }),
  };
}
