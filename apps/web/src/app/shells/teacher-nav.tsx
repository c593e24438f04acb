/**
 * The teacher's default navigation (part 2 §2.1, §4): "my courses" from the route table, then the
 * school's applications from /openApi/teacher/index/main. An open item navigates and is remembered
 * as the active nav; an unopened one shows the not-opened alert with the school's contacts.
 */
import type { TNavItem } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Flex, Menu, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { schoolApi } from '../../api/schools';
import { GraphNavButton } from '../../features/knowledge-graph/graph-nav-button';
import { StorageKey } from '../../session/keys';
import { readItem, writeItem } from '../../session/storage';
import { useSession } from '../../session/store';
import { dataLabel } from '../../shared/language-map';
import { menuEntries } from '../route-config';
import { matchKey } from './config-menu';

export function TeacherNav() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const subType = useSession((s) => s.projectSubType);
  // The server leaves out what this user may not see (2_115 for non-managers, for the cloud sub-type).
  const main = useQuery({ queryKey: [...queryKeys.teacherMain, subType], queryFn: schoolApi.teacherMain });
  const school = main.data?.schoolInfo;
  const apps: TNavItem[] = main.data?.navList ?? [];
  const home = menuEntries('teacherDefault');

  const routerByKey = new Map<string, string>([
    ...home.map((e): [string, string] => [e.path, e.path]),
    ...apps.map((a): [string, string] => [a.type, a.router]),
  ]);
  const byRouter = matchKey(pathname, [...routerByKey.values()]);
  const stored = readItem('session', StorageKey.activeNav);
  const selected =
    [...routerByKey].find(([, router]) => router === byRouter)?.[0] ??
    // The remembered app only speaks for pages of the teacher area that no item claims by path.
    (pathname.startsWith('/teacher/') && stored && apps.some((a) => a.type === stored && a.isOpen === '1')
      ? stored
      : undefined);

  // A notice at the corner, not a modal: the rest of the menu stays usable (part 2 §6).
  const showNotOpened = () => {
    notification.warning({
      key: 'not-opened',
      message: t('notOpened.title'),
      description: (
        <Flex vertical gap={4} data-testid="not-opened-alert">
          <Typography.Text strong>{t('notOpened.text')}</Typography.Text>
          {school?.contactPhone ? <span>{t('notOpened.phone', { phone: school.contactPhone })}</span> : null}
          {school?.hotline ? <span>{t('notOpened.hotline', { hotline: school.hotline })}</span> : null}
          {school?.email ? <span>{t('notOpened.email', { email: school.email })}</span> : null}
        </Flex>
      ),
      duration: 8,
    });
  };

  const handleClick = (key: string) => {
    const app = apps.find((a) => a.type === key);
    if (!app) {
      void navigate(key);
      return;
    }
    if (app.isOpen !== '1') {
      showNotOpened();
      return;
    }
    writeItem('session', StorageKey.activeNav, app.type);
    void navigate(app.router);
  };

  return (
    <Flex align="center" style={{ minWidth: 0, flex: 1 }}>
      <Menu
        mode="horizontal"
        className="shell-menu"
        selectedKeys={selected ? [selected] : []}
        items={[
          ...home.map((e) => ({ key: e.path, label: t(`nav.${e.label}`) })),
          ...apps.map((a) => ({
            key: a.type,
            label: (
              <span className={a.isOpen === '1' ? undefined : 'nav-closed'}>{dataLabel(`app.${a.type}`, a.name)}</span>
            ),
          })),
        ]}
        onClick={({ key }) => handleClick(key)}
        style={{ borderBottom: 0, flex: 1, minWidth: 0 }}
      />
      <GraphNavButton />
    </Flex>
  );
}
