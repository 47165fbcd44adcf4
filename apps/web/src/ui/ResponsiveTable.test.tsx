// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStandIns } from '../test/renderWithApp';
import { ResponsiveTable } from './ResponsiveTable';
import { serverPagination } from './serverPaging';

const rows = [
  { id: 1, name: 'Ana Pérez', balance: 120 },
  { id: 2, name: 'Bruno Díaz', balance: 15 },
];
const columns = [
  { title: 'Nombre', dataIndex: 'name' },
  {
    title: 'Saldo',
    key: 'balance',
    render: (_: unknown, r: (typeof rows)[number]) => <strong>{r.balance}</strong>,
  },
];

describe('ResponsiveTable', () => {
  beforeEach(browserStandIns);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a table on a wide screen and a card per row, every column labelled, on a phone (375 px)', () => {
    vi.stubGlobal('innerWidth', 1440);
    const wide = render(<ResponsiveTable rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getByRole('table')).toBeTruthy();
    wide.unmount();

    vi.stubGlobal('innerWidth', 375);
    render(<ResponsiveTable rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Nombre')).toBeTruthy();
    expect(within(cards[0]!).getByText('Ana Pérez')).toBeTruthy();
    expect(within(cards[1]!).getByText('Saldo')).toBeTruthy();
    expect(within(cards[1]!).getByText('15').tagName).toBe('STRONG');
  });

  it('shows no pager under an empty list, on a phone as on a wide screen (no lone page «1»)', () => {
    for (const width of [375, 1440]) {
      vi.stubGlobal('innerWidth', width);
      const empty = render(
        <ResponsiveTable
          rowKey="id"
          columns={columns}
          dataSource={[]}
          pagination={serverPagination({}, 0)}
        />,
      );
      expect(empty.container.querySelector('.ant-pagination'), `${width} px`).toBeNull();
      empty.unmount();
      const full = render(
        <ResponsiveTable
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={serverPagination({}, 2)}
        />,
      );
      expect(full.container.querySelector('.ant-pagination'), `${width} px`).not.toBeNull();
      full.unmount();
    }
  });
});
