import type { TablePaginationConfig } from 'antd';

/** A page of a server-paged list, as the list routes take it. */
export interface Paging {
  page: number;
  pageSize: number;
}

export const FIRST_PAGE: Paging = { page: 1, pageSize: 20 };

/** antd's pagination of a server-paged table: the page asked, the total the server counted, 10 to 100 rows. */
export function serverPagination(
  paging: Partial<Paging>,
  total: number | undefined,
  showTotal?: (total: number) => string,
): TablePaginationConfig {
  return {
    current: paging.page ?? FIRST_PAGE.page,
    pageSize: paging.pageSize ?? FIRST_PAGE.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal,
  };
}

/** The page a table's change asks for. */
export const pagingOf = (pagination: TablePaginationConfig): Paging => ({
  page: pagination.current ?? FIRST_PAGE.page,
  pageSize: pagination.pageSize ?? FIRST_PAGE.pageSize,
});
