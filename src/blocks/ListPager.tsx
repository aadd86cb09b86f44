import { Center, Pagination } from '@mantine/core';

export type ListPagerProps = { total: number; value: number; onChange: (page: number) => void };

/**
 * The list panel's pager (server paging with more than one page). Its own module, loaded when
 * a list first shows it: most lists never page, and Mantine's Pagination is 2 KB gzipped.
 * @example <ListPager total={3} value={1} onChange={go} />
 */
export function ListPager({ total, value, onChange }: ListPagerProps) {
  return (
    <Center>
      <Pagination total={total} value={value} onChange={onChange} size="sm" />
    </Center>
  );
}
