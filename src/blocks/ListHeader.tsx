import { ActionIcon, Button, Group, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NamedFilter } from '../entities/entity-definition';
import { NEW_RECORD_TEXT } from './block-constants';
import { RefreshIcon, SearchIcon } from './icons';
import { PartOnDemand } from './PartOnDemand';
import { TooltipOnDemand } from './TooltipOnDemand';
import { TourButton } from './TourButton';
import { filtersText, type ListAction, type ListState } from './list-state';

// The menus (Mantine's Menu, Popover and floating-ui) load when their button is first pointed at,
// focused or tapped, not with the list (ListHeaderMenus.tsx).
const loadFiltersMenu = () => import('./ListHeaderMenus').then((module) => module.FiltersMenu);
const loadSettingsMenu = () => import('./ListHeaderMenus').then((module) => module.SettingsMenu);

/** What the settings menu offers; an entry shows when its handler (or flag) is given. */
export type ListMenuActions = {
  /** Opens the entity's archives route; given only when the entity has one. */
  onArchives?: () => void;
  onExportCsv?: () => void;
  /** Offers the Quantity Breakdowns toggle (ListState.quantityBreakdowns), read by Export To CSV. */
  offerQuantityBreakdowns?: boolean;
  /** The picker of the external party the list syncs with, shown in the header when given. */
  syncPicker?: ReactNode;
};

/** The list header's way to its CSV import. */
export const IMPORT_FROM_CSV = 'Import from CSV';

export type ListHeaderProps = ListMenuActions & {
  title: string;
  /** Heading level: 1 when the list is the page itself, 4 (default) inside a blade. */
  titleOrder?: 1 | 2 | 3 | 4;
  state: ListState;
  dispatch: (action: ListAction) => void;
  filters: readonly NamedFilter[];
  mayEdit: boolean;
  onAdd?: () => void;
  addText?: string;
  /** The list's CSV import: an Import from CSV button beside New. */
  onImport?: () => void;
  /** The edit toggle shows row actions (delete) while on. */
  editing?: boolean;
  onEditToggle?: () => void;
  /** Starts the screen's guided tour; the Tour button shows when given. */
  onTour?: () => void;
};

/**
 * The title keeps at least this much room beside the buttons; with less, the buttons wrap to
 * a line of their own instead of squeezing the title to a letter ("P.").
 */
export const LIST_TITLE_MIN_WIDTH = '10rem';

/**
 * The list panel's header: title, refresh, add, edit toggle, Filters, search with its Find
 * box, the settings menu (Archives, Export To CSV, Quantity Breakdowns, Show Inactive) and the
 * Tour button. The buttons wrap below the title rather than squeeze it.
 * @example <ListHeader title="Products" state={state} dispatch={dispatch} filters={products.filters} mayEdit onAdd={add} />
 */
export function ListHeader(props: ListHeaderProps) {
  const { state, dispatch } = props;
  return (
    <div>
      <Group justify="space-between" wrap="wrap" gap="xs" style={{ rowGap: 4 }}>
        <Title
          order={props.titleOrder ?? 4}
          size="h4"
          title={props.title}
          style={{
            flex: `1 1 ${LIST_TITLE_MIN_WIDTH}`,
            minWidth: 0,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {props.title}
        </Title>
        <Group gap={4} wrap="wrap" justify="flex-end" ml="auto" data-testid="list-header-actions">
          {props.onTour !== undefined && <TourButton onClick={props.onTour} />}
          {props.syncPicker}
          {props.filters.length > 0 && (
            <PartOnDemand
              load={loadFiltersMenu}
              props={{ filters: props.filters, state, dispatch }}
              placeholder={
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-haspopup="menu"
                  aria-expanded={false}
                  data-tour="list-filters"
                >
                  {filtersText(state)}
                </Button>
              }
            />
          )}
          <TooltipOnDemand label="Search">
            <ActionIcon
              variant={state.searchOpen ? 'light' : 'subtle'}
              aria-label="Search"
              aria-pressed={state.searchOpen}
              data-tour="list-search"
              onClick={() => dispatch({ type: 'searchToggled' })}
            >
              <SearchIcon />
            </ActionIcon>
          </TooltipOnDemand>
          <TooltipOnDemand label="Refresh">
            <ActionIcon variant="subtle" aria-label="Refresh" onClick={() => dispatch({ type: 'refreshed' })}>
              <RefreshIcon />
            </ActionIcon>
          </TooltipOnDemand>
          {props.mayEdit && props.onEditToggle !== undefined && (
            <Button
              variant={props.editing === true ? 'light' : 'subtle'}
              size="compact-sm"
              aria-pressed={props.editing === true}
              onClick={props.onEditToggle}
            >
              Edit
            </Button>
          )}
          {props.mayEdit && props.onImport !== undefined && (
            <Button variant="light" size="compact-sm" onClick={props.onImport}>
              {IMPORT_FROM_CSV}
            </Button>
          )}
          {props.mayEdit && props.onAdd !== undefined && (
            <Button size="compact-sm" data-tour="list-new" onClick={props.onAdd}>
              {props.addText ?? NEW_RECORD_TEXT}
            </Button>
          )}
          <PartOnDemand
            load={loadSettingsMenu}
            props={{
              state,
              dispatch,
              onArchives: props.onArchives,
              onExportCsv: props.onExportCsv,
              offerQuantityBreakdowns: props.offerQuantityBreakdowns,
            }}
            placeholder={
              <ActionIcon
                variant="subtle"
                aria-label="Settings"
                aria-haspopup="menu"
                aria-expanded={false}
                data-tour="list-settings"
              >
                ⋮
              </ActionIcon>
            }
          />
        </Group>
      </Group>
      {state.searchOpen && (
        <TextInput
          label="Find"
          mt="xs"
          value={state.query.searchString}
          onChange={(event) => dispatch({ type: 'searchChanged', searchString: event.currentTarget.value })}
          autoFocus
        />
      )}
    </div>
  );
}
