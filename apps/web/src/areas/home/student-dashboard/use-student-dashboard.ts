/**
 * The student's home in one call (issue 24), and a clock set by the server's: time left counts
 * from the server's time, not the device's, and moves on every half minute while the page is open.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { homeApi } from '../../../api/home';
import { queryKeys } from '../../../api/query-keys';

export function useStudentDashboard(enabled = true) {
  return useQuery({
    queryKey: queryKeys.studentDashboard,
    enabled,
    queryFn: async () => ({ ...(await homeApi.studentDashboard()), receivedAt: Date.now() }),
    // Always fresh on arrival: the student comes back from an activity or a report to see it counted.
    staleTime: 0,
    // Deadlines, live lessons and new scores change without the student doing anything here.
    refetchInterval: 60_000,
  });
}

/** Now on the server's clock: its answer's `now` plus the time since it arrived. */
export function useServerNow(serverNow: string | undefined, receivedAt: number | undefined): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setTick(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  if (!serverNow || receivedAt === undefined) return tick;
  return Date.parse(serverNow) + Math.max(0, tick - receivedAt);
}
