/**
 * The resource pool's shell (part 2 §2.7): a fixed top bar with the pool's own navigation (from
 * the route table's 'pool' menu), a search box that goes to /resource_pool/search?resourceName=…
 * on Enter or the button (§5), the platform switch, and the helper widget. Students are sent to
 * /resource_pool/no_authority. Leaving the shell clears the list cache (the spec's cache rule).
 */
import { SwapOutlined } from '@ant-design/icons';
import { Button, Input, Layout, Menu } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { cachedHref, clearPoolCache } from '../../areas/resource-pool/pool-cache';
import { PoolHelper } from '../../areas/resource-pool/pool-helper';
import { searchHref } from '../../areas/resource-pool/pool-paths';
import { homePathFor, isStaff, isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import { PageSpinner } from '../../shared/page-spinner';
import { useSchool } from '../../shared/use-school';
import { type MenuEntry, menuEntries, menuOwnerOf } from '../route-config';
import { matchKey, menuItems } from './config-menu';
import { SchoolBrand } from './school-brand';
import { TopRight } from './top-right';

function PoolMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = menuEntries('pool');
  const selected =
    menuOwnerOf(pathname) ??
    matchKey(
      pathname,
      entries.map((e) => e.path),
    );
  return (
    <Menu
      mode="horizontal"
      className="shell-menu"
      data-testid="pool-nav"
      style={{ borderBottom: 0 }}
      selectedKeys={selected ? [selected] : []}
      items={menuItems(entries, (key) => t(`nav.${key}` as `nav.${MenuEntry['label']}`))}
      // A list opens where it was left while the user stays in the pool.
      onClick={({ key }) => navigate(cachedHref(key))}
    />
  );
}

function PoolSearchBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === '/resource_pool/search';
  const current = onSearchPage ? (params.get('resourceName') ?? '') : '';
  const [text, setText] = useState(current);
  // The box shows the search the results page is for (a crumb or a back button changes it).
  useEffect(() => {
    setText(current);
  }, [current]);
  return (
    <div className="pool-bar">
      <Input.Search
        className="pool-search"
        data-testid="pool-search"
        aria-label={t('pool.search.label')}
        placeholder={t('pool.search.placeholder')}
        value={text}
        maxLength={100}
        allowClear
        enterButton={t('pool.search.button')}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => navigate(searchHref(value))}
      />
      <Button icon={<SwapOutlined />} onClick={() => navigate('/platform_list')} data-testid="pool-switch-platform">
        <span className="pool-switch-label">{t('user.switchPlatform')}</span>
      </Button>
    </div>
  );
}

export function PoolShell() {
  const info = useSession((s) => s.loginInfo);
  useSchool();
  // Leaving the pool (this shell unmounts) clears the cached places of its lists.
  useEffect(() => clearPoolCache, []);
  if (!info) return <PageSpinner fullScreen />;
  if (isStudent(info)) return <Navigate to="/resource_pool/no_authority" replace />;
  if (!isStaff(info)) return <Navigate to={homePathFor(info)} replace />;
  return (
    <Layout className="shell pool-shell">
      <Layout.Header className="shell-header pool-header">
        <div className="shell-header-inner">
          <SchoolBrand dialog="teacher" />
          <nav className="shell-nav" data-testid="top-nav">
            <PoolMenu />
          </nav>
          <TopRight />
        </div>
        <PoolSearchBar />
      </Layout.Header>
      <Layout.Content className="shell-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Layout.Footer className="shell-footer">Lingua · v2.2.6</Layout.Footer>
      <PoolHelper />
    </Layout>
  );
}
