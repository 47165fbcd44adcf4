import { useTranslation } from '../i18n/useTranslation';

/** "Page n of m" between a button back and a button on, for a list read a page at a time. */
export function Pager({
  page,
  pages,
  label,
  back,
  on,
  onPage,
}: {
  page: number;
  pages: number;
  /** What the pages are of, for screen readers. */
  label: string;
  back: string;
  on: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {back}
      </button>
      <span>{t('points.page', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {on}
      </button>
    </nav>
  );
}
