/** A product's photo, or a plain tile of its initial when it has none. */
export function ProductImage({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className: string;
}) {
  return src ? (
    <img className={className} src={src} alt="" loading="lazy" />
  ) : (
    <span className={`${className} image-none`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
