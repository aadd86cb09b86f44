import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import type { OrderEditorAction, OrderEditorState } from '../../domain/ordering/order-editor-state';
import { labelOf, type OrderEditorView } from './flow';
import type { OrderSourcesResult } from './use-order-sources';

/** Adding products: by category and search, or one tap on a usual product of the agreement. */
export function OrderProductPicker({
  view,
  state,
  sources,
  category,
  setCategory,
  dispatch,
}: {
  view: OrderEditorView;
  state: OrderEditorState;
  sources: OrderSourcesResult;
  category: string | null;
  setCategory: (category: string | null) => void;
  dispatch: Dispatch<OrderEditorAction>;
}) {
  const { readOnly, agreementID, agreementLabel, productOptions, usual } = view;
  return (
    <>
      {!readOnly && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group align="flex-end" wrap="wrap">
              <Select
                label="Category"
                clearable
                placeholder="All categories"
                data={sources.categories.map((row) => ({
                  value: row.id,
                  label: labelOf(row, 'categoryName'),
                }))}
                value={category}
                onChange={setCategory}
                w={220}
              />
              <Select
                label="Add Product"
                placeholder={
                  agreementID === null
                    ? `Choose the ${agreementLabel.toLowerCase()} first`
                    : 'Type a name or code'
                }
                searchable
                disabled={agreementID === null}
                data={productOptions}
                value={null}
                onChange={(value) => value !== null && dispatch({ type: 'productAdded', productID: value })}
                nothingFoundMessage="Nothing Found"
                style={{ flex: 1, minWidth: 240 }}
              />
            </Group>
            {usual.length > 0 && (
              <Group gap="xs" aria-label="Usual products">
                <Text size="sm" c="dimmed">
                  Usual:
                </Text>
                {usual.map((entry) => (
                  <Button
                    key={entry.productID}
                    variant="light"
                    size="sm"
                    onClick={() =>
                      dispatch({ type: 'productAdded', productID: entry.productID, quantity: entry.quantity })
                    }
                  >
                    + {state.context.products.get(entry.productID)?.productName ?? entry.productID}
                  </Button>
                ))}
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}
