import { vi } from 'vitest';

/** The files a screen saves: the browser's download stood in for, each blob kept with its name. */
export function downloads() {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        last = b;
        return 'blob:download';
      },
      revokeObjectURL: () => {},
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return { saved, restore: () => click.mockRestore() };
}
