/** A top navigation whose items come from the route table (student, mode, manager, operator, home). */
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type MenuEntry, type MenuId, menuEntries, menuOwnerOf } from '../route-config';

type MenuItem = Required<MenuProps>['items'][number];

/** The entries as menu items: a group's entries become one submenu, placed where its first entry is. */
export function menuItems(entries: readonly MenuEntry[], label: (key: string) => string): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<string, { key: string; label: string; children: MenuItem[] }>();
  for (const e of entries) {
    const item = { key: e.path, label: label(e.label) };
    if (!e.group) {
      items.push(item);
      continue;
    }
    let group = groups.get(e.group);
    if (!group) {
      group = { key: `group:${e.group}`, label: label(e.group), children: [] };
      groups.set(e.group, group);
      items.push(group);
    }
    group.children.push(item);
  }
  return items;
}

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
      style={{ borderBottom: 0 }}
      selectedKeys={selected ? [selected] : []}
      triggerSubMenuAction="click"
      items={menuItems(entries, (key) => t(`nav.${key}` as `nav.${MenuEntry['label']}`))}
      onClick={({ key }) => navigate(key)}
    />
  );
}
