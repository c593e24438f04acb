/**
 * The guard's password change for an account whose password someone else set, in antd's providers
 * (antd-frame.tsx); its own chunk, loaded by the guard only when it shows it.
 */
import { FirstPasswordPage } from '../areas/users/first-password-page';
import { useLogout } from '../features/accounts/use-logout';
import { AntdProviders } from './antd-frame';

function FirstPassword() {
  const logout = useLogout();
  return <FirstPasswordPage onSignOut={logout} />;
}

export function FirstPasswordFrame() {
  return (
    <AntdProviders>
      <FirstPassword />
    </AntdProviders>
  );
}
