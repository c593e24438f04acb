/** The right of every top bar: message bell, language switch, user dropdown. */
import { Flex } from 'antd';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { MessageBell } from '../../features/message-bell/message-bell';
import { UserDropdown } from './user-dropdown';

export function TopRight() {
  return (
    <Flex align="center" gap={8} className="shell-right">
      <MessageBell />
      <LanguageSwitch />
      <UserDropdown />
    </Flex>
  );
}
