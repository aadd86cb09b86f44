import { Box, CloseButton, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { MenuGroup } from '../../entities/entity-definition';
import {
  isItemActive,
  itemMatches,
  OFFICE_PORTAL_PATH,
  sectionOf,
  type BackOfficeSection,
} from '../../blocks/menus/back-office-menu';
import { linkProps, type Go } from '../../navigation/navigation-link';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import type { ShellIconName } from '../../blocks/shell/shell-icons';

export type BackOfficeDrawerProps = {
  sections: readonly BackOfficeSection[];
  pathname: string;
  onGo: Go;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
};

const GROUP_ICONS: Readonly<Record<MenuGroup, ShellIconName>> = {
  Ordering: 'ordering',
  Stock: 'stock',
  Dispatch: 'dispatch',
  Invoicing: 'invoicing',
  Business: 'business',
  Items: 'items',
  Account: 'account',
};

export const FIND_IN_MENU_LABEL = 'Find in menu';

function filterSections(sections: readonly BackOfficeSection[], query: string): readonly BackOfficeSection[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return sections;
  return sections.flatMap((section) => {
    const items = section.items.filter((item) => itemMatches(item, needle));
    return items.length === 0 ? [] : [{ ...section, items }];
  });
}

/**
 * The back-office drawer: the office portal's home, then the menu groups the session may use,
 * each a collapsible list of screens. The group of the current screen starts open, and a
 * filter box finds a screen by name (every matching group opens).
 * @example <BackOfficeDrawer sections={backOfficeMenu(session)} pathname="/office-portal/customers" onGo={go} />
 */
export function BackOfficeDrawer({ sections, pathname, onGo, onNavigate }: BackOfficeDrawerProps) {
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<MenuGroup>>(() => {
    const current = sectionOf(sections, pathname);
    return new Set(current === undefined ? [] : [current.group]);
  });
  const filtering = query.trim() !== '';
  const shown = filterSections(sections, query);
  const toggle = (group: MenuGroup) =>
    setOpened((previous) => {
      const next = new Set(previous);
      if (!next.delete(group)) next.add(group);
      return next;
    });

  return (
    <Stack gap="xs" h="100%">
      <TextInput
        aria-label={FIND_IN_MENU_LABEL}
        placeholder={FIND_IN_MENU_LABEL}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<ShellIcon name="search" size={16} />}
        rightSection={
          filtering ? <CloseButton size="sm" aria-label="Clear" onClick={() => setQuery('')} /> : null
        }
      />
      {/* The browser's own scrolling (touch and wheel alike): Mantine's ScrollArea would bring
          floating-ui into the first page's chunk for a scrollbar. */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', scrollbarGutter: 'stable' }}>
        <div>
          <NavLink
            component="a"
            label="Office Portal"
            leftSection={<ShellIcon name="portal" size={18} />}
            active={pathname === OFFICE_PORTAL_PATH}
            {...linkProps(OFFICE_PORTAL_PATH, onGo, onNavigate)}
          />
          {shown.map((section) => (
            <NavLink
              key={section.group}
              component="button"
              label={section.group}
              leftSection={<ShellIcon name={GROUP_ICONS[section.group]} size={18} />}
              opened={filtering || opened.has(section.group)}
              onChange={() => toggle(section.group)}
              childrenOffset={28}
            >
              {section.items.map((item) => {
                const active = isItemActive(item, pathname);
                return (
                  <NavLink
                    key={item.key}
                    component="a"
                    label={item.label}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    {...linkProps(item.href, onGo, onNavigate)}
                  />
                );
              })}
            </NavLink>
          ))}
          {shown.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              No screen matches “{query.trim()}”.
            </Text>
          )}
        </div>
      </Box>
    </Stack>
  );
}
