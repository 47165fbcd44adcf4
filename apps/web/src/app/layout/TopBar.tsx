import {
  DownOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProfile } from '../../features/account/profile';
import { palette } from '../../ui/theme';
import type { View } from '../../ui/useViewport';
import { LanguagePicker } from '../LanguagePicker';
import { useShell } from '../ShellContext';
import { useLogout } from '../useLogout';

interface Props {
  view: View;
  collapsed: boolean;
  onToggle: () => void;
}

/** The 70 px top bar: menu toggle, language, and 'Hola' + the profile name with its menu. */
export function TopBar({ view, collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { session } = useShell();
  const profile = useProfile();
  const name = profile.data?.user.name ?? `${session.firstName} ${session.LastName}`.trim();

  const toggleLabel =
    view === 'mobile' ? t('layout.openMenu') : collapsed ? t('layout.expandMenu') : t('layout.collapseMenu');
  const ToggleIcon = view !== 'mobile' && collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <Layout.Header className="topbar">
      <Button
        type="text"
        size="large"
        icon={<ToggleIcon />}
        aria-label={toggleLabel}
        aria-expanded={view === 'mobile' ? undefined : !collapsed}
        onClick={onToggle}
        data-testid="menu-toggle"
      />
      <div className="topbar__right">
        <LanguagePicker />
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [
              { key: 'profile', icon: <UserOutlined />, label: t('layout.myProfile') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
            ],
            onClick: ({ key }) => (key === 'logout' ? logout() : navigate('/dashboard/myprofile')),
          }}
        >
          <Button type="text" className="topbar__user" data-testid="user-menu">
            <Avatar
              size="small"
              icon={<UserOutlined />}
              aria-hidden
              style={{ backgroundColor: palette.primary }}
            />
            <span className="topbar__hello">
              {t('layout.hello')} <strong>{name}</strong>
            </span>
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </div>
    </Layout.Header>
  );
}
