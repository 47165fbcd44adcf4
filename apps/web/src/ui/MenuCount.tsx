import { Badge } from 'antd';

/** A count beside a sidebar entry's label (new orders, reward requests waiting); nothing at zero. */
export function MenuCount({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (count === 0) return null;
  return (
    <Badge
      count={count}
      overflowCount={99}
      size="small"
      style={{ marginLeft: 8, boxShadow: 'none' }}
      aria-label={label}
      title={label}
      data-testid={testId}
    />
  );
}
