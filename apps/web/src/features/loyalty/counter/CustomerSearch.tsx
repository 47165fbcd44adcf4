import { SearchOutlined } from '@ant-design/icons';
import type { Customer } from '@premia/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Input, type InputRef, Spin } from 'antd';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../ui/useDebounced';
import { findCustomers, useCustomerSearch } from '../customers';
import { LevelBadge } from '../levels';
import { enterIsScan } from './logic';

interface Props {
  inputRef: Ref<InputRef>;
  onPick: (customer: Customer) => void;
  /** What a scanner types (a wallet QR, a reward code, a code customers share but for case): read as the camera's. */
  onScan: (code: string) => Promise<void>;
}

/**
 * The counter's search box: type, see the matches, Enter picks the highlighted one (the first by
 * default); what a handheld scanner types and ends with Enter is read as the camera's scan.
 */
export function CustomerSearch({ inputRef, onPick, onScan }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const typed = text.trim();
  const q = useDebounced(typed, 250);
  const search = useCustomerSearch(q);
  const results = q === typed ? (search.data?.customers ?? []) : [];
  const waiting = typed.length > 0 && (q !== typed || search.isFetching);

  function pick(customer: Customer) {
    setText('');
    setActive(0);
    onPick(customer);
  }

  async function pickNow() {
    if (!typed) return;
    if (enterIsScan(typed, [])) {
      setText('');
      return onScan(typed);
    }
    const listed = q === typed ? search.data?.customers : undefined;
    const found = listed ?? (await findCustomers(queryClient, typed));
    if (enterIsScan(typed, found)) {
      setText('');
      return onScan(typed);
    }
    const chosen = found[Math.min(active, found.length - 1)];
    if (chosen) pick(chosen);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void pickNow().catch(() => {});
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Escape') {
      setText('');
    }
  }

  const showList = typed.length > 0 && q === typed && search.isSuccess;
  return (
    <div className="counter-search">
      <Input
        ref={inputRef}
        size="large"
        autoFocus
        allowClear
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        prefix={<SearchOutlined aria-hidden="true" />}
        suffix={waiting ? <Spin size="small" /> : null}
        placeholder={t('loyalty.searchPlaceholder')}
        aria-label={t('loyalty.searchLabel')}
        autoComplete="off"
        enterKeyHint="search"
      />
      {search.error && typed ? (
        <p className="counter-search__note" role="alert">
          {search.error.message}
        </p>
      ) : null}
      {showList ? (
        results.length === 0 ? (
          <p className="counter-search__note">{t('loyalty.noMatches')}</p>
        ) : (
          <ul className="counter-search__results" aria-label={t('loyalty.matches')}>
            {results.map((c, i) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={`counter-search__item${i === active ? ' counter-search__item--active' : ''}`}
                  onClick={() => pick(c)}
                  tabIndex={0}
                >
                  <span className="counter-search__name">{c.name}</span>
                  <span className="counter-search__meta">
                    <code>{c.clientCode}</code>
                    {c.mobile ? <span>{c.mobile}</span> : null}
                    {c.email ? <span>{c.email}</span> : null}
                  </span>
                  <span className="counter-search__side">
                    <LevelBadge level={c.level} />
                    <strong>{t('loyalty.pointsShort', { points: c.balance })}</strong>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
