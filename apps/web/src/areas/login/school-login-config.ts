/**
 * The school and special sign-in pages (part 2 §2.2): one component, branded per variant. `remember`
 * is the login-page cookie set on sign-in, so sign-out and the guard come back here.
 */
export type SchoolLoginVariantKey =
  | 'loginpage'
  | 'quick'
  | 'hbzy'
  | 'cqwy'
  | 'gdgydx'
  | 'sdcomp'
  | 'mechanism'
  | 'live';

export interface SchoolLoginVariant {
  key: SchoolLoginVariantKey;
  remember: string | null;
  accent: string;
  background: string;
  compact: boolean;
}

const variant = (
  key: SchoolLoginVariantKey,
  remember: string | null,
  accent: string,
  background: string,
  compact = false,
): SchoolLoginVariant => ({ key, remember, accent, background, compact });

const BY_PATH: Record<string, SchoolLoginVariant> = {
  '/loginpage': variant('loginpage', null, '#1d4ed8', 'linear-gradient(160deg, #e0e7ff 0%, #f8fafc 55%, #dbeafe 100%)'),
  '/quick_login': variant('quick', null, '#1d4ed8', 'linear-gradient(160deg, #eff6ff 0%, #f8fafc 100%)', true),
  '/hbzy_login': variant('hbzy', 'hb', '#0f766e', 'linear-gradient(160deg, #ccfbf1 0%, #f0fdfa 50%, #e0f2fe 100%)'),
  '/cqwy_login': variant('cqwy', 'cqwy', '#9f1239', 'linear-gradient(160deg, #ffe4e6 0%, #fff7ed 55%, #fef2f2 100%)'),
  '/gdgydx_login': variant(
    'gdgydx',
    'gdgydx',
    '#1e40af',
    'linear-gradient(160deg, #dbeafe 0%, #f1f5f9 55%, #e0e7ff 100%)',
  ),
  '/sdcomp_login': variant(
    'sdcomp',
    'sdcomp',
    '#b45309',
    'linear-gradient(160deg, #fef3c7 0%, #fffbeb 55%, #fee2e2 100%)',
  ),
  '/mechanism_login': variant('mechanism', 'mechanism', '#4338ca', 'linear-gradient(160deg, #e0e7ff 0%, #f5f3ff 100%)'),
  '/liveLogin': variant('live', 'live', '#7c3aed', 'linear-gradient(160deg, #ede9fe 0%, #fdf4ff 55%, #e0f2fe 100%)'),
};

export function schoolLoginVariant(pathname: string): SchoolLoginVariant {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH[path] ?? variant('quick', null, '#1d4ed8', 'linear-gradient(160deg, #eff6ff 0%, #f8fafc 100%)', true);
}
