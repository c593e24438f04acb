/**
 * Everything around the router that the first page needs: the query client
 * (shared/query-client.ts). antd and the app-wide jobs are in the lazy AntdFrame (antd-frame.tsx),
 * so the sign-in pages load without them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/query-client';

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
