import { ActionIcon, Menu } from '@mantine/core';
import { HOVER_OPEN_DELAY_MS } from '../../blocks/menus/menu-button-sizes';
import { SKIN_MENU_LABEL } from './menu-labels';
import { ShellIcon } from '../../blocks/shell/ShellIcon';

/** The skins the menu offers: the light and dark colour sets of the cosmetics. */
export type Skin = 'light' | 'dark';

export type SkinMenuProps = {
  skin: Skin;
  onSkinChange(skin: Skin): void;
  /** Open from the start (tapped before its code had loaded: see MenuOnDemand). */
  initiallyOpened?: boolean;
};

export { SKIN_MENU_LABEL };

const SKINS: readonly { skin: Skin; label: string }[] = [
  { skin: 'light', label: 'Light' },
  { skin: 'dark', label: 'Dark' },
];

/**
 * The top bar's skin (theme) menu: pick the light or the dark colour set; the current one is
 * ticked and marked aria-current (Mantine's items are plain menuitems, which cannot be checked).
 * @example <SkinMenu skin="light" onSkinChange={(skin) => setColorScheme(skin)} />
 */
export function SkinMenu({ skin, onSkinChange, initiallyOpened = false }: SkinMenuProps) {
  return (
    <Menu
      defaultOpened={initiallyOpened}
      trigger="click-hover"
      openDelay={HOVER_OPEN_DELAY_MS}
      closeDelay={200}
      position="bottom-end"
      shadow="md"
      width={180}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label={SKIN_MENU_LABEL}>
          <ShellIcon name="palette" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Skin</Menu.Label>
        {SKINS.map((option) => (
          <Menu.Item
            key={option.skin}
            aria-current={option.skin === skin ? 'true' : undefined}
            leftSection={<ShellIcon name={option.skin === 'light' ? 'sun' : 'moon'} size={18} />}
            rightSection={option.skin === skin ? <ShellIcon name="check" size={16} /> : null}
            onClick={() => onSkinChange(option.skin)}
          >
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
