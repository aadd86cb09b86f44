import { ActionIcon, Button, Checkbox, Menu } from '@mantine/core';
import type { NamedFilter } from '../entities/entity-definition';
import type { ListMenuActions } from './ListHeader';
import type { OnDemandPartProps } from './PartOnDemand';
import { filterApplyVisible, filtersText, type ListAction, type ListState } from './list-state';

/** A tick inside a menu item: the item takes the click, the box shows (and announces) the state. */
function MenuCheck({ label, checked }: { label: string; checked: boolean }) {
  return (
    <Checkbox
      size="xs"
      label={label}
      checked={checked}
      readOnly
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    />
  );
}

export type FiltersMenuProps = OnDemandPartProps & {
  filters: readonly NamedFilter[];
  state: ListState;
  dispatch: (action: ListAction) => void;
};

/**
 * The list header's Filters menu: a tick per named filter, and Apply once the ticks differ from
 * the filters applied. Loaded on demand by ListHeader (Mantine's Menu brings floating-ui).
 * @example <FiltersMenu filters={products.filters} state={state} dispatch={dispatch} />
 */
export function FiltersMenu({ filters, state, dispatch, initiallyOpened = false }: FiltersMenuProps) {
  return (
    <Menu
      closeOnItemClick={false}
      onClose={() => dispatch({ type: 'filterSelectionReset' })}
      position="bottom-end"
      defaultOpened={initiallyOpened}
    >
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" data-tour="list-filters">
          {filtersText(state)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Filters</Menu.Label>
        {filters.map((filter) => (
          <Menu.Item key={filter.name} onClick={() => dispatch({ type: 'filterToggled', name: filter.name })}>
            <MenuCheck label={filter.label} checked={state.filterSelection.includes(filter.name)} />
          </Menu.Item>
        ))}
        {filterApplyVisible(state) && (
          <Button fullWidth size="compact-sm" mt="xs" onClick={() => dispatch({ type: 'filtersApplied' })}>
            Apply
          </Button>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export type SettingsMenuProps = OnDemandPartProps &
  Pick<ListMenuActions, 'onArchives' | 'onExportCsv' | 'offerQuantityBreakdowns'> & {
    state: ListState;
    dispatch: (action: ListAction) => void;
  };

/**
 * The list header's settings menu (⋮): Archives, Export To CSV, Quantity Breakdowns, Show
 * Inactive and Select Multiple. Loaded on demand by ListHeader.
 * @example <SettingsMenu state={state} dispatch={dispatch} onExportCsv={exportCsv} />
 */
export function SettingsMenu({
  state,
  dispatch,
  onArchives,
  onExportCsv,
  offerQuantityBreakdowns,
  initiallyOpened = false,
}: SettingsMenuProps) {
  return (
    <Menu position="bottom-end" defaultOpened={initiallyOpened}>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label="Settings" data-tour="list-settings">
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onArchives !== undefined && <Menu.Item onClick={onArchives}>Archives</Menu.Item>}
        {onExportCsv !== undefined && <Menu.Item onClick={onExportCsv}>Export To CSV</Menu.Item>}
        {offerQuantityBreakdowns === true && (
          <Menu.Item closeMenuOnClick={false} onClick={() => dispatch({ type: 'quantityBreakdownsToggled' })}>
            <MenuCheck label="Quantity Breakdowns" checked={state.quantityBreakdowns} />
          </Menu.Item>
        )}
        <Menu.Item closeMenuOnClick={false} onClick={() => dispatch({ type: 'showInactiveToggled' })}>
          <MenuCheck label="Show Inactive" checked={state.showInactive} />
        </Menu.Item>
        <Menu.Item closeMenuOnClick={false} onClick={() => dispatch({ type: 'multiSelectToggled' })}>
          <MenuCheck label="Select Multiple" checked={state.multiSelect} />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
