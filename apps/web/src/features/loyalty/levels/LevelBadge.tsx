import './LevelBadge.css';

interface Props {
  level: { name: string; color: string } | null | undefined;
}

/** A level's name with its colour as a dot (the text stays dark, so it reads on any colour). */
export function LevelBadge({ level }: Props) {
  if (!level) return null;
  return (
    <span className="level-badge" style={{ borderColor: level.color }}>
      <span className="level-badge__dot" style={{ background: level.color }} aria-hidden="true" />
      {level.name}
    </span>
  );
}
