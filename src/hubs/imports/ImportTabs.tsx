import { Tabs } from '@mantine/core';
import type { EntityName } from '../../data/mirror-row';
import type { ReactNode } from 'react';
import { PortalListPage } from '../../portal/PortalListPage';

/**
 * An import route: the CSV import first, and the entity's own list (adding records one by
 * one) on the second tab.
 * @example <ImportTabs entityName="new-products" byHand="Add By Hand"><CsvImport ... /></ImportTabs>
 */
export function ImportTabs({
  entityName,
  byHand,
  children,
}: {
  entityName: EntityName;
  byHand: string;
  children: ReactNode;
}) {
  return (
    <Tabs defaultValue="import" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="import">Import CSV</Tabs.Tab>
        <Tabs.Tab value="list">{byHand}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="import">{children}</Tabs.Panel>
      <Tabs.Panel value="list">
        <PortalListPage entityName={entityName} />
      </Tabs.Panel>
    </Tabs>
  );
}
