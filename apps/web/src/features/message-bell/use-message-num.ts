/** The unread message count: refetched every 60 s and invalidated after every message action. */
import { useQuery } from '@tanstack/react-query';
import { messageApi } from '../../api/messages';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/store';

export const MESSAGE_NUM_REFRESH_MS = 60_000;

export function useMessageNum() {
  const signedIn = useSession((s) => Boolean(s.token));
  return useQuery({
    queryKey: queryKeys.messageNum,
    queryFn: messageApi.messageNum,
    enabled: signedIn,
    refetchInterval: MESSAGE_NUM_REFRESH_MS,
    select: (data) => data?.unreadNum ?? 0,
  });
}
