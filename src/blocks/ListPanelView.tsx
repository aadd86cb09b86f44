import { ActionIcon, Box, Button, Center, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { EntityDefinition } from '../entities/entity-definition';
import { LIST_MOBILE_BREAKPOINT } from './block-constants';
import type { CellContext } from './cell-text';
import { ConfirmDialogOnDemand, preloadConfirmDialog } from './ConfirmDialogOnDemand';
import { DELETE_CONFIRM_CANCEL, DELETE_CONFIRM_MESSAGE, DELETE_CONFIRM_OK } from './delete-confirm';
import { ErrorAlert } from './ErrorAlert';
import { ExternalLinkIcon } from './icons';
import type { ListBodyProps } from './list-body';
import { listColumns, type ListRow } from './list-columns';
import { ListHeader, type ListMenuActions } from './ListHeader';
import { ListMobile } from './ListMobile';
import { pageCount, showLoadMore, showPager } from './list-paging';
import type { ListAction, ListState } from './list-state';
import { ListTable } from './ListTable';
import type { MirrorState } from '../data/mirror-state';
import { MirrorEmptyView } from './MirrorEmpty';

// The pager loads when a list first pages, the delete question when Edit is first turned on.
const ListPager = lazy(() => import('./ListPager').then((module) => ({ default: module.ListPager })));

export const NOTHING_FOUND = 'Nothing Found';
export const TRY_AGAIN = 'Try Again';
export const LOAD_MORE = 'Load More';

export type ListPanelViewProps = ListMenuActions & {
  title: string;
  /** Heading level of the title: 1 on a page of its own, 4 (default) in a blade. */
  titleOrder?: 1 | 2 | 3 | 4;
  entity: Pick<EntityDefinition, 'columns' | 'fields' | 'filters'>;
  rows: readonly ListRow[];
  state: ListState;
  dispatch: (action: ListAction) => void;
  timeZone: string;
  mayEdit: boolean;
  /** Opens the row (detail blade or route); not called in multiple-selection mode. */
  onOpen: (row: ListRow) => void;
  onAdd?: () => void;
  /** Opens the list's CSV import (beside New). */
  onImport?: () => void;
  onDelete?: (row: ListRow) => void;
  onRestore?: (row: ListRow) => void;
  /** Whether a row may be deleted or restored at all (another company's record: never); every row by default. */
  mayRemove?: (row: ListRow) => boolean;
  /** Address of a row's own page, for opening it in a new tab. */
  rowHref?: (row: ListRow) => string;
  /** Extra row content (sync state, external-party upload). */
  rowExtras?: (row: ListRow) => ReactNode;
  referenceLabel?: CellContext['referenceLabel'];
  paging?: { serverPaging: boolean; pageSize: number };
  /** The simple list's Load More: shown when the last load filled a page. */
  loadMore?: { lastLoadCount: number; pageSize: number; onLoadMore: () => void };
  /** Height of the rows' scroller in px (with `fill`, only until the space is measured). */
  height?: number;
  /** The panel is as high as its parent, and the rows take what the header, alerts and pager leave. */
  fill?: boolean;
  /** Forces the phone list or the table; by default the list shows below 580 px. */
  mobile?: boolean;
  /** Starts the list's guided tour from a Tour button in the header. */
  onTour?: () => void;
  /** The mirror's first pull of the list's section: until it is done, an empty list says Loading, not Nothing Found. */
  mirror?: MirrorState;
  /**
   * What an empty list says instead of Nothing Found when the rows are only part of the list
   * (a device that keeps the last 90 days of an archive: "No records in the last 90 days.").
   */
  nothingFound?: string;
  /** Below the rows: the older records' bar of a list the device keeps only part of. */
  footer?: ReactNode;
};

/**
 * The list panel as a pure view of ListState: header, error alert, Loading overlay, a
 * virtualised table (or the phone list below 580 px), Nothing Found with Try Again, and the
 * pager or Load More.
 * @example <ListPanelView title="Products" entity={products} rows={rows} state={state} dispatch={dispatch} timeZone={zone} mayEdit onOpen={open} />
 */
export function ListPanelView(props: ListPanelViewProps) {
  const { state, dispatch, rows, mayEdit } = props;
  const narrow = useMediaQuery(`(max-width: ${LIST_MOBILE_BREAKPOINT - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const mobile = props.mobile ?? narrow;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const columns = listColumns(props.entity);
  const fill = props.fill === true;
  const { ref: bodyRef, height: bodyHeight } = useElementSize();

  const rowClick = (row: ListRow) => {
    dispatch({ type: 'rowSelected', id: row.id });
    if (!state.multiSelect) props.onOpen(row);
  };
  const removable = (row: ListRow) => mayEdit && (props.mayRemove === undefined || props.mayRemove(row));
  const rowActions = (row: ListRow) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {props.rowExtras?.(row)}
      {removable(row) && row.isInactive === true && props.onRestore !== undefined && (
        <Button size="compact-xs" variant="light" onClick={() => props.onRestore?.(row)}>
          Restore
        </Button>
      )}
      {removable(row) && editing && row.isInactive !== true && props.onDelete !== undefined && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting(row)}>
          Delete
        </Button>
      )}
      {props.rowHref !== undefined && (
        <ActionIcon
          component="a"
          href={props.rowHref(row)}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="sm"
          aria-label="Open in new tab"
        >
          <ExternalLinkIcon size={14} />
        </ActionIcon>
      )}
    </Group>
  );
  const height = fill && bodyHeight > 0 ? Math.floor(bodyHeight) : (props.height ?? 600);
  const body: ListBodyProps = {
    columns,
    rows,
    selected: state.selected,
    multiSelect: state.multiSelect,
    onRowClick: rowClick,
    height,
    timeZone: props.timeZone,
    rowActions,
    ...(props.referenceLabel === undefined ? {} : { referenceLabel: props.referenceLabel }),
  };
  const pager = props.paging !== undefined && showPager({ ...props.paging, total: state.total });

  return (
    <Stack gap="xs" pos="relative" p="xs" h={fill ? '100%' : undefined}>
      <ListHeader
        title={props.title}
        {...(props.titleOrder === undefined ? {} : { titleOrder: props.titleOrder })}
        state={state}
        dispatch={dispatch}
        filters={props.entity.filters}
        mayEdit={mayEdit}
        onAdd={props.onAdd}
        {...(props.onImport === undefined ? {} : { onImport: props.onImport })}
        editing={editing}
        onEditToggle={
          props.onDelete === undefined
            ? undefined
            : () => {
                void preloadConfirmDialog();
                setEditing((on) => !on);
              }
        }
        onArchives={props.onArchives}
        onExportCsv={props.onExportCsv}
        offerQuantityBreakdowns={props.offerQuantityBreakdowns}
        syncPicker={props.syncPicker}
        {...(props.onTour === undefined ? {} : { onTour: props.onTour })}
      />
      <ErrorAlert error={state.error} onDismiss={() => dispatch({ type: 'errorDismissed' })} />
      {/* Filling, the body is sized by the column alone (not by its rows), so measuring it cannot feed back. */}
      <Box
        ref={bodyRef}
        pos="relative"
        mih={120}
        style={fill ? { flex: '1 1 0', overflow: 'hidden' } : undefined}
      >
        <LoadingOverlay
          visible={state.status === 'loading'}
          loaderProps={{ role: 'status', 'aria-label': 'Loading' }}
        />
        {rows.length === 0 && state.status !== 'loading' ? (
          <Center mih={120}>
            <NothingFound
              mirror={props.mirror}
              text={props.nothingFound ?? NOTHING_FOUND}
              onTryAgain={() => dispatch({ type: 'refreshed' })}
            />
          </Center>
        ) : mobile ? (
          <ListMobile {...body} />
        ) : (
          <ListTable {...body} />
        )}
      </Box>
      {props.footer}
      {pager && props.paging !== undefined && state.total !== null && (
        <Suspense>
          <ListPager
            total={pageCount(state.total, props.paging.pageSize)}
            value={state.query.page}
            onChange={(page) => dispatch({ type: 'pageChanged', page })}
          />
        </Suspense>
      )}
      {props.loadMore !== undefined &&
        showLoadMore(props.loadMore.lastLoadCount, props.loadMore.pageSize) && (
          <Center>
            <Button variant="light" onClick={props.loadMore.onLoadMore}>
              {LOAD_MORE}
            </Button>
          </Center>
        )}
      {deleting !== null && (
        <ConfirmDialogOnDemand
          text={DELETE_CONFIRM_MESSAGE}
          acceptLabel={DELETE_CONFIRM_OK}
          cancelLabel={DELETE_CONFIRM_CANCEL}
          onCancel={() => setDeleting(null)}
          onAccept={() => {
            const row = deleting;
            setDeleting(null);
            props.onDelete?.(row);
          }}
        />
      )}
    </Stack>
  );
}

function NothingFound({
  mirror,
  text,
  onTryAgain,
}: {
  mirror: MirrorState | undefined;
  text: string;
  onTryAgain: () => void;
}) {
  const found = (
    <Stack align="center" gap="xs">
      <Text c="dimmed">{text}</Text>
      <Button variant="light" onClick={onTryAgain}>
        {TRY_AGAIN}
      </Button>
    </Stack>
  );
  return mirror === undefined ? found : <MirrorEmptyView mirror={mirror}>{found}</MirrorEmptyView>;
}
