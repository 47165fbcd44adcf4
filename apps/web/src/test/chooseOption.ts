import { fireEvent, waitFor, within } from '@testing-library/react';

/** Opens an antd select by its label (within `scope`, the document by default) and picks an option by its text. */
export async function chooseOption(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
