import { Menu, type MenuProps } from 'antd';
import { createElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { brandOf, entryUrl, lastSegment, type MenuEntry, sidebarFor } from '../menu';
import { useShell } from '../ShellContext';

type Item = Required<MenuProps>['items'][number];

function groupKey(entry: MenuEntry) {
  return `group:${entry.key}`;
}

/** The sidebar items of the signed-in user, from the one menu table; highlights the last URL segment. */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session, config } = useShell();
  const entries = useMemo(() => sidebarFor(session, brandOf(config)), [session, config]);

  const segment = lastSegment(pathname);
  const selected: string[] = [];
  let selectedGroup: string | undefined;
  for (const entry of entries) {
    for (const leaf of entry.children ?? [entry]) {
      if (lastSegment(entryUrl(leaf)) === segment) {
        selected.push(entryUrl(leaf));
        if (entry.children) selectedGroup = groupKey(entry);
      }
    }
  }

  // The group of the current screen starts open; so does a group that is the whole menu (the admin's).
  const onlyGroup = entries.length === 1 && entries[0]?.children ? groupKey(entries[0]) : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(
    [selectedGroup, onlyGroup].filter((k): k is string => k !== undefined),
  );
  useEffect(() => {
    if (selectedGroup)
      setOpenKeys((keys) => (keys.includes(selectedGroup) ? keys : [...keys, selectedGroup]));
  }, [selectedGroup]);

  const toItem = (entry: MenuEntry): Item => {
    const icon = entry.icon ? createElement(entry.icon) : undefined;
    const label = t(`menu.${entry.key}`);
    if (entry.children) {
      return { key: groupKey(entry), icon, label, children: entry.children.map(toItem) };
    }
    const badge = entry.badge ? createElement(entry.badge) : null;
    return {
      key: entryUrl(entry),
      icon,
      label: (
        <Link to={entryUrl(entry)}>
          {label}
          {badge}
        </Link>
      ),
    };
  };

  return (
    <Menu
      className="side-menu"
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      selectedKeys={selected}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => setOpenKeys(keys)}
      onClick={() => onNavigate?.()}
      items={entries.map(toItem)}
      aria-label={t('menu.navigation')}
      data-testid="sidebar-menu"
    />
  );
}
