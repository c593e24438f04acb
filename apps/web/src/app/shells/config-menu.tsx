/** A top navigation whose items come from the route table (student, mode, manager, operator, home). */
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type MenuId, menuEntries } from '../route-config';

/** The item whose area the current path is in: its path up to the last segment, longest first. */
export function matchKey(pathname: string, paths: readonly string[]): string | undefined {
  const areaOf = (p: string) => {
    const clean = p.split('?')[0] ?? p;
    const area = clean.endsWith('/index') ? clean.slice(0, -'/index'.length) : clean;
    return area === '' ? clean : area;
  };
  const hits = paths.filter((p) => {
    const area = areaOf(p);
    return pathname === area || pathname.startsWith(`${area}/`);
  });
  return hits.sort((a, b) => areaOf(b).length - areaOf(a).length)[0];
}

export function ConfigMenu({ menu }: { menu: MenuId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = menuEntries(menu);
  const selected = matchKey(
    pathname,
    entries.map((e) => e.path),
  );
  return (
    <Menu
      mode="horizontal"
      className="shell-menu"
      style={{ borderBottom: 0 }}
      selectedKeys={selected ? [selected] : []}
      items={entries.map((e) => ({ key: e.path, label: t(`nav.${e.label}`) }))}
      onClick={({ key }) => navigate(key)}
    />
  );
}
