/** The click on a platform card: switch the session to it and go to its home. */

import type { TPlatformListItem } from '@lingua/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getSession } from '../../session/store';
import { choosePlatform } from './choose-platform';

export function useChoosePlatform(): (platform: TPlatformListItem) => void {
  const navigate = useNavigate();
  return useCallback(
    (platform: TPlatformListItem) => {
      const info = getSession().loginInfo;
      if (!info) return;
      void navigate(choosePlatform(platform, info));
    },
    [navigate],
  );
}
