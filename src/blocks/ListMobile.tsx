import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { cellText } from './cell-text';
import type { ListBodyProps } from './list-body';
import { cellValue, type ListColumn, type ListRow } from './list-columns';
import { RowCheckboxOnDemand } from './RowCheckboxOnDemand';
import { useVirtualWindow } from './use-virtual-window';

/** Height of a row of the phone list. */
export const MOBILE_ROW_HEIGHT = 64;

/** A row's heading when its first column is empty: never the record's id, which means nothing to a person. */
export const UNTITLED = 'Untitled';

/** The phone list takes the same props as the table (ListBodyProps). */
export type ListMobileProps = ListBodyProps;

/**
 * The list below 580 px: the first column as the heading of each entry, the next two under
 * it; only the entries in view are rendered.
 * @example <ListMobile columns={columns} rows={rows} ... />
 */
export function ListMobile({
  columns,
  rows,
  selected,
  multiSelect,
  onRowClick,
  height,
  timeZone,
  referenceLabel,
  rowActions,
}: ListMobileProps) {
  const { window, onScroll } = useVirtualWindow(rows.length, MOBILE_ROW_HEIGHT, height);
  const [heading, ...rest] = columns;
  const text = (row: ListRow, column: ListColumn) =>
    cellText(column.field, cellValue(row, column.name), timeZone, referenceLabel, row);
  return (
    <div style={{ height, overflowY: 'auto' }} onScroll={onScroll} data-testid="list-scroller">
      <ul role="list" aria-label="Records" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {window.before > 0 && <li aria-hidden="true" style={{ height: window.before }} />}
        {rows.slice(window.start, window.end).map((row) => {
          const isSelected = selected.includes(row.id);
          return (
            <li
              key={row.id}
              style={{ height: MOBILE_ROW_HEIGHT, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Group
                h="100%"
                px="sm"
                gap="xs"
                wrap="nowrap"
                bg={isSelected ? 'var(--mantine-color-navy-light)' : undefined}
              >
                {multiSelect && (
                  <RowCheckboxOnDemand
                    checked={isSelected}
                    onChange={() => onRowClick(row)}
                    aria-label={`Select ${row.id}`}
                  />
                )}
                <UnstyledButton
                  onClick={() => onRowClick(row)}
                  style={{ flex: 1, minWidth: 0 }}
                  aria-current={isSelected || undefined}
                >
                  <Stack gap={0}>
                    <Text fw={500} truncate>
                      {(heading === undefined ? '' : text(row, heading)) || UNTITLED}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {rest
                        .slice(0, 2)
                        .map((column) => text(row, column))
                        .filter((part) => part !== '')
                        .join(' · ')}
                    </Text>
                  </Stack>
                </UnstyledButton>
                {rowActions?.(row)}
              </Group>
            </li>
          );
        })}
        {window.after > 0 && <li aria-hidden="true" style={{ height: window.after }} />}
      </ul>
    </div>
  );
}
