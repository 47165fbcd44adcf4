import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirection } from '../../i18n/useLanguage';
import {
  DRAWER_CLOSE_DELAY_MS,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_SMALL,
  TOPBAR_HEIGHT,
} from '../../ui/constants';
import { Logo } from '../../ui/Logo';
import { useViewport } from '../../ui/useViewport';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { WhatsAppLink } from './WhatsAppLink';
import './DashboardLayout.css';

/**
 * Sidebar, top bar, content and footer (spec §2, §9). Desktop: a 280 px sidebar the user may collapse.
 * Tab (≤ 1220): collapsed, opening to 240 px on hover. Mobile (≤ 767): a 240 px drawer that closes
 * 100 ms after an item is clicked.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const view = useViewport();
  const [userCollapsed, setUserCollapsed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const direction = useDirection();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setUserCollapsed(view !== 'desktop');
    setDrawerOpen(false);
  }, [view]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const collapsed = userCollapsed && !hovered;
  const width = view === 'desktop' ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_SMALL;
  const contentOffset = view === 'mobile' ? 0 : userCollapsed ? SIDEBAR_COLLAPSED_WIDTH : width;

  const openOnHover = () => {
    if (userCollapsed && !hovered) setHovered(true);
  };

  const closeDrawerSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setDrawerOpen(false), DRAWER_CLOSE_DELAY_MS);
  };

  return (
    <Layout className="shell" data-view={view}>
      <a className="shell__skip" href="#content">
        {t('layout.skipToContent')}
      </a>
      {view === 'mobile' ? (
        <Drawer
          placement={direction === 'rtl' ? 'right' : 'left'}
          size={SIDEBAR_WIDTH_SMALL}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          title={<Logo inverted />}
          className="shell__drawer"
          styles={{ body: { padding: 0 }, header: { height: TOPBAR_HEIGHT } }}
          data-testid="sidebar-drawer"
        >
          <SideMenu collapsed={false} onNavigate={closeDrawerSoon} />
        </Drawer>
      ) : (
        <Layout.Sider
          className="shell__sider"
          width={width}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          // Moving over it opens it too: a sidebar that appears under a still cursor gets no mouseenter.
          onMouseEnter={openOnHover}
          onMouseMove={openOnHover}
          onMouseLeave={() => setHovered(false)}
          data-testid="sidebar"
          data-collapsed={collapsed}
        >
          <div className="shell__logo" style={{ height: TOPBAR_HEIGHT }}>
            <Logo inverted collapsed={collapsed} />
          </div>
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout className="shell__body" style={{ marginInlineStart: contentOffset }}>
        <TopBar
          view={view}
          collapsed={userCollapsed}
          onToggle={() => (view === 'mobile' ? setDrawerOpen(true) : setUserCollapsed((c) => !c))}
        />
        <Layout.Content id="content" className="shell__content" tabIndex={-1}>
          {children}
        </Layout.Content>
        <Layout.Footer className="shell__footer">{t('layout.footer')}</Layout.Footer>
      </Layout>
      <WhatsAppLink />
    </Layout>
  );
}
