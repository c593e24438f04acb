/** The route table's shapes (route-config.ts): where a route renders, and the menus it appears in. */
import type { zh } from '../i18n/zh';
import type { LazyPage } from './pages';

/**
 * Where a route renders: 'role' picks the shell of the signed-in user (teacher, student, manager...);
 * 'signIn' is 'bare' without antd: the sign-in pages, the first page (router.tsx).
 */
export type ShellId =
  | 'signIn'
  | 'bare'
  | 'publicFrame'
  | 'home'
  | 'teacher'
  | 'student'
  | 'manage'
  | 'operator'
  | 'pool'
  | 'role'
  | 'competitionTeacher'
  | 'competitionStudent';

export type MenuId =
  | 'home'
  | 'teacherDefault'
  | 'teacherVirtual'
  | 'teacherExam'
  | 'studentDefault'
  | 'studentVirtual'
  | 'studentExam'
  | 'manage'
  | 'operator'
  | 'pool';

export type NavLabelKey = keyof (typeof zh)['nav'];

export interface MenuSlot {
  menu: MenuId;
  label: NavLabelKey;
  order: number;
  /** Entries of one group show as one submenu of that title, where the group's first entry would be. */
  group?: NavLabelKey;
}

export interface RouteEntry {
  path: string;
  shell: ShellId;
  page?: LazyPage;
  /** Redirect target; the query string is kept (/teacher/myCourse?isLogin=1). */
  redirect?: string;
  menus?: readonly MenuSlot[];
  /** A page with no menu entry of its own, reached from this entry's page: the menu highlights that entry. */
  menuOf?: string;
}

export interface MenuEntry {
  key: string;
  path: string;
  label: NavLabelKey;
  group?: NavLabelKey;
}
